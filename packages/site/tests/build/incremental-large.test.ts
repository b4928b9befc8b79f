import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteConfig } from '@rsdocs/theme';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../e2e/helpers';

// A site past the large-site threshold (500 pages) builds another way: pages spilled to disk, one garbage bound for
// the build's loops, search documents spooled for the indexes to build only, a staging folder linked file by file.
// An edit build of it must still end byte for byte as a build without the cache of the edited site does.

let root: string;
const outDir = () => path.join(root, 'dist');
const PER_LANG = 260;

const config: SiteConfig = {
  title: 'Large',
  root: 'docs',
  lang: 'en',
  siteUrl: 'https://example.com',
  lastUpdated: false,
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
};

function writeSite(dir: string) {
  for (const lang of ['en', 'zh']) {
    const docs = path.join(dir, 'docs', lang);
    fs.mkdirSync(path.join(docs, 'guide'), { recursive: true });
    fs.writeFileSync(path.join(docs, 'index.md'), `# ${lang} home\n\nWelcome.\n`);
    for (let i = 0; i < PER_LANG; i++)
      fs.writeFileSync(path.join(docs, 'guide', `p${i}.md`), `# Page ${i} ${lang}\n\nPage ${i} explains option${i} and feature${i * 7}.\n\n## Usage\n\nCall it with word${i % 13}.\n`);
  }
}

/** Every file of the out dir: its content's hash and its modification time. */
function snapshot(): Map<string, { hash: string; mtime: number }> {
  const out = new Map<string, { hash: string; mtime: number }>();
  for (const rel of fs.readdirSync(outDir(), { recursive: true }) as string[]) {
    const full = path.join(outDir(), rel);
    if (fs.statSync(full).isFile()) out.set(rel.split(path.sep).join('/'), { hash: createHash('sha1').update(fs.readFileSync(full)).digest('hex'), mtime: fs.statSync(full).mtimeMs });
  }
  return out;
}
const contents = (snap: Map<string, { hash: string }>) => Object.fromEntries([...snap].map(([f, { hash }]) => [f, hash]).sort());

beforeAll(() => {
  // Inside the site package, so the pages' imports (react/jsx-runtime) resolve from its node_modules.
  root = fs.mkdtempSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../.tmp-incremental-large-'));
  writeSite(root);
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('an incremental build of a large site', () => {
  it('after a page is edited, rewrites its page and its language\'s search index only, and ends as a cold build does', async () => {
    await buildSite(root, config, outDir());
    const before = snapshot();
    fs.appendFileSync(path.join(root, 'docs/en/guide/p7.md'), '\n## Edited\n\nA new section about zebras.\n');
    await buildSite(root, config, outDir());
    const after = snapshot();
    const rewritten = [...after].filter(([f, { mtime }]) => before.get(f)?.mtime !== mtime).map(([f]) => f);
    expect(rewritten.filter((f) => f.endsWith('.html'))).toEqual(['guide/p7.html']);
    // The en index is new (its name holds its documents' keys); the zh one is kept as it was.
    const indexes = (snap: Map<string, unknown>) => [...snap.keys()].filter((f) => /^static\/search_index\.\w+\.\w+\.json$/.test(f)).sort();
    const [enBefore, zhBefore] = indexes(before);
    const [enAfter, zhAfter] = indexes(after);
    expect(enAfter).not.toBe(enBefore);
    expect(zhAfter).toBe(zhBefore);
    expect(rewritten.filter((f) => f.startsWith('static/search_index.zh'))).toEqual([]);
    fs.rmSync(outDir(), { recursive: true, force: true });
    await buildSite(root, config, outDir(), { cache: false });
    expect(contents(after)).toEqual(contents(snapshot()));
  });

  it('after edits in a row (the staging folder started from the spare the last swap kept), ends as a cold build does', async () => {
    await buildSite(root, config, outDir());
    fs.appendFileSync(path.join(root, 'docs/zh/guide/p3.md'), '\n斑马的新段落。\n');
    await buildSite(root, config, outDir());
    const first = snapshot();
    fs.appendFileSync(path.join(root, 'docs/en/guide/p200.md'), '\nGiraffes, too.\n');
    await buildSite(root, config, outDir());
    const second = snapshot();
    // The page edited first is as that build left it: kept (linked), not rendered again.
    expect(second.get('zh/guide/p3.html')).toEqual(first.get('zh/guide/p3.html'));
    expect(second.get('guide/p200.html')!.hash).not.toBe(first.get('guide/p200.html')!.hash);
    fs.rmSync(outDir(), { recursive: true, force: true });
    await buildSite(root, config, outDir(), { cache: false });
    expect(contents(second)).toEqual(contents(snapshot()));
  });
});
