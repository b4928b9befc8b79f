import { NotFound } from '../components/NotFound/NotFound';
import { openSearch } from '../components/SearchModal/SearchLauncher';
import { UntranslatedNotice } from '../components/UntranslatedNotice/UntranslatedNotice';
import { textDirection } from '../lib/direction';
import { htmlLang } from '../lib/url';
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

/**
 * Content only, full width (the navbar stays unless switched off). A page another language lacks
 * (`i18n.fallback`) is shown from the default language's and says so, as a doc page does: its content is then
 * marked with the original's language (a wrapper that boxes nothing, so the page's own markup lays out as before).
 */
export function CustomLayout({ page, Content, mdxComponents, slots }: LayoutProps) {
  const { site } = useThemeContext();
  const content = Content && <Content components={mdxComponents} />;
  return (
    <main id="rsd-main" className="rsd-custom-layout" tabIndex={-1}>
      {slots?.beforeContent}
      {page.untranslatedOf ? (
        <>
          <UntranslatedNotice className="rsd-custom-layout__untranslated" originalHref={page.untranslatedOf} />
          <div className="rsd-custom-layout__content" lang={htmlLang(site.lang)} dir={textDirection(site.lang)}>
            {content}
          </div>
        </>
      ) : (
        content
      )}
      {slots?.afterContent}
    </main>
  );
}

/** Content only; the navbar is hidden by the page type's defaults (an untranslated page's notice stays). */
export const BlankLayout = CustomLayout;
