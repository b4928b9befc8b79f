import { useEffect, useId, useState } from 'react';
import { DocContent } from '../components/DocContent/DocContent';
import { EditLink } from '../components/EditLink/EditLink';
import { LastUpdated } from '../components/LastUpdated/LastUpdated';
import { Outline } from '../components/Outline/Outline';
import { Overview } from '../components/Overview/Overview';
import { PrevNextPage } from '../components/PrevNextPage/PrevNextPage';
import { Sidebar } from '../components/Sidebar/Sidebar';
import { StaleTranslationNotice } from '../components/StaleTranslationNotice/StaleTranslationNotice';
import { ChevronRightIcon } from '../components/Icon/icons';
import { useDeferredModule } from '../hooks/useDeferredModule';
import { getPrevNext } from '../lib/sidebar';
import { useThemeContext } from '../provider/ThemeProvider';
import { useT } from '../provider/useT';
import type { LayoutProps } from './types';

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
  const { site, pathname } = useThemeContext();
  const t = useT();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();
  const hasSidebar = parts.sidebar && sidebar.length > 0;
  const hasOutline = parts.outline && page.toc.length > 0;
  const { prev, next } = getPrevNext(sidebar, pathname);

  // The small-screen sidebar drawer closes whenever the page changes.
  useEffect(() => setDrawerOpen(false), [pathname]);

  return (
    <div className="rsd-doc-layout" data-sidebar={hasSidebar ? '' : undefined} data-outline={hasOutline ? '' : undefined}>
      {hasSidebar && (
        <>
          <button
            type="button"
            className="rsd-doc-layout__drawer-toggle"
            aria-expanded={drawerOpen}
            aria-controls={drawerId}
            onClick={() => setDrawerOpen((o) => !o)}
          >
            <ChevronRightIcon size={16} />
            {t('sidebar.label')}
          </button>
          <aside id={drawerId} className="rsd-doc-layout__sidebar" aria-label={t('sidebar.label')} data-open={drawerOpen ? '' : undefined}>
            {slots?.beforeSidebar}
            <Sidebar items={sidebar} />
            {slots?.afterSidebar}
          </aside>
          {drawerOpen && <div className="rsd-doc-layout__scrim" aria-hidden="true" onClick={() => setDrawerOpen(false)} />}
        </>
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
            <PrevNextPage prev={prev} next={next} />
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
