import { lazyResource } from '../../lib/resource';
import { deferredPart } from './deferredPart';

/**
 * Secondary chrome: the navbar's menus (the version menu too), dropdowns, tool stack and social links, the language menu of a site with
 * three or more languages, and the route progress bar. Visible from the first paint (prerendered) or only later
 * (progress), never needed to read the page or to hydrate it: one chunk fetched as the app starts.
 */
export const chromeExtras = lazyResource(() => import('./ChromeExtras'));

export const LanguageMenu = deferredPart(chromeExtras, 'LanguageMenu');
export const MobileMenu = deferredPart(chromeExtras, 'MobileMenu');
export const NavbarDropdown = deferredPart(chromeExtras, 'NavbarDropdown');
export const ProgressBar = deferredPart(chromeExtras, 'ProgressBar');
export const SocialLinks = deferredPart(chromeExtras, 'SocialLinks');
export const ToolStack = deferredPart(chromeExtras, 'ToolStack');
export const VersionMenu = deferredPart(chromeExtras, 'VersionMenu');

/**
 * `startProgressAfterDelay` from the extras chunk, with the same contract: call the returned function when the
 * load ends. The chunk is there long before a first navigation; a load that ends first never shows a bar anyway.
 */
export function startDeferredProgress(): () => void {
  let stop: (() => void) | undefined;
  let ended = false;
  chromeExtras.get().then(
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
