import { use, useEffect, useId, useState, type ReactNode } from 'react';
import type { SidebarItem } from '../config/types';
import { ChevronRightIcon } from '../components/Icon/icons';
import { PrevNextPage } from '../components/PrevNextPage/PrevNextPage';
import { getPrevNext } from '../lib/sidebar';
import { deferredPart, inOwnSuspense } from '../components/Deferred/deferredPart';
import { lazyResource, type Resource } from '../lib/resource';
import { useThemeContext } from '../provider/ThemeProvider';
import { usePart } from './parts';
import { useT } from '../provider/useT';

// The sidebar's code (with Radix Collapsible) is its own chunk, fetched alongside the section's data: neither
// is needed to show or hydrate the page's content, and the prerendered sidebar is on screen meanwhile.
const sidebarModule = lazyResource(() => import('../components/Sidebar/Sidebar'));
const Sidebar = deferredPart(sidebarModule, 'Sidebar');

/** Fetch the sidebar's code (early on the client; up front for server rendering and tests, so nothing suspends). */
export async function loadDocSidebar(): Promise<void> {
  await sidebarModule.get();
}

export interface DocSidebarProps {
  /** The sidebar covering the page; render inside `<Suspense>`. */
  sidebar: Resource<SidebarItem[]>;
  before?: ReactNode;
  after?: ReactNode;
}

/** The doc layout's sidebar column, and on small screens its drawer with the toggle and scrim. */
export function DocSidebar({ sidebar, before, after }: DocSidebarProps) {
  const items = use(sidebar);
  const { pathname } = useThemeContext();
  const t = useT();
  const [open, setOpen] = useState(false);
  const id = useId();

  // The small-screen drawer closes whenever the page changes.
  useEffect(() => setOpen(false), [pathname]);

  if (items.length === 0) return null;
  return (
    <>
      <button type="button" className="rsd-doc-layout__drawer-toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        <ChevronRightIcon size={16} />
        {t('sidebar.label')}
      </button>
      <aside id={id} className="rsd-doc-layout__sidebar" aria-label={t('sidebar.label')} data-open={open ? '' : undefined}>
        {before}
        <Sidebar items={items} />
        {after}
      </aside>
      {open && <div className="rsd-doc-layout__scrim" aria-hidden="true" onClick={() => setOpen(false)} />}
    </>
  );
}

/** Previous/next cards in the sidebar's reading order. */
export function DocPrevNext({ sidebar }: { sidebar: Resource<SidebarItem[]> }) {
  const { pathname } = useThemeContext();
  const { prev, next } = getPrevNext(use(sidebar), pathname);
  const PrevNextPart = usePart('PrevNextPage', PrevNextPage);
  return <PrevNextPart prev={prev} next={next} />;
}

/**
 * The sidebar column and the previous/next cards, each in its own memoised `<Suspense>`: while the first page
 * waits for its section, a re-render of the layout (a query switch) must not blank the prerendered sidebar.
 */
export const SidebarSlot = inOwnSuspense(DocSidebar);
export const PrevNextSlot = inOwnSuspense(DocPrevNext);
