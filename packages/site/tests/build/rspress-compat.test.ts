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

  it('puts the components and hooks with the page that imports them, not in a chunk of their own for every page', () => {
    // Each marker is in exactly the chunks that hold the page's own text: it loads with the page, wherever the page's
    // code goes (#29: the entry chunk, until pages with imports get chunks of their own; then only that page's chunk).
    const assets = fs.readdirSync(path.join(out, 'assets')).filter((f) => f.endsWith('.js'));
    const chunksWith = (marker: string) => assets.filter((f) => read(out, `assets/${f}`).includes(marker)).sort();
    const page = chunksWith('Harbor keeps no state between runs');
    expect(page).toHaveLength(1);
    for (const marker of ['rsd-steps', 'rsd-link-card', 'Welcome aboard']) expect(chunksWith(marker)).toEqual(page);
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
    fs.writeFileSync(page, "# Home\n\nimport { OverviewGroup, Badge } from '@theme';\n\n<OverviewGroup />\n");
    try {
      const error = await build(path.join(root, 'dist-missing')).then(
        () => null,
        (e: Error) => e,
      );
      expect(error).not.toBeNull();
      expect(error!.message).toMatch(/docs\/en\/guide\/home\.mdx:3:10\b/);
      expect(error!.message).toMatch(/'@theme' has no `OverviewGroup` in rsdocs: use `<Overview>`/);
      expect(error!.message).toContain("> 3 | import { OverviewGroup, Badge } from '@theme';");
      expect(error!.message).not.toMatch(/is not exported/);
    } finally {
      fs.rmSync(page);
    }
  }, 120_000);
});
