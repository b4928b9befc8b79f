import { useEffect } from 'react';
import { DocContent } from '../components/DocContent/DocContent';
import { EditLink } from '../components/EditLink/EditLink';
import { LastUpdated } from '../components/LastUpdated/LastUpdated';
import { Outline } from '../components/Outline/Outline';
import { StaleTranslationNotice } from '../components/StaleTranslationNotice/StaleTranslationNotice';
import { deferredPart } from '../components/Deferred/deferredPart';
import { useDeferredModule } from '../hooks/useDeferredModule';
import { lazyResource } from '../lib/resource';
import { useThemeContext } from '../provider/ThemeProvider';
import { useT } from '../provider/useT';
import { loadDocSidebar, PrevNextSlot, SidebarSlot } from './DocSidebar';
import type { PageData } from '../runtime/types';
import type { LayoutProps } from './types';
import { usePart } from './parts';

// The overview (a filterable list of the section's pages) only shows on pages that ask for it: its code is a
// deferred part of those pages, not part of every doc page's layout.
const overviewModule = lazyResource(() => import('../components/Overview/Overview'));
const Overview = deferredPart(overviewModule, 'Overview');

/** The deferred parts a doc page renders (all of them without a page: server rendering, tests). */
export async function loadDocParts(page?: PageData): Promise<void> {
  await Promise.all([loadDocSidebar(), !page || page.frontmatter.overview ? overviewModule.get() : null]);
}

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
  const EditLinkPart = usePart('EditLink', EditLink);
  const LastUpdatedPart = usePart('LastUpdated', LastUpdated);
  const OutlinePart = usePart('Outline', Outline);
  // Each part of the page's footer has its own switch (`editLink`, `lastUpdated`, `prevNext`).
  const showEditLink = parts.editLink && !!site.editLink && !!page.relativePath;
  const showLastUpdated = parts.lastUpdated && site.lastUpdated && !!page.lastUpdatedTime;
  const showFooter = showEditLink || showLastUpdated || parts.prevNext || !!slots?.beforeFooter;

  return (
    <div className="rsd-doc-layout" data-outline={hasOutline ? '' : undefined}>
      {/* Waits only while the first page hydrates and its section's chunk is on the way: React keeps the
          prerendered sidebar until then. Every later render has the data already. */}
      {parts.sidebar && <SidebarSlot sidebar={sidebar} before={slots?.beforeSidebar} after={slots?.afterSidebar} />}
      <main id="rsd-main" className="rsd-doc-layout__main" tabIndex={-1}>
        {slots?.beforeContent}
        {page.staleTranslationOf && <StaleTranslationNotice originalHref={page.staleTranslationOf} />}
        <DocContent>{Content && <Content components={mdxComponents} />}</DocContent>
        {page.frontmatter.overview && page.overviewGroups && <Overview groups={page.overviewGroups} />}
        {slots?.afterContent}
        {showFooter && (
          <footer className="rsd-doc-footer">
            {slots?.beforeFooter}
            {(showEditLink || showLastUpdated) && (
              <div className="rsd-doc-footer__meta">
                {showEditLink && <EditLinkPart relativePath={page.relativePath} />}
                {showLastUpdated && <LastUpdatedPart timestamp={page.lastUpdatedTime} />}
              </div>
            )}
            {parts.prevNext && <PrevNextSlot sidebar={sidebar} />}
          </footer>
        )}
        <DeferredImageZoom />
      </main>
      {hasOutline && (
        <aside className="rsd-doc-layout__outline" aria-label={t('outline.title')}>
          {slots?.beforeOutline}
          <OutlinePart toc={page.toc} />
          {slots?.afterOutline}
        </aside>
      )}
    </div>
  );
}
