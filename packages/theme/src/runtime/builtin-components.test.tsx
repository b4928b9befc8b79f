import { describe, expect, it } from 'vitest';
import { HomeLayout } from '../layouts/HomeLayout';
import { settledResource } from '../lib/resource';
import { storySite } from '../test/fixtures';
import { renderWithTheme } from '../test/render';
import { BUILTIN_MDX_COMPONENTS, HOME_MDX_COMPONENTS } from '../vite/markdown/components-check';
import { defaultMdxComponents } from './mdx-components';
import type { MdxContentProps } from './route-types';

// The build checks the components an MDX page uses against these lists (vite/components-check.ts), which cannot
// import the browser's components: they must name exactly what pages get at run time.
describe('the build’s lists of MDX components', () => {
  it('name what every page gets at run time (plus the Markdown elements it overrides: `a` for links, `table`)', () => {
    expect(Object.keys(defaultMdxComponents).filter((k) => /^[A-Z]/.test(k)).sort()).toEqual([...BUILTIN_MDX_COMPONENTS].sort());
  });

  it('name what the home layout adds for home pages', () => {
    let given: string[] = [];
    function Content({ components }: MdxContentProps) {
      given = Object.keys(components ?? {});
      return null;
    }
    const page = { pagePath: 'en/index.md', pageType: 'home' as const, title: 'Home', frontmatter: {}, toc: [], routePath: '/', lang: 'en', version: '', relativePath: '/en/index.md' };
    const parts = { navbar: true, sidebar: false, outline: false, footer: true, prevNext: false, lastUpdated: false, editLink: false, globalUIComponents: true };
    renderWithTheme(<HomeLayout page={page} Content={Content} sidebar={settledResource([])} mdxComponents={{ Site: () => null }} parts={parts} />, { site: storySite });
    expect(given.sort()).toEqual([...HOME_MDX_COMPONENTS, 'Site'].sort());
  });
});
