import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { storySite } from '../../test/fixtures';
import type { EarlyBoot } from '../../boot/early';
import type { ClientSiteData } from '../../runtime/types';
import { createHeadScript } from './boot-script';

const site: ClientSiteData = {
  ...storySite,
  localeRedirect: 'auto',
  locales: storySite.locales.map((l) => (l.lang === 'zh' ? { ...l, messages: { 'search.placeholder': '搜一搜' } } : l)),
};

/** The config a page's head script reads: the JSON of its config element. */
function configOf(json: string | undefined) {
  return JSON.parse(json!) as import('../../boot/early').EarlyBootConfig;
}

describe('createHeadScript', () => {
  it("carries the page's search strings (with the site's overrides) and its redirect targets", async () => {
    const head = await createHeadScript(site);
    const zh = configOf(head.config!({ lang: 'zh', pageType: 'doc', frontmatter: {} }));
    expect(zh.search).toMatchObject({ on: true, placeholder: '搜一搜', label: '搜索文档', cancel: '取消' });
    expect(zh.redirect).toEqual({ key: 'rsdocs-locale-visited', pageLang: 'zh', defaultLang: 'en', targets: {} });
    const en = configOf(head.config!({ lang: 'en', pageType: 'home', redirectTargets: { zh: '/zh/' } }));
    expect(en.search).toMatchObject({ placeholder: 'Search Docs' });
    expect(en.redirect?.targets).toEqual({ zh: '/zh/' });
  });

  it('is one script for every page, its facts apart; a short key changes with either: the same script and facts the same key', async () => {
    const head = await createHeadScript(site, { minify: false });
    const pages = [{ lang: 'en', pageType: 'doc' }, { lang: 'zh', pageType: 'doc' }, { lang: 'en', pageType: 'home', redirectTargets: { zh: '/zh/' } }, { lang: 'en', pageType: 'doc' }] as const;
    expect(new Set(pages.map((p) => head(p))).size).toBe(1); // one hash allows it on every page
    const keys = pages.map((p) => head.keyOf!(p));
    const configs = pages.map((p) => head.config!(p));
    for (let i = 0; i < pages.length; i++) for (let j = 0; j < pages.length; j++) expect(keys[i] === keys[j]).toBe(configs[i] === configs[j]);
    expect(keys[0]!.length).toBeLessThan(head(pages[0]).length / 4);
    const minified = await createHeadScript(site);
    expect(minified.keyOf!(pages[0])).not.toBe(keys[0]);
  });

  it("names the banner's storage key on pages that show the banner", async () => {
    const head = await createHeadScript({ ...site, banner: { href: '/', message: { en: 'Hi' }, localStorageKey: 'closed-1', display: 'home' } });
    expect(configOf(head.config!({ lang: 'en', pageType: 'home' })).banner).toBe('closed-1');
    expect(configOf(head.config!({ lang: 'en', pageType: 'doc' })).banner).toBeUndefined();
    expect(configOf(head.config!({ lang: 'en', pageType: 'home', frontmatter: { globalUIComponents: false } })).banner).toBeUndefined();
  });

  it('leaves out the redirect on the 404 page, with one language or when turned off; and search when it is off', async () => {
    expect(configOf((await createHeadScript(site)).config!({ lang: 'en', pageType: '404' })).redirect).toBeUndefined();
    expect(configOf((await createHeadScript({ ...site, localeRedirect: 'never' })).config!({ lang: 'en' })).redirect).toBeUndefined();
    expect(configOf((await createHeadScript({ ...site, locales: site.locales.slice(0, 1) })).config!({ lang: 'en' })).redirect).toBeUndefined();
    const off = configOf((await createHeadScript({ ...site, search: { mode: false } })).config!({ lang: 'en' }));
    expect(off.search).toBeNull();
    expect(configOf((await createHeadScript(site)).config!({ lang: 'en', pageType: 'doc', frontmatter: { globalUIComponents: false } })).search?.on).toBe(false);
  });

  it('is minified, cannot close its script element, and runs on its own in a page, reading its config element', async () => {
    const head = await createHeadScript(site);
    const page = { lang: 'en', pageType: 'doc', redirectTargets: { zh: '/zh/</script>' } } as const;
    const script = head(page);
    const config = head.config!(page);
    for (const text of [script, config]) expect(text).not.toMatch(/<\/(script|svg)|<!--/i); // nothing an HTML parser could read as the end of the script
    expect(script).not.toMatch(/\n\s/); // no indentation left
    const dom = new JSDOM(`<!doctype html><html><head><script type="application/json" id="rsd-boot">${config}</script></head><body></body></html>`, { url: 'https://docs.test/?footer=0', runScripts: 'outside-only' });
    Object.defineProperty(dom.window, 'matchMedia', { value: () => ({ matches: true, addEventListener() {} }) });
    dom.window.eval(script);
    const boot = (dom.window as unknown as { __RSDOCS_BOOT__: EarlyBoot }).__RSDOCS_BOOT__;
    expect(boot.search.state).toBe('early');
    expect(dom.window.document.documentElement.className).toBe('dark'); // the system's appearance, before the first paint
    expect(dom.window.document.documentElement.getAttribute('data-rsd-hide')).toBe('footer');
  });
});
