import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveSite } from '../config/resolve';
import { fragmentResolverFor } from './fragment-files';
import { SpillFile } from '../cache/spill';
import { hasContentTree, PageStore } from './pages';
import { pageDataJson } from './lazy-page';
import type { CompiledPage } from '../markdown/compile';
import { scanPages } from './scan';

/** A site folder in the temp dir, removed after the describe block, and a writer of its files. */
function tempSite(prefix: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  return { root, write };
}

/** The same pages compiled twice: by a store that holds them and by one that spills them to a file. */
async function heldAndSpilled(site: ReturnType<typeof resolveSite>, root: string) {
  const pages = scanPages(site.contentRoot, site.routeOptions, ['shared']);
  const opts = { checkLinks: true, configFile: 'c.ts', parallel: false };
  const held = await new PageStore(site).compileAll(pages, opts);
  const spill = new SpillFile(path.join(root, 'node_modules', '.cache'));
  const store = new PageStore(site);
  store.spillTo(spill);
  const spilled = await store.compileAll(pages, opts);
  return { held, spilled, spill };
}

describe('PageStore.compileAll warnings', () => {
  const { root, write } = tempSite('rsdocs-store-');
  write('docs/en/a.md', '---\ncontext: a\n---\n# A\n');
  write('docs/en/b.md', '---\ntitle: B\ncontext: b\n---\n# B\n\n```cobol\nDISPLAY 1.\n```\n');
  write('docs/en/c.md', '# C\n\n```cobol\nDISPLAY 2.\n```\n');

  it("shows an unknown code language once per build with every file and line (Rspress's context is no warning: a file-read sidebar uses it)", async () => {
    const site = resolveSite({ title: 'T' }, root);
    const warnings: string[] = [];
    const store = new PageStore(site, { warn: (message) => warnings.push(message) });
    const pages = scanPages(site.contentRoot, site.routeOptions, ['shared']);
    await store.compileAll(pages, { checkLinks: false, configFile: 'site.config.ts', parallel: false });
    expect(warnings.filter((w) => w.includes('"context"'))).toEqual([]);
    expect(warnings.filter((w) => w.includes('cobol'))).toEqual([
      expect.stringMatching(/^rsdocs: the code block's language "cobol" has no highlighting .* \(2 files: docs\/en\/b\.md:7, docs\/en\/c\.md:3\)$/),
    ]);
  });
});

describe('PageStore.spillTo: a large build keeps page bodies in a file, not in memory', () => {
  const { root, write } = tempSite('rsdocs-spill-store-');
  write('docs/en/index.md', '# Home\n\nSee [the guide](./guide.md).\n');
  write('docs/en/guide.md', '---\ntitle: Guide\n---\n# Guide\n\n中文 and `code`.\n\n```ts\nconst a = 1;\n```\n');

  it('holds where each body and text is, reads the same content tree, Markdown and text back whenever asked, and lets a set value replace it', async () => {
    const { held, spilled, spill } = await heldAndSpilled(resolveSite({ title: 'T' }, root), root);
    for (const [i, page] of spilled.entries()) {
      // Not a value of the object: read from the file each time (the text too: read again only to plan the search).
      for (const field of ['content', 'markdown', 'text', 'pageData']) expect(Object.getOwnPropertyDescriptor(page, field)).toBeUndefined();
      expect(page.text).toBe(held[i]!.text);
      expect(hasContentTree(page)).toBe(true);
      expect(page.content).toBe(held[i]!.content);
      expect(page.content).toBe(held[i]!.content);
      expect(page.markdown).toBe(held[i]!.markdown);
      expect(page.pageData).toEqual(held[i]!.pageData);
      // Its data too: a copy parsed from the file at each read, as JSON the same as the held page's.
      expect(page.pageData).not.toBe(page.pageData);
      expect(pageDataJson(page)).toBe(JSON.stringify(held[i]!.pageData));
    }
    const bytes = (p: CompiledPage) => [p.content!, p.markdown, p.code, p.text, JSON.stringify(p.pageData)].reduce((n, s) => n + Buffer.byteLength(s), 0);
    expect(spill.bytes).toBe(held.reduce((n, p) => n + bytes(p), 0));
    spilled[0]!.content = '';
    expect(spilled[0]!.content).toBe('');
    spill.close();
  });
});

describe('PageStore.spillTo: what a page takes from others (overview, blog, versions) is set on its spilled data', () => {
  const { root, write } = tempSite('rsdocs-spill-sitewide-');
  for (const v of ['v1', 'v2']) {
    write(`docs/${v}/en/index.md`, '# Home\n');
    write(`docs/${v}/en/guide/index.md`, '---\noverview: true\n---\n# Guide\n');
    write(`docs/${v}/en/guide/a.md`, '---\ndescription: About A.\n---\n# A\n\n## First\n\nText.\n');
    write(`docs/${v}/en/blog/index.md`, '---\nblog: true\n---\n# Blog\n');
    write(`docs/${v}/en/blog/post.md`, '---\ndate: 2024-05-01\n---\n# A post\n\nWords.\n');
  }
  write('docs/v2/en/guide/only-v2.md', '# Only in v2\n');

  it('gives the same page data as a store that holds it, each page read from the file', async () => {
    const sidebar = { '/guide/': [{ text: 'Guide', items: [{ text: 'A', link: '/guide/a' }] }] };
    const site = resolveSite({ title: 'T', multiVersion: { default: 'v2', versions: ['v1', 'v2'] }, locales: [{ lang: 'en', label: 'English', sidebar }] }, root);
    const { held, spilled, spill } = await heldAndSpilled(site, root);
    const dataOf = (list: CompiledPage[], route: string) => list.find((p) => p.route.routePath === route)!.pageData;
    // What each of the three adds is there (a change made to a copy of the data would be lost).
    expect(dataOf(spilled, '/v1/guide/').overviewGroups?.[0]?.items.map((i) => i.link)).toEqual(['/guide/a']);
    expect(dataOf(spilled, '/v1/blog/').posts?.map((p) => p.title)).toEqual(['A post']);
    expect(dataOf(spilled, '/guide/a').inVersions).toEqual(['v1', 'v2']);
    for (const [i, page] of spilled.entries()) expect(pageDataJson(page)).toBe(JSON.stringify(held[i]!.pageData));
    spill.close();
  });
});

describe("PageStore: an imported fragment's headings in the page's outline and search text", () => {
  const { root, write } = tempSite('rsdocs-store-fragments-');
  write('tsconfig.json', JSON.stringify({ compilerOptions: { paths: { '@en/*': ['./docs/en/*'] } } }));
  write('docs/en/shared/setup.mdx', "import Nested from './nested.md';\n\n## Set it up\n\nRun the setup.\n\n<Nested />\n");
  write('docs/en/shared/nested.md', '### Deeper down\n\nNested words.\n');
  write('docs/en/shared/unused.mdx', '## Never shown\n\nUnused words.\n');
  write(
    'docs/en/guide.mdx',
    [
      "import Setup from '@en/shared/setup.mdx';",
      "import Unused from './shared/unused.mdx';",
      "import Again from './shared/nested.md';",
      '',
      '# Guide',
      '',
      '## Before',
      '',
      '<Setup />',
      '',
      '## After',
      '',
      '<Again />',
      '',
    ].join('\n'),
  );
  const compileGuide = async () => {
    const site = resolveSite({ title: 'T' }, root);
    const store = new PageStore(site, { resolveFragment: fragmentResolverFor({ root, resolve: { alias: [] } as never }) });
    const pages = scanPages(site.contentRoot, site.routeOptions, ['shared']);
    const [guide] = await store.compileAll(pages.filter((p) => p.routePath === '/guide'), { checkLinks: false, configFile: 'site.config.ts', parallel: false });
    return { store, page: pages.find((p) => p.routePath === '/guide')!, guide: guide! };
  };

  it('lists them where the fragment is rendered, through aliases, relative paths and fragments in fragments', async () => {
    const { guide } = await compileGuide();
    expect(guide.problems).toEqual([]);
    expect(guide.pageData.toc.map((t) => [t.text, t.depth])).toEqual([
      ['Before', 2],
      ['Set it up', 2],
      ['Deeper down', 3],
      ['After', 2],
      ['Deeper down', 3],
    ]);
    // Search cuts its sections at each heading's charIndex: each must point at its heading in the text.
    for (const item of guide.pageData.toc) expect(guide.text.slice(item.charIndex).startsWith(`${item.text}\n`), item.text).toBe(true);
    expect(guide.text).toContain('Run the setup.');
    expect(guide.text.indexOf('Nested words.')).toBeLessThan(guide.text.indexOf('After'));
    expect(guide.ids).toEqual(expect.arrayContaining(['set-it-up', 'deeper-down']));
    expect(guide.markdown).toMatch(/## Before\n\n## Set it up\n\nRun the setup\.\n\n### Deeper down\n\nNested words\.\n\n## After/);
    expect(guide.markdown).not.toContain('<Setup />');
  });

  it('leaves out a fragment imported but never rendered', async () => {
    const { guide } = await compileGuide();
    expect(guide.pageData.toc.map((t) => t.text)).not.toContain('Never shown');
    expect(guide.text).not.toContain('Unused words.');
  });

  it("follows an edit of the fragment, the page's own file unchanged", async () => {
    const { store, page } = await compileGuide();
    write('docs/en/shared/nested.md', '### Renamed deeper\n\nNested words.\n');
    const future = new Date(Date.now() + 5000);
    fs.utimesSync(path.join(root, 'docs/en/shared/nested.md'), future, future);
    const again = await store.compile(page);
    expect(again.pageData.toc.map((t) => t.text)).toContain('Renamed deeper');
  });
});
