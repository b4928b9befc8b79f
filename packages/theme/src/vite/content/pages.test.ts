import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveSite } from '../config/resolve';
import { PageStore } from './pages';
import { scanPages } from './scan';

describe('PageStore.compileAll warnings', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-store-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
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
