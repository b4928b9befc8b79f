import { Banner } from '../components/Banner/Banner';
import { Navbar } from '../components/Navbar/Navbar';
import { ProgressBar } from '../components/Deferred/chrome';
import { openSearch, SearchLauncher } from '../components/SearchModal/SearchLauncher';
import { SkipLink } from '../components/SkipLink/SkipLink';
import { useThemeContext } from '../provider/ThemeProvider';
import { PageTypeLayout } from './PageTypeLayout';
import { usePart } from './parts';
import type { LayoutProps } from './types';

/**
 * The whole page: global UI (skip link, banner, search, progress), the navbar, and the page type's layout.
 * `data-rsd-part` marks what a part switch hides: the head script hides it by CSS from the first paint when the
 * query switches it off (`?navbar=0`), until React renders the page without it.
 */
export function DefaultLayout(props: LayoutProps) {
  const { page, parts, slots } = props;
  const { site, lang } = useThemeContext();
  const banner = site.banner;
  const BannerPart = usePart('Banner', Banner);
  const NavbarPart = usePart('Navbar', Navbar);
  const showBanner = parts.globalUIComponents && banner && banner.display !== false && (banner.display !== 'home' || page.pageType === 'home');
  return (
    <div className="rsd-layout" data-page-type={page.pageType}>
      <SkipLink />
      {showBanner && <BannerPart data-rsd-part="globalUIComponents" href={banner.href} message={banner.message[lang] ?? banner.message[site.lang] ?? ''} localStorageKey={banner.localStorageKey} />}
      {slots?.beforeNavbar}
      {parts.navbar && <NavbarPart data-rsd-part="navbar" onSearch={openSearch} transparentUntilScroll={page.pageType === 'home'} />}
      {slots?.afterNavbar}
      <PageTypeLayout {...props} />
      {parts.globalUIComponents && <SearchLauncher />}
      <ProgressBar />
    </div>
  );
}
