import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanPages } from './scan';

let root: string;
const opts = { langs: ['en', 'zh'], defaultLang: 'en', versions: [], defaultVersion: '' };

function write(rel: string, content = '# Page\n'): void {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-scan-'));
  for (const rel of [
    'en/index.md',
    'en/guide/start/index.mdx',
    'en/guide/start/quick-start.mdx',
    'en/guide/basic/cli.md',
    'en/config/lib/format.mdx',
    'zh/index.md',
    'zh/guide/start/index.mdx',
    'zh/guide/basic/cli.md',
    // never routed
    'en/shared/snippet.mdx',
    'zh/guide/shared/table.md',
    'en/_partials/note.md',
    'en/.drafts/wip.md',
    'en/node_modules/pkg/readme.md',
    'theme/index.md',
    'README.md',
    'fr/guide/x.md',
    'en/guide/notes.txt',
    'en/guide/image.png',
  ])
    write(rel);
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('scanPages', () => {
  it('routes the Markdown pages of each language folder, sorted, and nothing else', () => {
    const pages = scanPages(root, opts, ['shared']);
    expect(pages.map((p) => [p.relativePath, p.routePath, p.lang])).toEqual([
      ['en/config/lib/format.mdx', '/config/lib/format', 'en'],
      ['en/guide/basic/cli.md', '/guide/basic/cli', 'en'],
      ['en/guide/start/index.mdx', '/guide/start/', 'en'],
      ['en/guide/start/quick-start.mdx', '/guide/start/quick-start', 'en'],
      ['en/index.md', '/', 'en'],
      ['zh/guide/basic/cli.md', '/zh/guide/basic/cli', 'zh'],
      ['zh/guide/start/index.mdx', '/zh/guide/start/', 'zh'],
      ['zh/index.md', '/zh/', 'zh'],
    ]);
  });

  it('gives each page its absolute file and an empty version', () => {
    const pages = scanPages(root, opts, ['shared']);
    for (const p of pages) {
      expect(p.file).toBe(path.join(root, p.relativePath));
      expect(fs.existsSync(p.file)).toBe(true);
      expect(p.version).toBe('');
    }
  });

  it('uses the configured exclude folders', () => {
    const routes = scanPages(root, opts, []).map((p) => p.routePath);
    expect(routes).toContain('/shared/snippet');
    expect(routes).toContain('/zh/guide/shared/table');
    // folders starting with _ or . stay excluded, node_modules is never walked
    expect(routes.some((r) => r.includes('_partials') || r.includes('.drafts') || r.includes('node_modules'))).toBe(false);
  });

  it('returns nothing for a missing content folder', () => {
    expect(scanPages(path.join(root, 'missing'), opts, ['shared'])).toEqual([]);
  });

  it('reads version folders when versions are configured', () => {
    const vroot = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-scan-v-'));
    try {
      for (const rel of ['v1/en/index.md', 'v1/zh/guide/cli.md', 'v2/en/guide/cli.md', 'en/stray.md']) {
        fs.mkdirSync(path.dirname(path.join(vroot, rel)), { recursive: true });
        fs.writeFileSync(path.join(vroot, rel), '# x\n');
      }
      const pages = scanPages(vroot, { ...opts, versions: ['v1', 'v2'], defaultVersion: 'v2' }, ['shared']);
      expect(pages.map((p) => [p.routePath, p.lang, p.version])).toEqual([
        ['/v1/', 'en', 'v1'],
        ['/v1/zh/guide/cli', 'zh', 'v1'],
        ['/guide/cli', 'en', 'v2'],
      ]);
    } finally {
      fs.rmSync(vroot, { recursive: true, force: true });
    }
  });
});

describe('scanPages on a large site', () => {
  it('gives every page one hidden class (a page is kept for the whole build: its own would cost ~215 B more)', () => {
    const big = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-scan-big-'));
    try {
      // Enough pages for V8 to optimise the loop that makes them, where a spread gave each object a class of its own.
      for (let i = 0; i < 3000; i++) {
        const file = path.join(big, i % 2 ? 'en' : 'zh', `s${i % 7}`, `page-${i}.md`);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, '');
      }
      const pages = scanPages(big, opts, []);
      v8.setFlagsFromString('--allow-natives-syntax');
      const sameClass = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;
      const en = pages.filter((p) => p.lang === 'en');
      expect(en).toHaveLength(1500);
      expect(en.filter((p) => !sameClass(p, en[0]!))).toEqual([]);
    } finally {
      fs.rmSync(big, { recursive: true, force: true });
    }
  });
});
