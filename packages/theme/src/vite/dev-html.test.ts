import { describe, expect, it } from 'vitest';
import { moduleUrl } from './dev-html';

describe('moduleUrl (the URL the dev page names for its page module)', () => {
  // The same URL Vite writes for `import(file)` in a route table: the browser must not load the module twice.
  it("is root-relative inside the root, under the base, without the ?import Vite's client adds", () => {
    expect(moduleUrl('/site/docs/en/guide/a.md', '/site', '/')).toBe('/docs/en/guide/a.md');
    expect(moduleUrl('/site/docs/en/guide/a.md', '/site', '/docs/')).toBe('/docs/docs/en/guide/a.md');
  });

  it('goes through /@fs/ outside the root', () => {
    expect(moduleUrl('/content/en/a.mdx', '/site', '/')).toBe('/@fs/content/en/a.mdx');
  });
});
