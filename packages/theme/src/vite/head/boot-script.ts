/**
 * The inline script of every page's `<head>`: the appearance script, then the early boot (`boot/early.ts`) with
 * the page's facts. Both the prerendered pages and the dev server's HTML use it.
 */
import { createHash } from 'node:crypto';
// A namespace import: `minifySync` came to Vite within 8.x, and an older 8 without it must still build (unminified).
import * as vite from 'vite';
import { earlyBootConfig, type BootPage } from '../../boot/config';
import { loadAllMessages } from '../../i18n';
import { colorSchemeScript } from '../../lib/appearance';
import { CONFIG_SLOT, earlyBootProgram } from './boot-program';
import type { ClientSiteData } from '../../runtime/types';
import { jsonForScript } from './html';

export type { BootPage };

export interface HeadScriptOptions {
  /** Minify the shared part (once). @default true */
  minify?: boolean;
  /** The shared program (`earlyBootProgram`), when it was made elsewhere (the dev server's worker thread). */
  program?: string;
}

/**
 * A page's head script, as the text of an inline `<script>`; `keyOf` gives a short string that changes whenever the
 * script does (an incremental build compares it for every page: the script itself is a few kilobytes).
 */
export type HeadScript = ((page: BootPage) => string) & { keyOf?: (page: BootPage) => string };

/**
 * Prepare the head scripts of a site: loads every language's UI strings and minifies the shared part once,
 * then each page costs a JSON.stringify.
 */
export async function createHeadScript(site: ClientSiteData, { minify = true, program: made }: HeadScriptOptions = {}): Promise<HeadScript> {
  await loadAllMessages();
  let program = made ?? earlyBootProgram();
  const minifySync = (vite as { minifySync?: typeof vite.minifySync }).minifySync;
  if (minify && typeof minifySync === 'function') {
    const result = minifySync('rsdocs-boot.js', program, { compress: true, mangle: true });
    program = result.code.trim().replace(/;$/, '');
  }
  // `</` only occurs in the markup strings (closing tags): written `<\/` (the same string), no closing tag can read
  // as the end of the inline script to an HTML parser.
  program = program.replace(/<\//g, '<\\/');
  if (/<!--/.test(program)) throw new Error('rsdocs: the head script holds "<!--", which would change how the page parses it');
  const pieces = program.split(CONFIG_SLOT);
  if (pieces.length !== 2) throw new Error(`rsdocs: the head script has ${pieces.length - 1} config slots after minifying, expected 1`);
  const [before, after] = pieces as [string, string];
  const appearance = colorSchemeScript();
  const shared = createHash('sha1').update(`${appearance}\0${before}\0${after}`).digest('base64url');
  const config = (page: BootPage) => jsonForScript(earlyBootConfig(site, page));
  return Object.assign((page: BootPage) => `${appearance};${before}${config(page)}${after}`, { keyOf: (page: BootPage) => `${shared}${config(page)}` });
}
