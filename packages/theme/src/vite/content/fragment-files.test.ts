import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fragmentResolver, fragmentResolverFor } from './fragment-files';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-fragment-files-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const write = (file: string, text = '## x\n') => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
  return path.join(root, file);
};
const shared = write('docs/en/shared/intro.mdx');
const page = write('docs/en/guide/page.mdx');

describe('the file of an imported fragment', () => {
  it('is found relative to the file that imports it', () => {
    const resolve = fragmentResolver({ alias: [], paths: {} });
    expect(resolve('../shared/intro.mdx', page)).toBe(shared);
    expect(resolve('./missing.mdx', page)).toBeUndefined();
  });

  it("through Vite's aliases (a string's path under it, or a RegExp) and tsconfig `paths`", () => {
    const resolve = fragmentResolver({
      alias: [
        { find: '@shared', replacement: path.join(root, 'docs/en/shared') },
        { find: /^~zh\//, replacement: `${path.join(root, 'docs/en')}/` },
      ],
      paths: { '@en/*': [path.join(root, 'nowhere/*'), path.join(root, 'docs/en/*')], '@exact': [shared] },
    });
    expect(resolve('@shared/intro.mdx', page)).toBe(shared);
    expect(resolve('~zh/shared/intro.mdx', page)).toBe(shared);
    expect(resolve('@en/shared/intro.mdx', page)).toBe(shared);
    expect(resolve('@exact', page)).toBe(shared);
    expect(resolve('@sharedx/intro.mdx', page)).toBeUndefined();
  });

  it("reads the project's tsconfig `paths` (with comments) unless Vite's config turns them off", () => {
    write('tsconfig.json', '{\n  // as Rspress sites write it\n  "compilerOptions": { "paths": { "@en/*": ["./docs/en/*"] } },\n}\n');
    expect(fragmentResolverFor({ root, resolve: { alias: [] } as never })('@en/shared/intro.mdx', page)).toBe(shared);
    expect(fragmentResolverFor({ root, resolve: { alias: [], tsconfigPaths: false } as never })('@en/shared/intro.mdx', page)).toBeUndefined();
  });
});
