import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../config/types';
import { RsdocsError } from '../errors';
import { assertValidConfig, validateConfig } from './validate-config';

const full: SiteConfig = {
  title: 'Rslib',
  description: 'Library development tool',
  root: 'docs',
  base: '/',
  lang: 'en',
  icon: '/favicon.ico',
  logo: { light: '/logo-light.svg', dark: '/logo-dark.svg' },
  siteUrl: 'https://rslib.rs',
  locales: [
    {
      lang: 'en',
      label: 'English',
      nav: [
        { text: 'Guide', link: '/guide/start/', position: 'left' },
        { text: 'More', items: [{ text: 'Blog', link: '/blog/' }] },
      ],
      sidebar: { '/guide/': [{ text: 'Start', link: '/guide/start/' }] },
    },
    { lang: 'zh', label: '简体中文' },
  ],
  socialLinks: [{ icon: 'github', link: 'https://github.com/web-infra-dev/rslib' }],
  toolStack: [{ name: 'Rsbuild', desc: '构建工具', descEn: 'Build tool', logo: '/rsbuild.png', url: 'https://rsbuild.rs' }],
  editLink: { docRepoBaseUrl: 'https://github.com/web-infra-dev/rslib/tree/main/website/docs' },
  lastUpdated: true,
  i18n: { fallback: false },
  banner: { href: '/blog/', message: { en: 'News', zh: '新闻' }, localStorageKey: 'banner-1' },
  search: { mode: 'local' },
  multiVersion: { default: 'v2', versions: ['v1', 'v2'] },
  hideNavbarOnScroll: false,
  localeRedirect: 'auto',
  exclude: ['shared'],
  themeEntry: './theme/index.tsx',
  checkDeadLinks: true,
  llms: true,
  pageActions: { openIn: [{ name: 'ChatGPT', url: 'https://chatgpt.com/?q={prompt}' }] },
  redirects: { '/guide/solution/react': '/guide/framework/react', '/api/instance': '/api/core#instance', '/chat': 'https://discord.gg/x' },
};

describe('validateConfig', () => {
  it('accepts a minimal and a complete config', () => {
    expect(validateConfig({ title: 'Rslib' })).toEqual([]);
    expect(validateConfig(full)).toEqual([]);
  });

  it('takes the page menu off with pageActions: false, or with its options', () => {
    expect(validateConfig({ title: 'Rslib', pageActions: false })).toEqual([]);
    expect(validateConfig({ title: 'Rslib', pageActions: {} })).toEqual([]);
  });

  it.each([[null], ['Rslib'], [[]], [42]])('rejects %j as a whole', (config) => {
    expect(validateConfig(config)).toEqual([`the site config: expected an object passed to defineConfig({ … }), got ${JSON.stringify(config)}`]);
  });

  it.each([
    [{ title: undefined }, "title: required, expected a string such as 'Rslib'"],
    [{ title: 1 }, "title: expected a string such as 'Rslib', got 1"],
    [{ description: ['x'] }, 'description: expected a string, got ["x"]'],
    [{ root: false }, "root: expected a folder path such as 'docs', got false"],
    [{ base: 'docs/' }, `base: expected a path starting with '/' such as '/' or '/docs/', got "docs/"`],
    [{ lang: 5 }, "lang: expected a language code such as 'en', got 5"],
    [{ logo: { light: '/a.svg' } }, 'logo.dark: required, expected a URL'],
    [{ logo: 3 }, 'logo: expected a URL string or { light: string, dark: string }, got 3'],
    [{ siteUrl: 'rslib.rs' }, `siteUrl: expected an absolute URL such as 'https://rslib.rs', got "rslib.rs"`],
    [{ lastUpdated: 'yes' }, 'lastUpdated: expected true or false, got "yes"'],
    [{ hideNavbarOnScroll: 1 }, 'hideNavbarOnScroll: expected true or false, got 1'],
    [{ checkDeadLinks: null }, 'checkDeadLinks: expected true or false, got null'],
    [{ llms: 'false' }, 'llms: expected true or false, got "false"'],
    [{ pageActions: true }, 'pageActions: expected false or { openIn: [{ name, url }] }, got true'],
    [{ pageActions: { openin: [] } }, 'pageActions.openin: unknown key "openin", did you mean "openIn"?'],
    [{ pageActions: { openIn: [{ name: 'Chat', url: 'https://chat.example/' }] } }, `pageActions.openIn[0].url: expected an absolute URL holding {prompt}, such as 'https://chatgpt.com/?q={prompt}', got "https://chat.example/"`],
    [{ pageActions: { openIn: [{ url: 'https://chat.example/?q={prompt}' }] } }, "pageActions.openIn[0].name: required, expected a service name such as 'ChatGPT'"],
    [{ localeRedirect: 'always' }, `localeRedirect: expected 'auto' or 'never', got "always"`],
    [{ i18n: { fallback: 'no' } }, 'i18n.fallback: expected true or false, got "no"'],
    [{ i18n: { falback: false } }, 'i18n.falback: unknown key "falback", did you mean "fallback"?'],
    [{ exclude: 'shared' }, 'exclude: expected a list of folder names, got "shared"'],
    [{ themeEntry: {} }, "themeEntry: expected a module path such as './theme/index.tsx', got {}"],
    [{ locales: [] }, 'locales: expected a non-empty list of { lang, label }'],
    [{ locales: 'en' }, 'locales: expected a non-empty list of { lang, label }, got "en"'],
    [{ locales: ['en'] }, 'locales[0]: expected { lang, label }, got "en"'],
    [{ locales: [{ label: 'English' }] }, "locales[0].lang: required, expected a language code such as 'zh'"],
    [{ lang: 'en', locales: [{ lang: 'en', label: 'English' }, { lang: 'zh' }] }, "locales[1].label: required, expected a string such as '简体中文'"],
    [{ locales: [{ lang: 'en', label: 'E', nav: {} }] }, 'locales[0].nav: expected a list of { text, link } items, got {}'],
    [{ locales: [{ lang: 'en', label: 'E', sidebar: [] }] }, "locales[0].sidebar: expected an object keyed by path prefix such as { '/guide/': [...] }, got []"],
    [{ locales: [{ lang: 'en', label: 'E', nav: [{ link: '/guide/' }] }] }, 'locales[0].nav[0].text: required, expected a string'],
    [{ locales: [{ lang: 'en', label: 'E', nav: [{ text: 'Guide' }] }] }, 'locales[0].nav[0]: expected a "link" or drop-down "items"'],
    [{ locales: [{ lang: 'en', label: 'E', nav: [{ text: 'G', link: '/', position: 'top' }] }] }, `locales[0].nav[0].position: expected 'left' or 'right', got "top"`],
    [{ lang: 'fr', locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '中文' }] }, "lang: 'fr' is not one of the locales (en, zh)"],
    [{ socialLinks: [{ icon: 'github' }] }, 'socialLinks[0].link: required, expected a URL'],
    [{ socialLinks: [{ icon: 'gitlab', link: 'https://x' }] }, `socialLinks[0].icon: expected 'github' or 'x' or 'discord' or 'lark' or 'slack' or 'youtube' or 'bluesky' or 'npm', got "gitlab"`],
    [{ toolStack: [{ name: 'Rsbuild', desc: 'd', descEn: 'd', logo: '/l.png' }] }, 'toolStack[0].url: required, expected a URL'],
    [{ editLink: 'https://github.com' }, 'editLink: expected { docRepoBaseUrl: string }, got "https://github.com"'],
    [{ banner: { href: '/', message: 'hi', localStorageKey: 'k' } }, 'banner.message: expected { en: string, zh: string }, got "hi"'],
    [{ banner: { href: '/', message: { en: 1 }, localStorageKey: 'k' } }, 'banner.message.en: expected a string, got 1'],
    [{ search: 'local' }, `search: expected { mode?: 'local' | 'remote' | false }, got "local"`],
    [{ multiVersion: { default: 'v1' } }, "multiVersion.versions: required, expected a list of versions such as ['v1', 'v2']"],
    [{ plugins: [{ name: 'x', extendPageData: 'yes' }] }, 'plugins[0].extendPageData: expected a function (pageData, context) => void, got "yes"'],
    [{ plugins: [{ name: 'x', markdown: { remarkPlugins: ['remark-math'] } }] }, 'plugins[0].markdown.remarkPlugins[0]: expected a plugin function or [plugin, options], got "remark-math"'],
    [{ plugins: [{ name: 'x' }, { name: 'x' }] }, "plugins[1].name: a plugin named 'x' is already in the list"],
    [{ locales: [{ lang: 'en', label: 'E' }, { lang: 'en', label: 'F' }] }, "locales[1].lang: 'en' is listed twice"],
  ])('%j → %s', (partial, message) => {
    const config = { title: 'Rslib', ...partial };
    expect(validateConfig(config)).toEqual([message]);
  });

  it('names the field at the start of every message', () => {
    const errors = validateConfig({ title: 2, base: 'x', locales: [{ lang: 'en', label: 3 }], search: 1, llms: 0 });
    expect(errors.map((e) => e.split(':')[0])).toEqual(['title', 'base', 'locales[0].label', 'search', 'llms']);
  });

  it('reports nav entries that are not objects instead of crashing', () => {
    const config = { title: 'Rslib', locales: [{ lang: 'en', label: 'E', nav: [null, 'Guide'] }] };
    expect(validateConfig(config)).toEqual([
      'locales[0].nav[0]: expected { text, link } or { text, items }, got null',
      'locales[0].nav[1]: expected { text, link } or { text, items }, got "Guide"',
    ]);
  });

  it('reports locales that are null instead of crashing', () => {
    expect(validateConfig({ title: 'Rslib', lang: 'en', locales: [null] })).toEqual(['locales[0]: expected { lang, label }, got null']);
  });

  it('names unknown keys at any depth with their path and the closest known key', () => {
    const config = {
      title: 'Rslib',
      serach: { mode: 'local' },
      locales: [
        {
          lang: 'en',
          label: 'English',
          sidebr: {},
          nav: [{ text: 'Guide', link: '/guide/', items: [{ text: 'A', link: '/a', postion: 'left' }] }],
          sidebar: { '/guide/': [{ text: 'Start', lnk: '/guide/start' }, { text: 'G', items: [{ type: 'divder' }], colapsed: true }] },
        },
      ],
      search: { mode: 'local', codeblocks: false },
    };
    expect(validateConfig(config)).toEqual([
      'locales[0].nav[0].items[0].postion: unknown key "postion", did you mean "position"?',
      "locales[0].sidebar['/guide/'][0].link: required, expected a path such as '/guide/start'",
      `locales[0].sidebar['/guide/'][0].lnk: unknown key "lnk", did you mean "link"?`,
      `locales[0].sidebar['/guide/'][1].items[0].type: expected 'divider' or 'section-header', got "divder"`,
      `locales[0].sidebar['/guide/'][1].colapsed: unknown key "colapsed", did you mean "collapsed"?`,
      'locales[0].sidebr: unknown key "sidebr", did you mean "sidebar"?',
      'search.codeblocks: unknown key "codeblocks", did you mean "codeBlocks"?',
      'serach: unknown key "serach", did you mean "search"?',
    ]);
  });

  it('refuses an array where an object belongs', () => {
    expect(validateConfig({ title: 'R', search: [] })).toEqual([`search: expected { mode?: 'local' | 'remote' | false }, got []`]);
    expect(validateConfig({ title: 'R', locales: [{ lang: 'en', label: 'E', nav: [[]] }] })).toEqual(['locales[0].nav[0]: expected { text, link } or { text, items }, got []']);
  });

  it('lists the known keys when nothing is close', () => {
    expect(validateConfig({ title: 'R', editLink: { docRepoBaseUrl: 'https://x', pattern: ':path' } })).toEqual(['editLink.pattern: unknown key "pattern" (known keys: docRepoBaseUrl)']);
  });
});

describe('assertValidConfig', () => {
  it('passes a valid config', () => {
    expect(() => assertValidConfig(full)).not.toThrow();
  });

  it('throws one RsdocsError listing every problem', () => {
    const bad = { title: 'Rslib', base: 'docs', llms: 'yes' } as unknown as SiteConfig;
    expect(() => assertValidConfig(bad)).toThrow(RsdocsError);
    expect(() => assertValidConfig(bad)).toThrow(
      `invalid site config (the site config):\n  - base: expected a path starting with '/' such as '/' or '/docs/', got "docs"\n  - llms: expected true or false, got "yes"`,
    );
  });
});

describe('validateConfig: footer and search suggestions', () => {
  it('accepts a footer message as one text or one per language, and suggestions as a list or one per language', () => {
    expect(validateConfig({ title: 'x', footer: { message: 'MIT' } })).toEqual([]);
    expect(validateConfig({ title: 'x', footer: { message: { en: 'MIT', zh: '许可证' } } })).toEqual([]);
    expect(validateConfig({ title: 'x', search: { suggestions: ['dts', 'umd'] } })).toEqual([]);
    expect(validateConfig({ title: 'x', search: { suggestions: { en: ['dts'], zh: ['类型声明'] } } })).toEqual([]);
  });

  it('names the field and the shape it wants for a wrong footer message or suggestions', () => {
    const [footer] = validateConfig({ title: 'x', footer: { message: 42 } });
    expect(footer).toMatch(/footer\.message/);
    expect(footer).toMatch(/a string, or one per language/);
    const [suggestions] = validateConfig({ title: 'x', search: { suggestions: 'dts' } });
    expect(suggestions).toMatch(/search\.suggestions/);
    expect(suggestions).toMatch(/a list of searches/);
  });

  it('names the rule and what a redirect needs, and the key a misspelt redirects was meant to be', () => {
    expect(validateConfig({ title: 'x', redirect: { '/a': '/b' } })).toEqual(['redirect: unknown key "redirect", did you mean "redirects"?']);
    expect(validateConfig({ title: 'x', redirects: ['/a', '/b'] })[0]).toMatch(/^redirects: .*an object of routes such as \{ '\/guide\/old-page': '\/guide\/new-page' \}/);
    expect(validateConfig({ title: 'x', redirects: { '/a': 42 } })[0]).toMatch(/^redirects\['\/a'\]: .*a route such as '\/guide\/new-page'/);
    expect(validateConfig({ title: 'x', redirects: { 'guide/a': '/b', '/c?x=1': '/d', '/e': 'f' } })).toEqual([
      "redirects['guide/a']: a route starting with '/' is expected, such as '/guide/old-page'",
      "redirects['/c?x=1']: a route without '?' or '#' is expected: a redirect applies to a whole page",
      "redirects['/e']: the target 'f' must be a route starting with '/' (such as '/guide/new-page') or an http(s) URL",
    ]);
  });
});
