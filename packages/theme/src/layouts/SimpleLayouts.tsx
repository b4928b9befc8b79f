import { NotFound } from '../components/NotFound/NotFound';
import { openSearch } from '../components/SearchModal/SearchLauncher';
import { useThemeContext } from '../provider/ThemeProvider';
import type { LayoutProps } from './types';

/** 404: '404', 'PAGE NOT FOUND', search, the top sections and a link home, in the current language and version. */
export function NotFoundLayout({ slots, parts }: LayoutProps) {
  const { site } = useThemeContext();
  // The search box opens the page's search dialog, which only the global UI mounts.
  const searchable = site.search.mode !== false && parts.globalUIComponents;
  return (
    <main id="rsd-main" className="rsd-not-found-layout" tabIndex={-1}>
      {slots?.beforeContent}
      <NotFound onSearch={searchable ? openSearch : undefined} />
      {slots?.afterContent}
    </main>
  );
}

/** Content only, full width (the navbar stays unless switched off). */
export function CustomLayout({ Content, mdxComponents, slots }: LayoutProps) {
  return (
    <main id="rsd-main" className="rsd-custom-layout" tabIndex={-1}>
      {slots?.beforeContent}
      {Content && <Content components={mdxComponents} />}
      {slots?.afterContent}
    </main>
  );
}

/** Content only; the navbar is hidden by the page type's defaults. */
export const BlankLayout = CustomLayout;
