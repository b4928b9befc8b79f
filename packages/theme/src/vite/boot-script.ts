/**
 * The inline script of every page's `<head>`: the appearance script, then the early boot (`boot/early.ts`) with
 * the page's facts. Both the prerendered pages and the dev server's HTML use it.
 */
import { createHash } from 'node:crypto';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
// A namespace import: `minifySync` came to Vite within 8.x, and an older 8 without it must still build (unminified).
import * as vite from 'vite';
import { earlyBootConfig, type BootPage } from '../boot/config';
import { earlyControls, type EarlyControlsLib } from '../boot/controls';
import { earlyBoot } from '../boot/early';
import { isSearchHotkey } from '../boot/hotkey';
import { CloseIcon, SearchIcon } from '../components/Icon/icons';
import { loadAllMessages } from '../i18n';
import { COPY_SUCCESS_MS } from '../components/CodeBlock/CodeBlock';
import { APPEARANCE_STORAGE_KEY, colorSchemeScript, DARK_QUERY, resolveAppearance, togglePreference } from '../lib/appearance';
import { joinCodeLines, normalizeCodeText } from '../lib/code-text';
import { ACTIVE_HEADING_TOLERANCE, resolveActiveHeading } from '../lib/outline';
import { decideLocaleRedirect, preferredLocale } from '../lib/locale-redirect';
import { querySwitches } from '../lib/part-switches';
import type { ClientSiteData } from '../runtime/types';
import { jsonForScript } from './html';

export type { BootPage };

/** Stands for the page's config in the shared, minified part; replaced per page. */
const CONFIG_SLOT = '__RSDOCS_BOOT_CONFIG__';

/** The early boot program with its library, the same for every page; `CONFIG_SLOT` marks the page's config. */
export function earlyBootProgram(): string {
  // The icons as React renders them in the search dialog, so the early field looks the same.
  const icons = {
    search: renderToStaticMarkup(createElement(SearchIcon, { className: 'rsd-search__field-icon', size: 18 })),
    close: renderToStaticMarkup(createElement(CloseIcon, { className: 'rsd-search__cancel-icon', size: 18 })),
  };
  const controls: Record<keyof EarlyControlsLib, unknown> = {
    appearanceKey: JSON.stringify(APPEARANCE_STORAGE_KEY),
    darkQuery: JSON.stringify(DARK_QUERY),
    toggle: togglePreference,
    resolve: resolveAppearance,
    activeHeading: resolveActiveHeading,
    tolerance: ACTIVE_HEADING_TOLERANCE,
    codeLines: joinCodeLines,
    codeText: normalizeCodeText,
    copiedMs: COPY_SUCCESS_MS,
  };
  const controlsLib = `{${Object.entries(controls).map(([k, v]) => `${k}:${v}`).join(',')}}`;
  const lib = `{prefer:${preferredLocale},decide:${decideLocaleRedirect},switches:${querySwitches},hotkey:${isSearchHotkey},icons:${JSON.stringify(icons)},controls:${earlyControls},controlsLib:${controlsLib}}`;
  return `(${earlyBoot})(${CONFIG_SLOT},${lib})`;
}

export interface HeadScriptOptions {
  /** Minify the shared part (once). @default true */
  minify?: boolean;
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
export async function createHeadScript(site: ClientSiteData, { minify = true }: HeadScriptOptions = {}): Promise<HeadScript> {
  await loadAllMessages();
  let program = earlyBootProgram();
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
