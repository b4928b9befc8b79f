import { closest } from '../../config/messages';
import type { PageType } from '../../runtime/types';
import type { Problem } from '../errors';
import type { ComponentUse } from './components-used';

/** What every MDX page may render by name (`defaultMdxComponents` in runtime/mdx-components.tsx; tested equal). */
export const BUILTIN_MDX_COMPONENTS = ['Callout', 'ClientOnly', 'CodeBlock', 'Tabs', 'Tab', 'PackageManagerTabs'];
/** Added by the home layout for home pages (layouts/HomeLayout.tsx). */
export const HOME_MDX_COMPONENTS = ['HomeHero', 'HomeFeatures', 'ToolStackSection'];

export interface PageComponents {
  file: string;
  pageType: PageType;
  components: ComponentUse[];
}

/**
 * Components an MDX page renders that neither the theme nor the site's `mdxComponents` provide, nor the page
 * imports: each is an error at its place in the file (React would otherwise fail while prerendering, with no line).
 */
export function checkComponents(pages: PageComponents[], siteComponents: string[], themeEntry?: string): Problem[] {
  const problems: Problem[] = [];
  const where = themeEntry ? `mdxComponents of ${themeEntry}` : 'mdxComponents of a theme entry (themeEntry in the config)';
  for (const page of pages) {
    const known = [...BUILTIN_MDX_COMPONENTS, ...(page.pageType === 'home' ? HOME_MDX_COMPONENTS : []), ...siteComponents];
    for (const use of page.components) {
      if (known.includes(use.name)) continue;
      const guess = closest(use.name, known);
      problems.push({
        file: page.file,
        line: use.line,
        column: use.column,
        message: `<${use.name}> is not a known component: ${guess ? `did you mean <${guess}>? Otherwise ` : ''}add it to ${where} or import it in this page`,
      });
    }
  }
  return problems;
}
