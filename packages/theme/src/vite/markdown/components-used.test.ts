import { describe, expect, it } from 'vitest';
import { checkComponents } from './components-check';
import { compilePage } from './compile';

const route = { routePath: '/x', lang: 'en', version: '', relativePath: 'en/x.mdx' };

describe('components a page uses', () => {
  it('MDX: lists components by name and place (from the top of the file), minus what the page declares', async () => {
    const source = `---\ntitle: x\n---\nimport { Chart } from './chart';\nexport const Local = () => null;\n\n# X\n\n<Tabs>\n  <Tab label="a">x</Tab>\n</Tabs>\n\nText <Badge /> and <Chart /> and <Local /> and <motion.div />.\n`;
    const page = await compilePage(source, { file: 'docs/en/x.mdx', route });
    expect(page.problems).toEqual([]);
    expect(page.components).toEqual([
      { name: 'Tabs', line: 9, column: 1 },
      { name: 'Tab', line: 10, column: 3 },
      { name: 'Badge', line: 13, column: 6 },
      { name: 'motion', line: 13, column: 48 },
    ]);
  });

  it('Markdown: a component tag is a warning to rename the file, with its line, not inside code', async () => {
    const source = `---\ntitle: x\n---\n# X\n\nSome text.\n\n<PackageManagerTabs command="add x" />\n\nInline <Badge>new</Badge> here.\n\n\`\`\`html\n<Tabs></Tabs>\n\`\`\`\n`;
    const page = await compilePage(source, { file: 'docs/en/guide/start.md', route: { ...route, relativePath: 'en/guide/start.md' } });
    expect(page.problems).toEqual([]);
    expect(page.warnings).toEqual([
      { file: 'docs/en/guide/start.md', line: 8, column: 1, message: '<PackageManagerTabs> is a component, but .md pages show components as nothing: rename the file to start.mdx to use it' },
      { file: 'docs/en/guide/start.md', line: 10, column: 8, message: '<Badge> is a component, but .md pages show components as nothing: rename the file to start.mdx to use it' },
    ]);
  });
});

describe('checkComponents', () => {
  const uses = [
    { name: 'Tabs', line: 5, column: 1 },
    { name: 'Tabz', line: 6, column: 1 },
    { name: 'HomeHero', line: 7, column: 1 },
    { name: 'Pricing', line: 8, column: 3 },
  ];
  it('reports components neither the theme nor the site provides, with a guess', () => {
    expect(checkComponents([{ file: 'docs/en/a.mdx', pageType: 'doc', components: uses }], ['Pricing'], './theme/index.tsx')).toEqual([
      { file: 'docs/en/a.mdx', line: 6, column: 1, message: '<Tabz> is not a known component: did you mean <Tabs>? Otherwise add it to mdxComponents of ./theme/index.tsx or import it in this page' },
      { file: 'docs/en/a.mdx', line: 7, column: 1, message: '<HomeHero> is not a known component: add it to mdxComponents of ./theme/index.tsx or import it in this page' },
    ]);
  });
  it('knows the home components on home pages', () => {
    expect(checkComponents([{ file: 'a.mdx', pageType: 'home', components: [uses[2]!] }], [])).toEqual([]);
  });
});
