import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../e2e/helpers';

// What a page imports (a component, a JSON file, a Markdown fragment) belongs to that page's chunks: a page that
// imports nothing loads none of it. Each imported thing carries a marker string to find it in the output.

const MARK = { component: 'MARK_COMPONENT_7f3a', json: 'MARK_JSON_7f3a', fragment: 'MARK_FRAGMENT_7f3a' };
/** Text of a fragment only the alias page imports, through a tsconfig `paths` alias. */
const ALIASED = 'MARK_ALIASED_7f3a';

let root: string;
const outDir = () => path.join(root, 'dist');

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

beforeAll(async () => {
  // Inside the site package, so the pages' imports (react/jsx-runtime) resolve from its node_modules.
  root = fs.mkdtempSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../.tmp-page-imports-'));
  write('components/Marked.tsx', `export function Marked() {\n  return <strong className="marked">{'${MARK.component}'}</strong>;\n}\n`);
  write('data/marked.json', JSON.stringify({ text: MARK.json }));
  write('docs/en/index.md', '# Home\n\nNothing imported here.\n');
  write('docs/en/guide/plain.md', '# Plain\n\nNothing imported here either.\n');
  // A fragment with what needs the page's components: a code block, a container; and a link relative to itself.
  write(
    'docs/en/shared/fragment.mdx',
    [
      '## From the fragment',
      '',
      `The fragment says ${MARK.fragment}, see [the plain page](../guide/plain.md).`,
      '',
      '```js',
      'const answer = 42;',
      '```',
      '',
      ':::tip Fragment tip',
      'Inside a container.',
      ':::',
      '',
    ].join('\n'),
  );
  write('docs/en/shared/aliased.md', `## Aliased heading\n\nReached through an alias: ${ALIASED}.\n`);
  // tsconfig paths, as Rspress sites declare them; its base config is not installed, as in a copied website folder.
  write('tsconfig.json', JSON.stringify({ extends: '@scripts/not-installed/tsconfig', compilerOptions: { jsx: 'react-jsx', paths: { '@docs/*': ['./docs/*'] } } }));
  // Vite's own `?raw` import of a Markdown file stays the file's text, not a fragment.
  write('docs/en/guide/raw.mdx', ["import note from '../shared/aliased.md?raw';", '', '# Raw', '', '<pre>{note}</pre>', ''].join('\n'));
  write('docs/en/guide/alias.mdx', ["import Aliased from '@docs/en/shared/aliased.md';", '', '# Alias', '', '<Aliased />', ''].join('\n'));
  // Imported, never rendered: nothing of it shows, so nothing of it is in the outline or search either.
  write('docs/en/shared/unrendered.md', '## Never rendered heading\n\nUNRENDERED_7f3a\n');
  write('docs/en/guide/unrendered.mdx', ["import Unrendered from '../shared/unrendered.md';", '', '# Unrendered', '', 'Only this.', ''].join('\n'));
  write(
    'docs/en/guide/live.mdx',
    [
      "import { Marked } from '../../../components/Marked';",
      "import marked from '../../../data/marked.json';",
      "import Fragment from '../shared/fragment.mdx';",
      '',
      '# Live',
      '',
      '<Marked />',
      '',
      '## Before the fragment',
      '',
      'The JSON says {marked.text}.',
      '',
      '<Fragment />',
      '',
      '## After the fragment',
      '',
      'Closing words.',
      '',
    ].join('\n'),
  );
  await buildSite(root, { title: 'Imports', root: 'docs', lang: 'en', lastUpdated: false }, outDir(), { cache: false });
}, 120_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** The scripts a built page's HTML loads: its entry and the module preloads of its page, layout and their imports. */
function scriptsOf(htmlFile: string): string[] {
  const html = fs.readFileSync(path.join(outDir(), htmlFile), 'utf8');
  const tag = /<script id="__RSDOCS_PAGE__"[^>]*>/.exec(html)?.[0] ?? '';
  const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? '';
  return [attr('data-entry'), ...attr('data-preload').split(' ')].filter(Boolean);
}

const textOf = (url: string) => fs.readFileSync(path.join(outDir(), url), 'utf8');
const markersIn = (urls: string[]) => Object.values(MARK).filter((m) => urls.some((u) => textOf(u).includes(m)));

describe("a page's imports", () => {
  it('stay out of what a page without imports loads (the entry chunk and its imports)', () => {
    for (const page of ['index.html', 'guide/plain.html']) {
      const scripts = scriptsOf(page);
      expect(scripts.length).toBeGreaterThan(1);
      expect(markersIn(scripts), page).toEqual([]);
    }
  });

  it('are in the chunks of the page that imports them', () => {
    expect(markersIn(scriptsOf('guide/live.html')).sort()).toEqual(Object.values(MARK).sort());
  });

  it('are not in the entry chunk at all', () => {
    const entry = scriptsOf('guide/live.html')[0]!;
    // The entry file and the files it imports statically, as the bundle wrote them.
    const seen = new Set<string>();
    const visit = (url: string) => {
      if (seen.has(url)) return;
      seen.add(url);
      for (const m of textOf(url).matchAll(/(?:import|from)\s*"\.\/([^"]+\.js)"/g)) visit(path.posix.join(path.posix.dirname(url), m[1]!));
    };
    visit(entry);
    expect(seen.size).toBeGreaterThan(1);
    expect(markersIn([...seen])).toEqual([]);
  });
});

describe('an imported fragment', () => {
  const html = (file: string) => fs.readFileSync(path.join(outDir(), file), 'utf8');

  it("renders with the page's components: its text, code block, container, and links resolved against its own file", () => {
    const page = html('guide/live.html');
    const main = page.slice(page.indexOf('<main'), page.indexOf('</main>'));
    expect(main).toContain(MARK.fragment);
    expect(main).toContain('rsd-code__body');
    expect(main).toMatch(/class="[^"]*token[^"]*"/);
    expect(main).toContain('rsd-callout');
    expect(main).toContain('Fragment tip');
    expect(main).toContain('href="/guide/plain"');
  });

  it('is found through a tsconfig `paths` alias', () => {
    expect(html('guide/alias.html')).toContain(ALIASED);
  });

  it('is not made of a `?raw` import, which stays the text', () => {
    expect(html('guide/raw.html')).toContain(`## Aliased heading`);
  });

  it('is not a page: its folder is not routed', () => {
    expect(fs.existsSync(path.join(outDir(), 'shared/fragment.html'))).toBe(false);
  });
});

describe("an imported fragment's headings", () => {
  /** The anchors of the outline the prerendered page shows. */
  const outlineOf = (file: string) =>
    [...fs.readFileSync(path.join(outDir(), file), 'utf8').matchAll(/<a [^>]*href="#([^"]+)"[^>]*class="[^"]*rsd-outline__link|<a [^>]*class="[^"]*rsd-outline__link[^"]*"[^>]*href="#([^"]+)"/g)].map(
      (m) => (m[1] ?? m[2])!,
    );
  /** The English index, opened as the browser and `rsdocs mcp` open it. */
  const searcher = async () => {
    const { loadIndex } = await import('@rsdocs/search');
    const dir = path.join(outDir(), 'static');
    const root = fs.readdirSync(dir).find((f) => /^search_index\.en\.\w+\.json$/.test(f))!;
    const folder = path.join(dir, root.replace(/\.json$/, ''));
    const parts = fs.existsSync(folder) ? Object.fromEntries(fs.readdirSync(folder).map((f) => [f.replace(/\.json$/, ''), fs.readFileSync(path.join(folder, f), 'utf8')])) : {};
    return loadIndex(fs.readFileSync(path.join(dir, root), 'utf8'), parts);
  };

  it("are in the page's outline where the fragment is rendered, through a relative path and an alias", () => {
    expect(outlineOf('guide/live.html')).toEqual(['before-the-fragment', 'from-the-fragment', 'after-the-fragment']);
    expect(outlineOf('guide/alias.html')).toEqual(['aliased-heading']);
    expect(outlineOf('guide/unrendered.html')).toEqual([]);
  });

  it('are sections of the page in the search index, with their text', async () => {
    const index = await searcher();
    const hit = index.search(MARK.fragment, { limit: 5 }).find((h) => h.routePath === '/guide/live');
    expect(hit?.anchor).toBe('from-the-fragment');
    expect(index.search(ALIASED, { limit: 5 }).map((h) => [h.routePath, h.anchor])).toContainEqual(['/guide/alias', 'aliased-heading']);
    expect(index.search('UNRENDERED_7f3a', { limit: 5 })).toEqual([]);
  });

  it("are in the page's `.md` copy (llms, MCP's read_page) in place of the element", () => {
    const md = fs.readFileSync(path.join(outDir(), 'guide/live.md'), 'utf8');
    expect(md).toMatch(/## Before the fragment[\s\S]*## From the fragment[\s\S]*Fragment tip[\s\S]*## After the fragment/);
    expect(md).not.toContain('<Fragment />');
    expect(fs.readFileSync(path.join(outDir(), 'guide/alias.md'), 'utf8')).toContain('## Aliased heading');
    expect(fs.readFileSync(path.join(outDir(), 'guide/unrendered.md'), 'utf8')).not.toContain('Never rendered heading');
  });
});

describe('imports that cannot be built', () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((r) => fs.rmSync(r, { recursive: true, force: true })));
  /** A site of the given files, built: the error it fails with. */
  async function failure(files: Record<string, string>): Promise<Error | null> {
    const dir = fs.mkdtempSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../.tmp-page-imports-'));
    roots.push(dir);
    for (const [file, text] of Object.entries({ 'docs/en/index.md': '# Home\n', ...files })) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    return buildSite(dir, { title: 'Fails', root: 'docs', lang: 'en', lastUpdated: false }, path.join(dir, 'dist'), { cache: false }).then(
      () => null,
      (e: Error) => e,
    );
  }

  it('a fragment that does not compile stops the build at its line, naming the page that imports it', async () => {
    const error = await failure({
      'docs/en/shared/broken.mdx': '## Broken\n\n<div>never closed\n',
      'docs/en/page.mdx': "# Page\n\nimport Broken from './shared/broken.mdx';\n\n<Broken />\n",
    });
    expect(error?.message).toMatch(/docs\/en\/shared\/broken\.mdx:\d+/);
    expect(error?.message).toContain('in a fragment imported at docs/en/page.mdx:3');
  }, 120_000);

  it('unresolved imports stop the build with every file and line that has one, and the fix', async () => {
    const error = await failure({
      'docs/en/a.mdx': "# A\n\nimport { Widget } from 'not-installed-pkg/widget';\n\n<Widget />\n",
      'docs/en/b.mdx': "import Widget from 'not-installed-pkg';\nimport Gone from './gone.mdx';\n\n# B\n\n<Widget />\n<Gone />\n",
    });
    expect(error).not.toBeNull();
    const message = error!.message;
    expect(message).toContain('3 imports cannot be resolved');
    expect(message).toContain('not-installed-pkg is not installed: install it (npm install not-installed-pkg)');
    expect(message).toContain('"not-installed-pkg/widget" at docs/en/a.mdx:3');
    expect(message).toContain('"not-installed-pkg" at docs/en/b.mdx:1');
    expect(message).toContain('"./gone.mdx" at docs/en/b.mdx:2');
  }, 120_000);
});
