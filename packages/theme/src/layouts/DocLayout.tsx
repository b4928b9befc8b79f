import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { takeEarlyDrawer } from '../boot/bridge';
import { DocContent } from '../components/DocContent/DocContent';
import { EditLink } from '../components/EditLink/EditLink';
import { LastUpdated } from '../components/LastUpdated/LastUpdated';
import { Outline } from '../components/Outline/Outline';
import { OutlineMenu } from '../components/Outline/OutlineMenu';
import { PageActions } from '../components/PageActions/PageActions';
import { markdownFileFor } from '../lib/page-actions';
import { textDirection } from '../lib/direction';
import { htmlLang, withBase } from '../lib/url';
import { deferredPart } from '../components/Deferred/deferredPart';
import { useDeferredModule } from '../hooks/useDeferredModule';
import { lazyResource } from '../lib/resource';
import { useThemeContext } from '../provider/ThemeProvider';
import { useT } from '../provider/useT';
import { loadDocSidebar, PrevNextSlot, SidebarSlot, SidebarToggleSlot } from './DocSidebar';
import { CONTENT_RELOAD_EVENT } from '../runtime/scroll';
import type { PageData } from '../runtime/types';
import type { LayoutProps } from './types';
import { usePart } from './parts';

// The overview (a filterable list of the section's pages) only shows on pages that ask for it: its code is a
// deferred part of those pages, not part of every doc page's layout.
const overviewModule = lazyResource(() => import('../components/Overview/Overview'));
const Overview = deferredPart(overviewModule, 'Overview');
// Likewise the list of a blog index.
const blogIndexModule = lazyResource(() => import('../components/BlogIndex/BlogIndex'));
const BlogIndex = deferredPart(blogIndexModule, 'BlogIndex');
// And the notes few pages show: a translation's notices, a blog post's date and authors.
const pageNotesModule = lazyResource(() => import('../components/Deferred/PageNotes'));
const StaleTranslationNotice = deferredPart(pageNotesModule, 'StaleTranslationNotice');
const UntranslatedNotice = deferredPart(pageNotesModule, 'UntranslatedNotice');
const PostMeta = deferredPart(pageNotesModule, 'PostMeta');

/** Whether a page shows one of the notes above its content. */
const hasPageNotes = (page: PageData) => !!(page.staleTranslationOf || page.untranslatedOf || page.frontmatter.date);

/** The deferred parts a doc page renders (all of them without a page: server rendering, tests). */
export async function loadDocParts(page?: PageData): Promise<void> {
  await Promise.all([
    loadDocSidebar(),
    !page || page.frontmatter.overview ? overviewModule.get() : null,
    !page || page.frontmatter.blog ? blogIndexModule.get() : null,
    !page || hasPageNotes(page) ? pageNotesModule.get() : null,
  ]);
}

const loadImageZoom = () => import('../components/ImageZoom/ImageZoom');

/** Whether the shown content has an image to zoom (ImageZoom's default container). */
const contentHasImage = () => !!document.querySelector('.rsd-doc img');

/**
 * Image zoom attaches after the content is shown, so its code stays out of the first load; and only once the
 * content has an image (most pages have none), checked again as each page's content comes.
 */
function DeferredImageZoom() {
  const { module, request } = useDeferredModule(loadImageZoom);
  useEffect(() => {
    if (module) return;
    const attach = () => {
      if (contentHasImage()) void request();
    };
    attach();
    window.addEventListener(CONTENT_RELOAD_EVENT, attach);
    return () => window.removeEventListener(CONTENT_RELOAD_EVENT, attach);
  }, [module, request]);
  return module ? <module.ImageZoom /> : null;
}

/** Sidebar | content | outline, with the page footer (edit link, last updated, previous/next). */
export function DocLayout({ page, Content, sidebar, mdxComponents, parts, slots }: LayoutProps) {
  const { site, pathname } = useThemeContext();
  const t = useT();
  const hasOutline = parts.outline && page.toc.length > 0;
  const EditLinkPart = usePart('EditLink', EditLink);
  const LastUpdatedPart = usePart('LastUpdated', LastUpdated);
  const OutlinePart = usePart('Outline', Outline);
  // The page's footer is the `footer` part (`?footer=0`, `footer: false` hide all of it, slot included); each of
  // its parts also has a switch of its own (`editLink`, `lastUpdated`, `prevNext`).
  const showEditLink = parts.editLink && !!site.editLink && !!page.relativePath;
  const showLastUpdated = parts.lastUpdated && site.lastUpdated && !!page.lastUpdatedTime;
  const showFooter = parts.footer && (showEditLink || showLastUpdated || parts.prevNext || !!slots?.beforeFooter);
  // The small-screen sidebar drawer: its toggle sits in the local bar with the outline menu, apart from the drawer.
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();
  // A drawer the visitor opened before React stays open (the head script's `data-open` is what shows).
  useLayoutEffect(() => {
    if (takeEarlyDrawer()) setDrawerOpen(true);
  }, []);
  // It closes when the page changes (not on the first render: that would close the drawer just taken over).
  const drawerPath = useRef(pathname);
  useEffect(() => {
    if (drawerPath.current === pathname) return;
    drawerPath.current = pathname;
    setDrawerOpen(false);
  }, [pathname]);
  // Stable, like every prop of the sidebar's memoised slots: while the first page hydrates and its section's chunk is
  // on the way, a slot whose props change would drop its prerendered markup for an empty fallback.
  const toggleDrawer = useCallback(() => setDrawerOpen((open) => !open), []);

  return (
    <div className="rsd-doc-layout" data-outline={hasOutline ? '' : undefined} data-wide={page.frontmatter.pageType === 'doc-wide' ? '' : undefined}>
      {/* Waits only while the first page hydrates and its section's chunk is on the way: React keeps the
          prerendered sidebar until then. Every later render has the data already. */}
      {parts.sidebar && (
        <SidebarSlot
          sidebar={sidebar}
          before={slots?.beforeSidebar}
          after={slots?.afterSidebar}
          open={drawerOpen}
          onOpenChange={setDrawerOpen}
          id={drawerId}
          toggle={false}
        />
      )}
      <main id="rsd-main" className="rsd-doc-layout__main" tabIndex={-1}>
        {/* Below 1280 px (no outline column) and below 1024 px (no sidebar column): one sticky bar with both. */}
        <div className="rsd-doc-layout__localnav">
          {parts.sidebar && (
            <SidebarToggleSlot sidebar={sidebar} open={drawerOpen} controls={drawerId} onToggle={toggleDrawer} />
          )}
          {hasOutline && <OutlineMenu toc={page.toc} />}
        </div>
        {slots?.beforeContent}
        {page.staleTranslationOf && <StaleTranslationNotice originalHref={page.staleTranslationOf} />}
        {page.untranslatedOf && <UntranslatedNotice originalHref={page.untranslatedOf} />}
        {page.frontmatter.date && <PostMeta date={page.frontmatter.date} authors={page.frontmatter.authors} />}
        {site.pageActions && (
          // An untranslated page has no Markdown copy of its own: its original's is the same text.
          <PageActions markdownHref={withBase(`/${markdownFileFor(page.untranslatedOf ?? page.routePath)}`, site.base)} services={site.pageActions.openIn} />
        )}
        {/* An untranslated page's text is in the default language, not the page's, and runs in that language's direction. */}
        <DocContent lang={page.untranslatedOf ? htmlLang(site.lang) : undefined} dir={page.untranslatedOf ? textDirection(site.lang) : undefined}>{Content && <Content components={mdxComponents} />}</DocContent>
        {page.frontmatter.overview && page.overviewGroups && <Overview groups={page.overviewGroups} />}
        {page.frontmatter.blog && <BlogIndex posts={page.posts ?? []} feed={page.blogFeed} />}
        {slots?.afterContent}
        {showFooter && (
          // data-rsd-part: what the query's part switches hide before React renders without them (boot/boot.css):
          // the footer goes with `footer`, or when every part in it is switched off (a slot's content is not), and
          // its meta row when both of its parts are.
          <footer className="rsd-doc-footer" data-rsd-part={slots?.beforeFooter ? 'footer' : 'footer editLink lastUpdated prevNext'}>
            {slots?.beforeFooter}
            {(showEditLink || showLastUpdated) && (
              <div className="rsd-doc-footer__meta" data-rsd-part="editLink lastUpdated">
                {showEditLink && <EditLinkPart data-rsd-part="editLink" relativePath={page.relativePath} />}
                {showLastUpdated && <LastUpdatedPart data-rsd-part="lastUpdated" timestamp={page.lastUpdatedTime} />}
              </div>
            )}
            {parts.prevNext && <PrevNextSlot sidebar={sidebar} />}
          </footer>
        )}
        <DeferredImageZoom />
      </main>
      {hasOutline && (
        <aside className="rsd-doc-layout__outline" aria-label={t('outline.title')} data-rsd-part="outline">
          {slots?.beforeOutline}
          <OutlinePart toc={page.toc} />
          {slots?.afterOutline}
        </aside>
      )}
    </div>
  );
}
