import { lazyResource } from '../../lib/resource';
import { deferredPart } from '../Deferred/deferredPart';

/**
 * Menus, popovers and brand links of the navbar: visible from the first paint (prerendered), but not needed
 * to read the page or to hydrate it, so their code is one chunk fetched as the app starts.
 */
export const navbarExtras = lazyResource(() => import('./NavbarExtras'));

export const MobileMenu = deferredPart(navbarExtras, 'MobileMenu');
export const SocialLinks = deferredPart(navbarExtras, 'SocialLinks');
export const ToolStack = deferredPart(navbarExtras, 'ToolStack');
export const NavbarDropdown = deferredPart(navbarExtras, 'NavbarDropdown');
