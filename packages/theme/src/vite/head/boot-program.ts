/**
 * The head script's shared program: the early boot (`boot/early.ts`) and its library, as source text. Apart from
 * `boot-script.ts` (which minifies it with Vite) so that the dev server's worker thread can make it without loading
 * Vite. It holds no markup of the theme's components: the early search field copies its icons from the page.
 */
// React's server renderer is loaded here, with React, as this module loads: loaded later, after `vite build` has set
// NODE_ENV, it would be the production build beside React's development one, which cannot render together.
import 'react-dom/server';
import { earlyControls, type EarlyControlsLib } from '../../boot/controls';
import { earlyBoot } from '../../boot/early';
import { isSearchHotkey } from '../../boot/hotkey';
import { COPY_SUCCESS_MS } from '../../components/CodeBlock/CodeBlock';
import { APPEARANCE_STORAGE_KEY, DARK_QUERY, resolveAppearance, togglePreference } from '../../lib/appearance';
import { joinCodeLines, normalizeCodeText } from '../../lib/code-text';
import { copyUrlText } from '../../lib/page-actions';
import { decideLocaleRedirect, preferredLocale } from '../../lib/locale-redirect';
import { ACTIVE_HEADING_TOLERANCE, resolveActiveHeading } from '../../lib/outline';
import { querySwitches } from '../../lib/part-switches';

/** Stands for the page's config in the shared, minified part; replaced per page. */
export const CONFIG_SLOT = '__RSDOCS_BOOT_CONFIG__';

/** The early boot program with its library, the same for every page; `CONFIG_SLOT` marks the page's config. */
export function earlyBootProgram(): string {
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
    copyUrl: copyUrlText,
  };
  const controlsLib = `{${Object.entries(controls).map(([k, v]) => `${k}:${v}`).join(',')}}`;
  const lib = `{prefer:${preferredLocale},decide:${decideLocaleRedirect},switches:${querySwitches},hotkey:${isSearchHotkey},controls:${earlyControls},controlsLib:${controlsLib}}`;
  return `(${earlyBoot})(${CONFIG_SLOT},${lib})`;
}
