import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packageOf, unresolvedImportsMessage } from './unresolved-imports';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-unresolved-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
fs.mkdirSync(path.join(root, 'node_modules/installed-pkg'), { recursive: true });
fs.writeFileSync(path.join(root, 'node_modules/installed-pkg/package.json'), JSON.stringify({ name: 'installed-pkg', exports: { '.': './index.js' } }));

describe('packageOf', () => {
  it.each([
    ['@scope/name/sub/path', '@scope/name'],
    ['name/sub', 'name'],
    ['name', 'name'],
    ['./x.tsx', null],
    ['../x.mdx', null],
    ['/abs/x.js', null],
    ['node:fs', null],
    ['\0virtual:rsdocs/content', null],
    ['#app/foo', null],
  ])('%s → %s', (source, pkg) => expect(packageOf(source)).toBe(pkg));
});

describe('unresolvedImportsMessage', () => {
  it('lists every place, grouped by package with its fix', () => {
    const message = unresolvedImportsMessage(
      [
        { source: '@doc-ui/blog-authors', at: 'docs/zh/blog/a.mdx:14' },
        { source: '@doc-ui/blog-authors', at: 'docs/en/blog/a.mdx:14' },
        { source: '@doc-ui/hero', at: 'theme/Hero.tsx:2' },
        { source: './missing.json', at: 'docs/en/b.mdx:3' },
        { source: 'installed-pkg/nope', at: 'docs/en/c.mdx:1' },
        // The same import met again (the server and client bundles, or two fragments' importers) is listed once.
        { source: '@doc-ui/hero', at: 'theme/Hero.tsx:2' },
      ],
      root,
    );
    expect(message).toBe(
      [
        '5 imports cannot be resolved:',
        '  "./missing.json": no such file (check the path, relative to the file that imports it):',
        '    - "./missing.json" at docs/en/b.mdx:3',
        '  @doc-ui/blog-authors is not installed: install it (npm install @doc-ui/blog-authors), or, if "@doc-ui/blog-authors" is an alias, declare it in tsconfig.json "paths" or in resolve.alias of vite.config:',
        '    - "@doc-ui/blog-authors" at docs/en/blog/a.mdx:14',
        '    - "@doc-ui/blog-authors" at docs/zh/blog/a.mdx:14',
        '  @doc-ui/hero is not installed: install it (npm install @doc-ui/hero), or, if "@doc-ui/hero" is an alias, declare it in tsconfig.json "paths" or in resolve.alias of vite.config:',
        '    - "@doc-ui/hero" at theme/Hero.tsx:2',
        '  installed-pkg is installed, but exports none of these for the browser (see its package.json "exports"):',
        '    - "installed-pkg/nope" at docs/en/c.mdx:1',
      ].join('\n'),
    );
  });
});
