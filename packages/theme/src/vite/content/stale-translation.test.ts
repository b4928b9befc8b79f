import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { SpillFile } from '../cache/spill';
import { resolveSite } from '../config/resolve';
import { PageStore } from './pages';
import { scanPages } from './scan';

// A translation committed before its original says so (`staleTranslationOf`), from the pages' last commit times.
describe('PageStore: a translation older than its original', { timeout: 30_000 }, () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-stale-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const git = (args: string[], date?: string) =>
    execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], {
      cwd: root,
      env: { ...process.env, ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}) },
    });
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, 'docs', file)), { recursive: true });
    fs.writeFileSync(path.join(root, 'docs', file), text);
  };
  const commit = (files: string[], date: string) => {
    git(['add', ...files.map((f) => `docs/${f}`)]);
    git(['commit', '-q', '-m', date], date);
  };

  it('is marked from the two times; a translation as new as its original has its data left unread', async () => {
    git(['init', '-q']);
    for (const lang of ['en', 'zh']) for (const name of ['old', 'new']) write(`${lang}/${name}.md`, `# ${name} ${lang}\n\nText.\n`);
    commit(['zh/old.md', 'en/new.md'], '2026-01-01T00:00:00Z');
    commit(['en/old.md'], '2026-02-01T00:00:00Z'); // zh/old.md is older than its original
    commit(['zh/new.md'], '2026-03-01T00:00:00Z');
    const site = resolveSite({ title: 'T', locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '中文' }] }, root);
    const pages = scanPages(site.contentRoot, site.routeOptions, []);
    const store = new PageStore(site);
    const spill = new SpillFile(path.join(root, 'node_modules/.cache'));
    store.spillTo(spill); // a large build's pages: their data is read back from the spill file
    try {
      const compileAll = () => store.compileAll(pages, { checkLinks: false, configFile: 'c.ts', parallel: false });
      // The data read back after the compile (each read of a spilled page's `pageData`): none for /zh/new.
      const reads: string[] = [];
      const read = vi.spyOn(spill, 'read').mockImplementation(function (this: SpillFile, at) {
        const text = SpillFile.prototype.read.call(this, at);
        if (text.startsWith('{')) reads.push((JSON.parse(text) as { routePath: string }).routePath);
        return text;
      });
      const compiled = await compileAll();
      read.mockRestore();
      const byRoute = new Map(compiled.map((c) => [c.route.routePath, c.pageData]));
      expect(byRoute.get('/zh/old')!.staleTranslationOf).toBe('/old');
      expect(byRoute.get('/zh/new')!.staleTranslationOf).toBeUndefined();
      expect(byRoute.get('/zh/new')!.lastUpdatedTime).toBe(Date.parse('2026-03-01T00:00:00Z'));
      expect(reads).not.toContain('/zh/new');
      expect(reads).not.toContain('/new');
    } finally {
      spill.close();
    }
  });
});
