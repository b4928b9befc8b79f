import type { ComponentType } from 'react';
import type { ThemeParts, ThemeSlots } from '../layouts/parts';
import type { LayoutProps } from '../layouts/types';

/**
 * What a site's `themeEntry` module may export to extend or replace parts of the theme without forking it.
 * All exports are optional.
 */
export interface ThemeEntry {
  /** Replace the whole page layout. Receives the same props as the default `Layout`. */
  Layout?: ComponentType<LayoutProps>;
  /** Components available in every Markdown/MDX page by name, or replacing built-in ones (`a`, `CodeBlock`, …). */
  mdxComponents?: Record<string, ComponentType<never>>;
  /** Content placed around the built-in parts; a slot may be a function of the page's language. */
  slots?: ThemeSlots;
  /** Built-in parts replaced by name, e.g. `{ Footer: MyFooter }` (see `ThemeParts`). */
  components?: Partial<ThemeParts>;
  /** Rendered after the layout on every page; the build sets it from plugins' `globalComponents`. */
  globalComponents?: ComponentType[];
}
