import { onDemandResource } from '../../lib/resource';
import { deferredPart } from './deferredPart';

/**
 * Secondary chrome: the navbar's menus (the version menu too), dropdowns, tool stack and social links, the language menu of a site with
 * three or more languages, and the route progress bar. Visible from the first paint (prerendered) or only later
 * (progress), never needed to read the page or to hydrate it: one chunk, fetched on intent (`startChromeOnIntent`)
 * or with the first navigation, never for a page left alone. Until then its parts keep their prerendered HTML.
 */
export const chromeExtras = onDemandResource(() => import('./ChromeExtras'));

/** Start fetching the chrome extras (once); what a navigation waits for, with its page. */
export function loadChromeExtras(): Promise<unknown> {
  return chromeExtras.start();
}

/**
 * Where the extras live: the navbar (`data-rsd-part` also on a site's own navbar part) with its full-screen menu.
 * A pointer over it, focus in it, or a touch on it is intent: its parts are wanted soon.
 */
const CHROME_AREA = '[data-rsd-part="navbar"], .rsd-navbar, .rsd-mobile-menu';
const INTENT_EVENTS = ['pointerover', 'focusin', 'pointerdown', 'touchstart'] as const;

function chromeInUse(): boolean {
  const active = document.activeElement;
  if (document.querySelector('dialog.rsd-mobile-menu[open]') || (active && active !== document.body && active.closest(CHROME_AREA))) return true;
  try {
    return !!document.querySelector(`:is(${CHROME_AREA}):hover`);
  } catch {
    return false; // no :is() or :hover in selectors
  }
}

/**
 * Fetch the extras once the visitor shows intent towards the chrome; returns a function that stops listening.
 * Navigation starts them too (`loadChromeExtras`, see `layouts/registry.ts`).
 */
export function startChromeOnIntent(): () => void {
  if (chromeExtras.started()) return () => {};
  // Intent shown before the app came (the head script opened the navbar's menu; focus or the pointer is in the navbar).
  if (chromeInUse()) {
    void chromeExtras.start().catch(() => {});
    return () => {};
  }
  const stop = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, true);
  };
  const onIntent = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest(CHROME_AREA)) return;
    stop();
    void chromeExtras.start().catch(() => {}); // the parts log a failure; the next navigation retries
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, { capture: true, passive: true });
  return stop;
}

export const LanguageMenu = deferredPart(chromeExtras, 'LanguageMenu');
export const MobileMenu = deferredPart(chromeExtras, 'MobileMenu');
export const NavbarDropdown = deferredPart(chromeExtras, 'NavbarDropdown');
export const ProgressBar = deferredPart(chromeExtras, 'ProgressBar');
export const SocialLinks = deferredPart(chromeExtras, 'SocialLinks');
export const ToolStack = deferredPart(chromeExtras, 'ToolStack');
export const VersionMenu = deferredPart(chromeExtras, 'VersionMenu');

/**
 * `startProgressAfterDelay` from the extras chunk, with the same contract: call the returned function when the
 * load ends. The navigation fetches the chunk with its page (when intent has not already); a load that ends before
 * the chunk is there shows no bar, as one that ends within the bar's delay.
 */
export function startDeferredProgress(): () => void {
  let stop: (() => void) | undefined;
  let ended = false;
  chromeExtras.start().then(
    (m) => {
      if (!ended) stop = m.startProgressAfterDelay();
    },
    () => {},
  );
  return () => {
    ended = true;
    stop?.();
  };
}
