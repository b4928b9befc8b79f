import { afterEach, describe, expect, it, vi } from 'vitest';
import { isRelocatedNotFound, notFoundRelocationScript, RELOCATING_ATTRIBUTE, type LocaleOptions } from './not-found-locale';
import { parseRoutePath } from './url';

const site: LocaleOptions = { base: '/', langs: ['en', 'zh'], defaultLang: 'en', versions: [], defaultVersion: '' };
const versioned: LocaleOptions = { base: '/docs/', langs: ['en', 'zh'], defaultLang: 'en', versions: ['v1', 'v2'], defaultVersion: 'v2' };

/** Run the head script as the browser would, at `path`; report whether it marked the page. */
function runAt(path: string, page: { lang: string; version: string }, opts: LocaleOptions): boolean {
  window.history.replaceState(null, '', path);
  document.documentElement.removeAttribute(RELOCATING_ATTRIBUTE);
  new Function(notFoundRelocationScript(page, opts))();
  return document.documentElement.hasAttribute(RELOCATING_ATTRIBUTE);
}

afterEach(() => {
  vi.useRealTimers();
  document.documentElement.removeAttribute(RELOCATING_ATTRIBUTE);
});

describe('isRelocatedNotFound', () => {
  it("is true when the path's language or version is not the 404 page's", () => {
    expect(isRelocatedNotFound('/zh/nope', { lang: 'en', version: '' }, site)).toBe(true);
    expect(isRelocatedNotFound('/nope', { lang: 'en', version: '' }, site)).toBe(false);
    expect(isRelocatedNotFound('/zh/nope', { lang: 'zh', version: '' }, site)).toBe(false);
    expect(isRelocatedNotFound('/v1/zh/x', { lang: 'zh', version: 'v2' }, versioned)).toBe(true);
  });
});

describe('notFoundRelocationScript', () => {
  it('marks the page exactly when the path asks for another language (root 404.html on /zh/…)', () => {
    const root = { lang: 'en', version: '' };
    expect(runAt('/zh/nope', root, site)).toBe(true);
    expect(runAt('/zh', root, site)).toBe(true);
    expect(runAt('/zh/a/b.html', root, site)).toBe(true);
    expect(runAt('/nope', root, site)).toBe(false);
    expect(runAt('/zhx/nope', root, site)).toBe(false);
    expect(runAt('/en/nope', root, site)).toBe(false);
    expect(runAt('/zh/nope', { lang: 'zh', version: '' }, site)).toBe(false);
  });

  it('reads base and version like parseRoutePath does', () => {
    const root = { lang: 'en', version: 'v2' };
    const cases = ['/docs/v1/zh/x', '/docs/zh/x', '/docs/v1/x', '/docs/x', '/docs/v2/x', '/docs/v3/zh/x', '/docs//zh//x', '/docs/%7A%68/x'];
    for (const path of cases) {
      const parts = parseRoutePath(path.replace(/^\/docs/, ''), versioned);
      const expected = parts.lang !== root.lang || parts.version !== root.version;
      expect(runAt(path, root, versioned), path).toBe(expected);
    }
  });

  it('unhides the page after 3 s should the app never start', () => {
    vi.useFakeTimers();
    expect(runAt('/zh/nope', { lang: 'en', version: '' }, site)).toBe(true);
    vi.advanceTimersByTime(2999);
    expect(document.documentElement.hasAttribute(RELOCATING_ATTRIBUTE)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(document.documentElement.hasAttribute(RELOCATING_ATTRIBUTE)).toBe(false);
  });

  it('keeps values that look like markup harmless inside <script>', () => {
    const script = notFoundRelocationScript({ lang: '</script>', version: '' }, site);
    expect(script).not.toContain('</script>');
  });
});
