import type { ComponentType } from 'react';
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
  /** Slot content for the default layouts. */
  slots?: LayoutProps['slots'];
}
