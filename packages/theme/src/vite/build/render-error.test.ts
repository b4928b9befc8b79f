import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { placeInBundle, renderErrorAdvice, renderErrorMessage } from './render-error';

const root = '/site';
const bundleDir = '/site/dist/.rsdocs-ssr';
const chunk = [
  '//#region node_modules/some-lib/index.js',
  'function lib() { throw new Error("x"); }',
  '//#endregion',
  '// theme/components/Overview.tsx',
  'function Overview() {',
  '\tconst tUrl = useI18nUrl();',
  '\tconst group = { name: "", items: OVERVIEW_GROUPS.map((item) => item) };',
  '\treturn /* @__PURE__ */ jsx(OverviewGroup, { group });',
  '}',
  '//#endregion',
].join('\n');
const source = [
  "import { OverviewGroup } from '@theme';",
  'interface Group {',
  '  name: string;',
  '}',
  'declare const OVERVIEW_GROUPS: Group[];',
  'export default function Overview() {',
  '  const tUrl = useI18nUrl();',
  "  const group = { name: \"\", items: OVERVIEW_GROUPS.map((item) => item) };",
  '  return <OverviewGroup group={group} />;',
  '}',
].join('\n');
const files: Record<string, string> = { [path.join(bundleDir, 'assets/page.js')]: chunk, '/site/theme/components/Overview.tsx': source };
const read = (f: string) => {
  if (!(f in files)) throw new Error(`ENOENT ${f}`);
  return files[f]!;
};
const stack = (line: number) =>
  `ReferenceError: OVERVIEW_GROUPS is not defined\n    at Overview (file://${bundleDir}/assets/page.js:${line}:40)\n    at renderWithHooks (/site/node_modules/react-dom/cjs/server.js:10:3)`;

describe('placeInBundle', () => {
  it("names the site's source file from the chunk's region marker, and the line whose text is the failing one", () => {
    expect(placeInBundle(stack(7), bundleDir, root, read, '/elsewhere')).toEqual({ file: 'theme/components/Overview.tsx', line: 8 });
  });

  it("gives the file alone when the line's text is not in the source, or not once, and skips libraries' modules", () => {
    expect(placeInBundle(stack(8), bundleDir, root, read)).toEqual({ file: 'theme/components/Overview.tsx', line: undefined });
    expect(placeInBundle(stack(9), bundleDir, root, read)).toEqual({ file: 'theme/components/Overview.tsx', line: undefined });
    expect(placeInBundle(`Error: x\n    at lib (${bundleDir}/assets/page.js:2:20)`, bundleDir, root, read)).toBeNull();
    expect(placeInBundle('Error: x\n    at elsewhere (/other/file.js:1:1)', bundleDir, root, read)).toBeNull();
  });
});

describe('renderErrorMessage', () => {
  it('names the page, the file:line and, for a global nothing defines, how to define it', () => {
    const error = Object.assign(new ReferenceError('OVERVIEW_GROUPS is not defined'), { stack: stack(7) });
    const bundle = { dir: bundleDir, projectRoot: root };
    const message = renderErrorMessage('/config/', 'docs/en/config/index.mdx', error, null);
    expect(message).toMatch(/^prerendering \/config\/ \(docs\/en\/config\/index\.mdx\) failed: ReferenceError: OVERVIEW_GROUPS is not defined\n  fix: .*builderConfig\.plugins.*source\.define.*definesFromRsbuildPlugins.*define: \{ OVERVIEW_GROUPS: JSON\.stringify\(value\) \}/);
    // With the bundle readable, the place too (the real file system: the fake paths are not there, so no place).
    expect(renderErrorMessage('/config/', undefined, error, bundle)).toMatch(/^prerendering \/config\/ failed: ReferenceError/);
  });

  it('gives no advice for other errors', () => {
    expect(renderErrorAdvice({ name: 'TypeError', message: 'x is not a function' })).toBeUndefined();
    expect(renderErrorAdvice({ name: 'ReferenceError', message: 'Cannot access x before initialization' })).toBeUndefined();
    expect(renderErrorMessage('/a', undefined, new Error('boom'), null)).toBe('prerendering /a failed: boom');
  });
});
