import { Suspense, useEffect } from 'react';
import { DocContent } from '../components/DocContent/DocContent';
import { EditLink } from '../components/EditLink/EditLink';
import { LastUpdated } from '../components/LastUpdated/LastUpdated';
import { Outline } from '../components/Outline/Outline';
import { Overview } from '../components/Overview/Overview';
import { StaleTranslationNotice } from '../components/StaleTranslationNotice/StaleTranslationNotice';
import { useDeferredModule } from '../hooks/useDeferredModule';
import { useThemeContext } from '../provider/ThemeProvider';
import { useT } from '../provider/useT';
import { DocPrevNext, DocSidebar } from './DocSidebar';
import type { LayoutProps } from './types';

export { loadDocSidebar } from './DocSidebar';

const loadImageZoom = () => import('../components/ImageZoom/ImageZoom');

/** Image zoom attaches after the content is shown, so its code stays out of the first load. */
function DeferredImageZoom() {
  const { module, request } = useDeferredModule(loadImageZoom);
  useEffect(() => {
    void request();
  }, [request]);
  return module ? <module.ImageZoom /> : null;
}

/** Sidebar | content | outline, with the page footer (edit link, last updated, previous/next). */
export function DocLayout({ page, Content, sidebar, mdxComponents, parts, slots }: LayoutProps) {
  const { site } = useThemeContext();
  const t = useT();
  const hasOutline = parts.outline && page.toc.length > 0;

  return (
    <div className="rsd-doc-layout" data-outline={hasOutline ? '' : undefined}>
      {parts.sidebar && (
        // Suspends only while the first page hydrates and its section's chunk is on the way: React keeps the
        // prerendered sidebar until then. Every later render has the data already.
        <Suspense fallback={null}>
          <DocSidebar sidebar={sidebar} before={slots?.beforeSidebar} after={slots?.afterSidebar} />
        </Suspense>
      )}
      <main id="rsd-main" className="rsd-doc-layout__main" tabIndex={-1}>
        {slots?.beforeContent}
        {page.staleTranslationOf && <StaleTranslationNotice originalHref={page.staleTranslationOf} />}
        <DocContent>{Content && <Content components={mdxComponents} />}</DocContent>
        {page.frontmatter.overview && page.overviewGroups && <Overview groups={page.overviewGroups} />}
        {slots?.afterContent}
        {parts.footer && (
          <footer className="rsd-doc-footer">
            {slots?.beforeFooter}
            <div className="rsd-doc-footer__meta">
              {site.editLink && page.relativePath && <EditLink relativePath={page.relativePath} />}
              {site.lastUpdated && page.lastUpdatedTime ? <LastUpdated timestamp={page.lastUpdatedTime} /> : null}
            </div>
            <Suspense fallback={null}>
              <DocPrevNext sidebar={sidebar} />
            </Suspense>
          </footer>
        )}
        <DeferredImageZoom />
      </main>
      {hasOutline && (
        <aside className="rsd-doc-layout__outline" aria-label={t('outline.title')}>
          {slots?.beforeOutline}
          <Outline toc={page.toc} />
          {slots?.afterOutline}
        </aside>
      )}
    </div>
  );
}
