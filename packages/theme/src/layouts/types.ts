import type { ComponentType, ReactNode } from 'react';
import type { SidebarItem } from '../config/types';
import type { Resource } from '../lib/resource';
import type { MdxContentProps } from '../runtime/route-types';
import type { PageData } from '../runtime/types';

/** Query and frontmatter switches that hide parts of the page (`?navbar=0`, `sidebar: false`…). */
export interface PartSwitches {
  navbar: boolean;
  sidebar: boolean;
  outline: boolean;
  /** The page's footer: a home page's footer message; a doc page's whole footer (the three parts below and its slot). */
  footer: boolean;
  /** Doc pages: previous/next page links. */
  prevNext: boolean;
  /** Doc pages: the last-updated time. */
  lastUpdated: boolean;
  /** Doc pages: the edit-this-page link. */
  editLink: boolean;
  globalUIComponents: boolean;
}

/** Extension points: content placed around the built-in parts without replacing them. */
export interface LayoutSlots {
  beforeNavbar?: ReactNode;
  afterNavbar?: ReactNode;
  beforeSidebar?: ReactNode;
  afterSidebar?: ReactNode;
  beforeContent?: ReactNode;
  afterContent?: ReactNode;
  beforeOutline?: ReactNode;
  afterOutline?: ReactNode;
  beforeFooter?: ReactNode;
}

export interface LayoutProps {
  page: PageData;
  /** The compiled page, or null for the 404 page. */
  Content: ComponentType<MdxContentProps> | null;
  /**
   * Sidebar covering the current page (may be empty). Read it with React's `use()` inside `<Suspense>`: it is
   * settled on every render except while the first page hydrates, when it comes with the section's chunk.
   */
  sidebar: Resource<SidebarItem[]>;
  mdxComponents: Record<string, unknown>;
  parts: PartSwitches;
  slots?: LayoutSlots;
}
