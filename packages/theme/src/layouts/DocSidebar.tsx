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

// The sidebar's code is its own chunk, fetched alongside the section's data: neither
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
  /** Controlled state of the small-screen drawer (then the parent also closes it on a page change). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** DOM id of the drawer, for a toggle rendered elsewhere (`aria-controls`). */
  id?: string;
  /** Render the drawer's toggle button before it. @default true (false when the layout places `DocSidebarToggle` itself) */
  toggle?: boolean;
}

/** The small-screen button that opens and closes the sidebar drawer. */
function DrawerToggle({ open, controls, onToggle }: { open: boolean; controls: string; onToggle: () => void }) {
  const t = useT();
  return (
    <button type="button" className="rsd-doc-layout__drawer-toggle" data-rsd-part="sidebar" aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      <ChevronRightIcon size={16} />
      {t('sidebar.label')}
    </button>
  );
}

export interface DocSidebarToggleProps {
  sidebar: Resource<SidebarItem[]>;
  open: boolean;
  /** Id of the drawer it opens. */
  controls: string;
  onToggle: () => void;
}

/** The drawer's toggle on its own, for a layout that puts it in a bar; nothing when the sidebar is empty. */
export function DocSidebarToggle({ sidebar, open, controls, onToggle }: DocSidebarToggleProps) {
  const items = use(sidebar);
  return items.length === 0 ? null : <DrawerToggle open={open} controls={controls} onToggle={onToggle} />;
}

/** The doc layout's sidebar column, and on small screens its drawer with the toggle and scrim. */
export function DocSidebar({ sidebar, before, after, open: openProp, onOpenChange, id: idProp, toggle = true }: DocSidebarProps) {
  const items = use(sidebar);
  const { pathname } = useThemeContext();
  const t = useT();
  const [uncontrolled, setUncontrolled] = useState(false);
  const open = openProp ?? uncontrolled;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolled(next);
    onOpenChange?.(next);
  };
  const autoId = useId();
  const id = idProp ?? autoId;

  // The small-screen drawer closes whenever the page changes.
  useEffect(() => setUncontrolled(false), [pathname]);

  if (items.length === 0) return null;
  return (
    <>
      {toggle && <DrawerToggle open={open} controls={id} onToggle={() => setOpen(!open)} />}
      <aside id={id} className="rsd-doc-layout__sidebar" data-rsd-part="sidebar" aria-label={t('sidebar.label')} data-open={open ? '' : undefined}>
        {before}
        <Sidebar items={items} />
        {after}
      </aside>
      {open && <div className="rsd-doc-layout__scrim" data-rsd-part="sidebar" aria-hidden="true" onClick={() => setOpen(false)} />}
    </>
  );
}

/** Previous/next cards in the sidebar's reading order. */
export function DocPrevNext({ sidebar }: { sidebar: Resource<SidebarItem[]> }) {
  const { pathname } = useThemeContext();
  const { prev, next } = getPrevNext(use(sidebar), pathname);
  const PrevNextPart = usePart('PrevNextPage', PrevNextPage);
  return <PrevNextPart data-rsd-part="prevNext" prev={prev} next={next} />;
}

/**
 * The sidebar column and the previous/next cards, each in its own memoised `<Suspense>`: while the first page
 * waits for its section, a re-render of the layout (a query switch) must not blank the prerendered sidebar.
 */
export const SidebarSlot = inOwnSuspense(DocSidebar);
export const SidebarToggleSlot = inOwnSuspense(DocSidebarToggle);
export const PrevNextSlot = inOwnSuspense(DocPrevNext);
