import { describe, expect, it } from 'vitest';
import { routeOfMarkdownPath } from './markdown-copy';

describe('routeOfMarkdownPath', () => {
  it("names the route of a page's .md copy, as the build names the copies", () => {
    expect(routeOfMarkdownPath('/guide/start.md')).toBe('/guide/start');
    expect(routeOfMarkdownPath('/guide/index.md')).toBe('/guide/');
    expect(routeOfMarkdownPath('/index.md')).toBe('/');
    expect(routeOfMarkdownPath('/zh/config/lib/dts.md')).toBe('/zh/config/lib/dts');
    expect(routeOfMarkdownPath('/guide/start')).toBeUndefined();
    expect(routeOfMarkdownPath('/logo.svg')).toBeUndefined();
  });
});
