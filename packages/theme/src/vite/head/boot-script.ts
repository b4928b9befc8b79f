/**
 * The inline script of every page's `<head>`: the early boot (`boot/early.ts`, which sets the appearance first)
 * with the page's facts. Both the prerendered pages and the dev server's HTML use it.
 */
import { createHash } from 'node:crypto';
// A namespace import: `minifySync` came to Vite within 8.x, and an older 8 without it must still build (unminified).
import * as vite from 'vite';
import { earlyBootConfig, type BootPage } from '../../boot/config';
import { loadAllMessages } from '../../i18n';
import { CONFIG_SLOT, earlyBootProgram } from './boot-program';
import type { ClientSiteData } from '../../runtime/types';
import { BOOT_CONFIG_ID, jsonForScript } from './html';

export type { BootPage };

export interface HeadScriptOptions {
  /** Minify the shared part (once). @default true */
  minify?: boolean;
  /** The shared program (`earlyBootProgram`), when it was made elsewhere (the dev server's worker thread). */
  program?: string;
}

/**
 * A site's head script, the text of an inline `<script>`: the same for every page of the site (so a strict
 * Content-Security-Policy allows it by one hash), it reads the page's facts from the JSON element `config` gives
 * (`<script type="application/json" id="rsd-boot">`, which runs nothing). `keyOf` gives a short string that changes
 * whenever the script or the page's facts do (an incremental build compares it for every page).
 */
export type HeadScript = ((page: BootPage) => string) & { config?: (page: BootPage) => string; keyOf?: (page: BootPage) => string; text?: string };

/**
 * Prepare the head scripts of a site: loads every language's UI strings and minifies the program once,
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
  const script = pieces.join(`JSON.parse(document.getElementById(${JSON.stringify(BOOT_CONFIG_ID)}).textContent)`);
  const shared = createHash('sha1').update(script).digest('base64url');
  const config = (page: BootPage) => jsonForScript(earlyBootConfig(site, page));
  // `text`: the script itself, the same for every page (a large site writes it as a file its pages link).
  return Object.assign(() => script, { config, keyOf: (page: BootPage) => `${shared}${config(page)}`, text: script });
}
