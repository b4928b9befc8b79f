import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteConfig } from '@rsdocs/theme';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../e2e/helpers';

// The persistent build cache (node_modules/.cache/rsdocs) makes a second build compile and render only what
// changed. Whatever it skips, the out dir must end byte for byte as a build without the cache leaves it.

let root: string;
const outDir = () => path.join(root, 'dist');
const cacheDir = () => path.join(root, 'node_modules/.cache/rsdocs');

const config = (title = 'Incremental'): SiteConfig => ({
  title,
  root: 'docs',
  lang: 'en',
  siteUrl: 'https://example.com',
  lastUpdated: false,
  // A page removed from one language goes from the out dir (not built from the other language's, as untranslated).
  i18n: { fallback: false },
  locales: [
    { lang: 'en', label: 'English', sidebar: { '/guide/': [{ text: 'Guide', items: [{ text: 'Start', link: '/guide/start' }, { text: 'Live', link: '/guide/live' }] }] } },
    { lang: 'zh', label: '简体中文', sidebar: { '/guide/': [{ text: '指南', items: [{ text: '开始', link: '/zh/guide/start' }, { text: '动态', link: '/zh/guide/live' }] }] } },
  ],
});

/** The config once the zh start page is gone (the test that removes it also drops it from the sidebar). */
const withoutZhStart = (title?: string): SiteConfig => {
  const site = config(title);
  site.locales![1]!.sidebar = { '/guide/': [{ text: '指南', items: [{ text: '动态', link: '/zh/guide/live' }] }] };
  return site;
};

function writeSite(dir: string) {
  const page = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, 'docs', file)), { recursive: true });
    fs.writeFileSync(path.join(dir, 'docs', file), text);
  };
  for (const lang of ['en', 'zh']) {
    const p = lang === 'zh' ? '/zh' : '';
    page(`${lang}/index.md`, `---\npageType: home\nhero:\n  name: Incremental\n---\n`);
    page(`${lang}/guide/start.md`, `# Start\n\nRead [the live page](${p}/guide/live).\n\n## Install {#install}\n\nRun \`npm i\`.\n`);
    // A page with JavaScript: it goes through the bundler, not the static page writer.
    page(`${lang}/guide/live.mdx`, `export const answer = 6 * 7;\n\n# Live\n\nThe answer is {answer}.\n`);
  }
}

const build = (site: SiteConfig, cache = true) => buildSite(root, site, outDir(), { cache });

/** Every file of the out dir: its content's hash and its modification time. */
function snapshot(): Map<string, { hash: string; mtime: number }> {
  const out = new Map<string, { hash: string; mtime: number }>();
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else out.set(path.relative(outDir(), full), { hash: createHash('sha1').update(fs.readFileSync(full)).digest('hex'), mtime: fs.statSync(full).mtimeMs });
    }
  };
  walk(outDir());
  return out;
}

const contents = (snap: Map<string, { hash: string }>) => Object.fromEntries([...snap].map(([f, { hash }]) => [f, hash]).sort());
const rewritten = (before: Map<string, { mtime: number }>, after: Map<string, { mtime: number }>) =>
  [...after].filter(([f, { mtime }]) => before.get(f)?.mtime !== mtime).map(([f]) => f).sort();

/** A build of the current sources without the cache, into an emptied out dir: the reference. */
async function coldBuild(site: SiteConfig) {
  fs.rmSync(outDir(), { recursive: true, force: true });
  await build(site, false);
  return snapshot();
}

beforeAll(() => {
  // Inside the site package, so the pages' imports (react/jsx-runtime) resolve from its node_modules.
  root = fs.mkdtempSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../.tmp-incremental-'));
  writeSite(root);
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('an incremental build', () => {
  it('with nothing changed, writes no file and leaves the out dir as it was', async () => {
    await build(config());
    expect(fs.existsSync(cacheDir())).toBe(true);
    // Each search index keeps its pages, collected, in runs (search-cache.ts): an edit collects its page's run only.
    const [fingerprint] = fs.readdirSync(cacheDir());
    expect(fs.readdirSync(path.join(cacheDir(), fingerprint!, 'search')).sort()).toEqual(['en', 'zh']);
    expect(fs.readdirSync(path.join(cacheDir(), fingerprint!, 'search/en')).length).toBeGreaterThan(0);
    // A compiled page is kept as a small head, read by every build (a line of one file), and its body, read only when needed.
    const heads = fs.readFileSync(path.join(cacheDir(), fingerprint!, 'page-heads'), 'utf8').split('\n').slice(1, -1);
    expect(heads).toHaveLength(6);
    expect(fs.readdirSync(path.join(cacheDir(), fingerprint!, 'page-body'), { recursive: true }).filter((f) => String(f).endsWith('.json'))).toHaveLength(6);
    const first = snapshot();
    // Vite rewrites its own bundle's few files each time; the pages, their modules and data must stay untouched.
    await build(config());
    const second = snapshot();
    expect(contents(second)).toEqual(contents(first));
    const touched = rewritten(first, second);
    expect(touched.filter((f) => f.endsWith('.html') || f.endsWith('.md') || f.startsWith('_rsdocs/'))).toEqual([]);
  });

  it('after a page is edited, rewrites only what depends on it, and ends as a cold build does', async () => {
    const before = snapshot();
    // The last warm build kept the out dir it retired in the cache: this build stages from it (staging.ts), and
    // keeps the one it retires in turn.
    const spares = () => fs.readdirSync(path.join(cacheDir(), fs.readdirSync(cacheDir())[0]!)).filter((f) => f.startsWith('out-spare-'));
    const spareBefore = spares();
    expect(spareBefore).toHaveLength(1);
    fs.appendFileSync(path.join(root, 'docs/en/guide/start.md'), '\n## Configure {#configure}\n\nA new section.\n');
    await build(config());
    expect(spares()).toHaveLength(1);
    expect(spares()).not.toEqual(spareBefore);
    const after = snapshot();
    const touchedPages = rewritten(before, after).filter((f) => f.endsWith('.html'));
    expect(touchedPages).toEqual(['guide/start.html']);
    expect(contents(after)).toEqual(contents(await coldBuild(config())));
  });

  it('after a page is added and one removed, the out dir has exactly the cold build\'s files', async () => {
    await build(config()); // warm again, after the cold reference build above
    fs.writeFileSync(path.join(root, 'docs/en/guide/extra.md'), '# Extra\n\nA page the sidebar does not list.\n');
    fs.rmSync(path.join(root, 'docs/zh/guide/start.md'));
    fs.writeFileSync(path.join(root, 'docs/zh/guide/live.mdx'), `export const answer = 6 * 7;\n\n# 动态\n\n答案是 {answer}。\n`);
    await build(withoutZhStart());
    const incremental = contents(snapshot());
    expect(incremental).toHaveProperty(['guide/extra.html']);
    expect(incremental).not.toHaveProperty(['zh/guide/start.html']);
    expect(incremental).toEqual(contents(await coldBuild(withoutZhStart())));
  });

  it('after the config changes, renders every page again and ends as a cold build does', async () => {
    await build(withoutZhStart());
    const before = snapshot();
    const renamed = withoutZhStart('Renamed');
    await build(renamed);
    const after = snapshot();
    expect(rewritten(before, after).filter((f) => f.endsWith('.html')).length).toBe([...after.keys()].filter((f) => f.endsWith('.html')).length);
    expect(fs.readFileSync(path.join(outDir(), 'guide/start.html'), 'utf8')).toContain('Renamed');
    expect(contents(after)).toEqual(contents(await coldBuild(renamed)));
  });

  it('trusts no file that changed behind its back (a build without the cache, an edit by hand)', async () => {
    const site = withoutZhStart('Renamed');
    await build(site);
    fs.writeFileSync(path.join(outDir(), 'guide/start.html'), 'tampered');
    // Made again from cached pages' bodies: a content tree (the home page, with JavaScript's page next to it) and Markdown.
    fs.rmSync(path.join(outDir(), 'index.html'));
    fs.rmSync(path.join(outDir(), 'guide/live.html'));
    fs.writeFileSync(path.join(outDir(), 'guide/start.md'), 'tampered');
    fs.writeFileSync(path.join(outDir(), 'stray.txt'), 'not ours');
    await build(site);
    const after = contents(snapshot());
    expect(fs.readFileSync(path.join(outDir(), 'guide/start.html'), 'utf8')).toContain('<!doctype html>');
    expect(fs.readFileSync(path.join(outDir(), 'guide/start.md'), 'utf8')).toContain('# Start');
    expect(after).not.toHaveProperty(['stray.txt']);
    expect(after).toEqual(contents(await coldBuild(site)));
  });

  it('after a zh page is added or removed, the zh links it answers follow it (markdown.autoPrefixLinks)', async () => {
    // Without untranslated pages built: with them, /guide/extra has a zh route whether or not zh/guide/extra.md exists.
    const site: SiteConfig = { ...withoutZhStart('Renamed'), i18n: { fallback: false } };
    // Written without /zh: it leads to the zh page only while docs/zh/guide/extra.md exists.
    fs.writeFileSync(path.join(root, 'docs/zh/guide/links.md'), '# 链接\n\n见 [额外](/guide/extra)。\n');
    await build(site);
    const extraLink = () => /<a [^>]*href="([^"]*)"[^>]*>额外<\/a>/.exec(fs.readFileSync(path.join(outDir(), 'zh/guide/links.html'), 'utf8'))?.[1];
    expect(extraLink()).toBe('/guide/extra');
    fs.writeFileSync(path.join(root, 'docs/zh/guide/extra.md'), '# 额外\n\n一个侧边栏不列出的页面。\n');
    await build(site);
    expect(extraLink()).toBe('/zh/guide/extra');
    expect(contents(snapshot())).toEqual(contents(await coldBuild(site)));
    await build(site); // warm again, after the cold reference build
    fs.rmSync(path.join(root, 'docs/zh/guide/extra.md'));
    await build(site);
    expect(extraLink()).toBe('/guide/extra');
    expect(contents(snapshot())).toEqual(contents(await coldBuild(site)));
    fs.rmSync(path.join(root, 'docs/zh/guide/links.md'));
  });

  it('with the cache turned off, neither reads nor writes it', async () => {
    fs.rmSync(cacheDir(), { recursive: true, force: true });
    await build(withoutZhStart(), false);
    expect(fs.existsSync(cacheDir())).toBe(false);
    expect(fs.existsSync(path.join(outDir(), 'guide/start.html'))).toBe(true);
  });
});
