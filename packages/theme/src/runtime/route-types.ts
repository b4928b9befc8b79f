import type { ComponentType } from 'react';
import type { SidebarItem } from '../config/types';
import type { Resource } from '../lib/resource';
import type { ContentNode } from './content';
import type { PageData } from './types';

export interface MdxContentProps {
  components?: Record<string, unknown>;
}

/**
 * A compiled page's module: its component (`default`: MDX, or any page in the dev server), or, for a page without
 * JavaScript in a built site, its content tree (`content`), which the router turns into the component itself.
 */
export interface PageModule {
  default?: ComponentType<MdxContentProps>;
  content?: ContentNode[];
  pageData: PageData;
}

/** One entry of the route table. `element` and `preload` both load the page chunk (cached by the bundler). */
export interface RouteRecord {
  path: string;
  filePath: string;
  lang: string;
  version: string;
  element: () => Promise<PageModule>;
  preload: () => Promise<PageModule>;
}

/** A section chunk: its routes and the sidebars that cover them (keys without language prefix). */
export interface SectionModule {
  routes: RouteRecord[];
  sidebars: Record<string, SidebarItem[]>;
}

export type SectionLoaders = Record<string, () => Promise<SectionModule>>;

/** Everything needed to render one page. */
export interface LoadedPage {
  pageData: PageData;
  Content: ComponentType<MdxContentProps> | null;
  /** The section's sidebars: settled after `load()`, still on the way while the first page hydrates. */
  sidebars: Resource<Record<string, SidebarItem[]>>;
}
