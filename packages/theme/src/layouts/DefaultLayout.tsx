import type { ComponentType } from 'react';
import { Banner } from '../components/Banner/Banner';
import { Navbar } from '../components/Navbar/Navbar';
import { ProgressBar } from '../components/ProgressBar/ProgressBar';
import { openSearch, SearchLauncher } from '../components/SearchModal/SearchLauncher';
import { SkipLink } from '../components/SkipLink/SkipLink';
import type { PageType } from '../runtime/types';
import { useThemeContext } from '../provider/ThemeProvider';
import { DocLayout } from './DocLayout';
import { HomeLayout } from './HomeLayout';
import { BlankLayout, CustomLayout, NotFoundLayout } from './SimpleLayouts';
import type { LayoutProps } from './types';

const BY_PAGE_TYPE: Record<PageType, ComponentType<LayoutProps>> = {
  doc: DocLayout,
  home: HomeLayout,
  '404': NotFoundLayout,
  custom: CustomLayout,
  blank: BlankLayout,
};

/** The whole page: global UI (skip link, banner, search, progress), the navbar, and the page type's layout. */
export function DefaultLayout(props: LayoutProps) {
  const { page, parts, slots } = props;
  const { site, lang } = useThemeContext();
  const banner = site.banner;
  const showBanner = parts.globalUIComponents && banner && banner.display !== false && (banner.display !== 'home' || page.pageType === 'home');
  const PageLayout = BY_PAGE_TYPE[page.pageType] ?? DocLayout;
  return (
    <div className="rsd-layout" data-page-type={page.pageType}>
      <SkipLink />
      {showBanner && <Banner href={banner.href} message={banner.message[lang] ?? banner.message[site.lang] ?? ''} localStorageKey={banner.localStorageKey} />}
      {slots?.beforeNavbar}
      {parts.navbar && <Navbar onSearch={openSearch} transparentUntilScroll={page.pageType === 'home'} />}
      {slots?.afterNavbar}
      <PageLayout {...props} />
      {parts.globalUIComponents && <SearchLauncher />}
      <ProgressBar />
    </div>
  );
}
