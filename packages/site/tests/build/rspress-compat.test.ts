import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteConfig } from '@rsdocs/theme';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A site written for Rspress (the theme's fixture, test-fixtures/rspress-site) builds as it is: Rspress's import
// names reach rsdocs's components and hooks, a page's own `_*.tsx` component renders with i18n.json's texts, and
// none of it lands in the entry chunk. A site whose `@theme` is its own folder keeps it.

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = path.resolve(here, '../../../theme/test-fixtures/rspress-site');
let root: string;

const config: SiteConfig = {
  title: 'Harbor',
  root: 'docs',
  lang: 'en',
  lastUpdated: false,
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
};

async function build(outDir: string, alias?: Record<string, string>) {
  const [{ createBuilder }, { rsdocs }] = await Promise.all([import('vite'), import('@rsdocs/theme/vite')]);
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const builder = await createBuilder({
      root,
      configFile: false,
      mode: 'production',
      logLevel: 'warn',
      resolve: alias ? { alias } : undefined,
      plugins: [rsdocs(config, { cache: false })],
      build: { outDir },
    });
    await builder.buildApp();
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

const read = (out: string, file: string) => fs.readFileSync(path.join(out, file), 'utf8');
const text = (html: string) => html.replace(/<!-- -->/g, '');
/** The page's words without its markup (a shell line is coloured word by word). */
const words = (html: string) => html.replace(/<style[\s\S]*?<\/style>|<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, '');

beforeAll(() => {
  // Inside the site package, so the pages' imports (react, @rsdocs/theme) resolve from its node_modules.
  root = fs.mkdtempSync(path.join(here, '../../.tmp-rspress-'));
  fs.cpSync(fixture, root, { recursive: true });
});
afterAll(() => { if (!process.env.KEEP) fs.rmSync(root, { recursive: true, force: true }); });

describe("a site written for Rspress's components and hooks", () => {
  let out: string;
  beforeAll(async () => {
    out = path.join(root, 'dist');
    await build(out);
  }, 120_000);

  it('prerenders the built-in components with their Rspress props', () => {
    const html = text(read(out, 'guide/setup.html'));
    expect(html).toContain('class="rsd-badge rsd-badge--warning">beta</span>');
    expect(html).toMatch(/class="rsd-source-code__link" href="https:\/\/github.com\/example\/harbor\/tree\/main\/packages\/core"/);
    // Every package manager, deno included; the dlx form runs the package instead of passing it to npm as a verb.
    const shown = words(html);
    expect(shown).toContain('deno add npm:harbor -D');
    expect(shown).toContain('npx harbor-init my-app');
    expect(shown).toContain('pnpm dlx harbor-init my-app');
    expect(shown).not.toContain('npm harbor-init');
    expect(html).toMatch(/class="rsd-steps"><h3[^>]*>.*Pick a folder/s);
    expect(html).toContain('rsd-callout--info');
    expect(html).toContain('NOTE');
    expect(html).toContain('rsd-badge--warning">experimental</span>');
    expect(html).toMatch(/class="rsd-link-card"/);
  });

  it("renders a page's own component with the runtime hooks and i18n.json's texts, in each language", () => {
    const en = text(read(out, 'guide/setup.html'));
    expect(en).toContain('Welcome aboard, Harbor');
    expect(en).toContain('en | Setting up Harbor | /guide/setup | default en');
    expect(en).toMatch(/class="harbor-home" href="\/">Where to go next/);
    expect(en).not.toContain('drawn in the browser');
    const zh = text(read(out, 'zh/guide/setup.html'));
    expect(zh).toContain('欢迎加入，Harbor');
    expect(zh).toContain('zh | 安装 Harbor | /zh/guide/setup | default en');
    expect(zh).toContain('源码');
  });

  it('puts the components and hooks with the page that imports them, not in the entry chunk', () => {
    // Each marker loads with the page: in the page's own chunk or a chunk that chunk imports (a module two pages
    // share, such as the i18n texts both languages' setup pages read, goes to a chunk of its own), never the entry.
    const assets = fs.readdirSync(path.join(out, 'assets')).filter((f) => f.endsWith('.js'));
    const chunksWith = (marker: string) => assets.filter((f) => read(out, `assets/${f}`).includes(marker)).sort();
    const page = chunksWith('Harbor keeps no state between runs');
    expect(page).toHaveLength(1);
    const pageCode = read(out, `assets/${page[0]}`);
    for (const marker of ['rsd-steps', 'rsd-link-card', 'Welcome aboard']) {
      const chunks = chunksWith(marker);
      expect(chunks.length, marker).toBeGreaterThan(0);
      expect(chunks.filter((f) => f.startsWith('main-')), marker).toEqual([]);
      for (const f of chunks) expect(f === page[0] || pageCode.includes(f), `${marker} in ${f}`).toBe(true);
    }
  });
});

describe("Rspress's usePages and OverviewGroup (a blog index in Rsbuild's way)", () => {
  let out: string;
  const blog = path.resolve(here, '../../../theme/test-fixtures/rspress-blog/docs');
  beforeAll(async () => {
    for (const lang of ['en', 'zh']) fs.cpSync(path.join(blog, lang, 'blog'), path.join(root, 'docs', lang, 'blog'), { recursive: true });
    out = path.join(root, 'dist-blog');
    await build(out);
  }, 120_000);
  afterAll(() => {
    for (const lang of ['en', 'zh']) fs.rmSync(path.join(root, 'docs', lang, 'blog'), { recursive: true, force: true });
  });

  it("prerenders every page's title, route and frontmatter in the page's language, with the posts as an OverviewGroup", () => {
    const en = words(text(read(out, 'blog/index.html')));
    expect(en).toContain('Harbor 1.0 is out | /blog/harbor-1 | 2024-03-01 | Quayside Crew');
    expect(en).toContain('Harbor 0.9 | /blog/harbor-0-9 | 2023-11-20 | Tide Keeper');
    expect(en.indexOf('Harbor 1.0 is out |')).toBeLessThan(en.indexOf('Harbor 0.9 |'));
    expect(en).not.toContain('Harbor 1.0 发布');
    const zh = words(text(read(out, 'zh/blog/index.html')));
    expect(zh).toContain('Harbor 1.0 发布 | /zh/blog/harbor-1 | 2024-03-01 | Quayside Crew');
    // The English-only post is no Chinese post: usePages leaves it out (the sidebar shows it, untranslated).
    expect(zh).not.toContain('Harbor 0.9 |');
    expect(text(read(out, 'blog/index.html'))).toMatch(/class="rsd-overview__card"><h3 class="rsd-overview__card-title">All posts<\/h3>.*href="\/blog\/harbor-0-9"/s);
  });

  it('ships the list with the code of the page that calls usePages, not with the pages that do not', () => {
    const assets = fs.readdirSync(path.join(out, 'assets')).filter((f) => f.endsWith('.js'));
    const chunksWith = (marker: string) => assets.filter((f) => read(out, `assets/${f}`).includes(marker)).sort();
    // Only the list holds an English post's writer beside a Chinese post's route.
    const list = chunksWith('Tide Keeper').filter((f) => read(out, `assets/${f}`).includes('/zh/blog/harbor-1'));
    expect(list).toHaveLength(1);
    // Wherever the blog index's own code goes (#29: the entry chunk until pages with imports get chunks of their own).
    expect(chunksWith('harbor-posts')).toEqual(list);
    // A post's own page data (its text past the summary) is not shipped with the list, nor the list with it.
    const post = chunksWith('Ships leave the harbour at dawn');
    expect(post.length).toBeGreaterThan(0);
    for (const chunk of post) expect(list).not.toContain(chunk);
  });
});

describe('a site whose @theme is its own folder', () => {
  it('keeps its @theme, and @rspress/core/theme inside it still comes to rsdocs', async () => {
    const page = path.join(root, 'docs/en/guide/banner.mdx');
    fs.writeFileSync(page, "import { HarborBanner, Badge } from '@theme';\n\n# Banner\n\n<HarborBanner />\n\n<Badge text=\"own\" />\n");
    const out = path.join(root, 'dist-own-theme');
    try {
      await build(out, { '@theme': path.join(root, 'theme') });
      const html = text(read(out, 'guide/banner.html'));
      expect(html).toContain('Harbor banner');
      expect(html).toContain('rsd-badge--tip">own</span>');
    } finally {
      fs.rmSync(page);
    }
  }, 120_000);
});

describe('a site whose tsconfig maps @theme', () => {
  it("builds: the mapping's folder when the build resolves tsconfig paths, else rsdocs's components with a warning", async () => {
    const page = path.join(root, 'docs/en/guide/mapped.mdx');
    const tsconfig = path.join(root, 'tsconfig.json');
    fs.writeFileSync(tsconfig, JSON.stringify({ compilerOptions: { paths: { '@theme': ['./theme'] } } }));
    fs.writeFileSync(page, "import { Badge } from '@theme';\n\n# Mapped\n\n<Badge text=\"mapped\" />\n");
    const out = path.join(root, 'dist-tsconfig');
    try {
      await build(out);
      expect(text(read(out, 'guide/mapped.html'))).toContain('rsd-badge--tip">mapped</span>');
    } finally {
      fs.rmSync(page);
      fs.rmSync(tsconfig);
    }
  }, 120_000);
});

describe('a name rsdocs does not provide', () => {
  it('stops the build naming the file, line and name, and what to do', async () => {
    const page = path.join(root, 'docs/en/guide/home.mdx');
    fs.writeFileSync(page, "# Home\n\nimport { HomeHero, Badge } from '@theme';\n\n<HomeHero />\n");
    try {
      const error = await build(path.join(root, 'dist-missing')).then(
        () => null,
        (e: Error) => e,
      );
      expect(error).not.toBeNull();
      expect(error!.message).toMatch(/docs\/en\/guide\/home\.mdx:3:10\b/);
      expect(error!.message).toMatch(/'@theme' has no `HomeHero` in rsdocs: an rsdocs home page draws its hero/);
      expect(error!.message).toContain("> 3 | import { HomeHero, Badge } from '@theme';");
      expect(error!.message).not.toMatch(/is not exported/);
    } finally {
      fs.rmSync(page);
    }
  }, 120_000);
});

describe('a component that needs a global the Rspress build defined', () => {
  it('stops the build naming the page, the component file:line, and how to define the global', async () => {
    const component = path.join(root, 'docs/en/guide/_Groups.tsx');
    const page = path.join(root, 'docs/en/guide/groups.mdx');
    fs.writeFileSync(
      component,
      "declare const HARBOR_GROUPS: string[];\n\nexport function Groups() {\n  const names = HARBOR_GROUPS.map((name) => name.toUpperCase());\n  return <p>{names.join(', ')}</p>;\n}\n",
    );
    fs.writeFileSync(page, "# Groups\n\nimport { Groups } from './_Groups';\n\n<Groups />\n");
    try {
      const error = await build(path.join(root, 'dist-global')).then(
        () => null,
        (e: Error) => e,
      );
      expect(error).not.toBeNull();
      expect(error!.message).toContain('prerendering /guide/groups (docs/en/guide/groups.mdx) failed, in docs/en/guide/_Groups.tsx:4: ReferenceError: HARBOR_GROUPS is not defined');
      expect(error!.message).toMatch(/fix: .*builderConfig\.plugins.*vite\.config\.ts, `define: await definesFromRsbuildPlugins\(.*`define: \{ HARBOR_GROUPS: JSON\.stringify\(value\) \}`/);
    } finally {
      fs.rmSync(page);
      fs.rmSync(component);
    }
  }, 120_000);
});

describe('an npm UI library made for Rspress (as @rstack-dev/doc-ui: ESM, a CSS import, @rspress/core/runtime inside)', () => {
  it("renders through rsdocs's aliases: its usePage reads the page's frontmatter", async () => {
    // A package of the site's node_modules, shaped as @rstack-dev/doc-ui/blog-authors is (written here).
    const pkg = path.join(root, 'node_modules/@harbor/doc-ui');
    fs.mkdirSync(path.join(pkg, 'dist/authors'), { recursive: true });
    fs.writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: '@harbor/doc-ui', type: 'module', exports: { './authors': './dist/authors/index.js' }, peerDependencies: { '@rspress/core': '>=2.0.0' }, peerDependenciesMeta: { '@rspress/core': { optional: true } } }));
    fs.writeFileSync(path.join(pkg, 'dist/authors/index.css'), '.harbor-authors { display: flex; }\n');
    fs.writeFileSync(
      path.join(pkg, 'dist/authors/index.js'),
      "import './index.css';\nimport { jsx } from 'react/jsx-runtime';\nimport { usePage } from '@rspress/core/runtime';\nexport function Authors() {\n  const { page } = usePage();\n  const names = (page.frontmatter.authors ?? []).map((a) => a.name).join(' & ');\n  return jsx('p', { className: 'harbor-authors', children: 'By ' + names });\n}\n",
    );
    const page = path.join(root, 'docs/en/guide/credits.mdx');
    fs.writeFileSync(page, "---\nauthors:\n  - name: Quayside Crew\n  - name: Tide Keeper\n---\n\n# Credits\n\nimport { Authors } from '@harbor/doc-ui/authors';\n\n<Authors />\n");
    const out = path.join(root, 'dist-ui-library');
    try {
      await build(out);
      expect(text(read(out, 'guide/credits.html'))).toContain('<p class="harbor-authors">By Quayside Crew &amp; Tide Keeper</p>');
    } finally {
      fs.rmSync(page);
      fs.rmSync(pkg, { recursive: true });
    }
  }, 120_000);
});
