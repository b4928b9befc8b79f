import { clsx } from 'clsx';
import { useCallback, useSyncExternalStore, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import type { NavItem } from '../../config/types';
import { useThemeContext } from '../../provider/ThemeProvider';
import { useNav } from '../../provider/useLocale';
import { useT } from '../../provider/useT';
import { AppearanceToggle } from '../AppearanceToggle/AppearanceToggle';
import { SearchIcon } from '../Icon/icons';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import { MobileMenu, NavbarDropdown, SocialLinks, ToolStack, VersionMenu } from '../Deferred/chrome';
import { NavbarItem } from './NavbarItem';
import { SiteTitle } from './SiteTitle';
import { isNavItemActive, routeOptions } from './navMatch';
import { useHiddenOnScroll, useScrollY } from './useScrollY';

/** Scroll position from which a transparent navbar takes its solid background (spec: 100 px). */
export const NAVBAR_SOLID_AT = 100;

export interface NavbarProps extends Omit<ComponentPropsWithoutRef<'header'>, 'children'> {
  /** Nav entries. @default the current locale's nav */
  items?: NavItem[];
  /** Opens the search dialog. The search button is shown only when this is set and search is not off. */
  onSearch?: () => void;
  /** Transparent above 100 px of scroll, solid from there (home page). @default false */
  transparentUntilScroll?: boolean;
  /** Slide away when scrolling down, come back when scrolling up. @default the site's hideNavbarOnScroll */
  hideOnScroll?: boolean;
  beforeTitle?: ReactNode;
  afterTitle?: ReactNode;
  beforeNavMenu?: ReactNode;
  afterNavMenu?: ReactNode;
}

const noSubscribe = () => () => {};
const isApple = () => /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);

function SearchButton({ onSearch }: { onSearch: () => void }) {
  const t = useT();
  // Ctrl on the server and while hydrating; ⌘ on Apple devices right after mount.
  const apple = useSyncExternalStore(noSubscribe, isApple, () => false);
  return (
    // data-rsd-open-search: before the dialog's code is there, the head script opens its early search field.
    <button type="button" className="rsd-navbar__search" onClick={onSearch} aria-keyshortcuts="Control+K Meta+K" data-rsd-open-search="">
      <SearchIcon size={18} />
      <span className="rsd-navbar__search-label">{t('search.button')}</span>
      <kbd className="rsd-navbar__search-keys" aria-hidden="true">
        {apple ? '⌘' : 'Ctrl'} K
      </kbd>
    </button>
  );
}

/** The top bar: logo and title, nav entries, search, language, appearance, social links and the mobile menu. */
export function Navbar({
  items,
  onSearch,
  transparentUntilScroll = false,
  hideOnScroll,
  beforeTitle,
  afterTitle,
  beforeNavMenu,
  afterNavMenu,
  className,
  ...rest
}: NavbarProps) {
  const t = useT();
  const { site, pathname } = useThemeContext();
  const siteNav = useNav();
  const nav = items ?? siteNav;

  const scrollY = useScrollY();
  const hidden = useHiddenOnScroll(scrollY, hideOnScroll ?? site.hideNavbarOnScroll);
  const transparent = transparentUntilScroll && scrollY < NAVBAR_SOLID_AT;

  // Stable between renders: the deferred dropdown must not see new props while it waits to hydrate.
  const isActive = useCallback((item: NavItem) => isNavItemActive(item, pathname, routeOptions(site)), [pathname, site]);
  const renderEntry = (item: NavItem) => (
    <li key={item.text}>
      {item.items?.length ? (
        <NavbarDropdown item={item} active={isActive(item)} isActive={isActive} />
      ) : (
        <NavbarItem item={item} active={isActive(item)} />
      )}
    </li>
  );
  const left = nav.filter((item) => item.position === 'left');
  const right = nav.filter((item) => item.position !== 'left');

  return (
    <header
      {...rest}
      className={clsx(
        'rsd-navbar',
        transparent && 'rsd-navbar--transparent',
        hidden && 'rsd-navbar--hidden',
        className,
      )}
    >
      <div className="rsd-navbar__inner">
        <div className="rsd-navbar__brand">
          {site.toolStack?.length ? <ToolStack /> : null}
          {beforeTitle}
          <SiteTitle />
          {afterTitle}
        </div>
        {beforeNavMenu}
        {nav.length > 0 ? (
          <nav className="rsd-navbar__nav" aria-label={t('nav.main')}>
            {left.length > 0 && <ul className="rsd-navbar__list">{left.map(renderEntry)}</ul>}
            {right.length > 0 && <ul className="rsd-navbar__list rsd-navbar__list--right">{right.map(renderEntry)}</ul>}
          </nav>
        ) : (
          <div className="rsd-navbar__nav" />
        )}
        {afterNavMenu}
        <div className="rsd-navbar__actions">
          {onSearch && site.search.mode !== false && <SearchButton onSearch={onSearch} />}
          <div className="rsd-navbar__extras">
            {site.versions.length > 1 && <VersionMenu />}
            <LanguageSwitch />
            <AppearanceToggle />
            <SocialLinks />
          </div>
          <MobileMenu items={nav} className="rsd-navbar__menu-button" />
        </div>
      </div>
    </header>
  );
}
