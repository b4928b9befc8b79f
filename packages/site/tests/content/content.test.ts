/**
 * Content checks of the Rslib documentation, run on the page sources (no build):
 * routes of the spec in both languages, titles and descriptions, length, the lib option reference,
 * links and anchors, sidebars and nav, and the home hero texts.
 * Each check collects every problem as `file: what is wrong` and fails with the whole list.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeLookupKey } from '../../../theme/src/lib/sections';
import type { NavItem, SidebarItem, SiteConfig } from '../../../theme/src/config/types';
import siteConfig from '../../site.config';
import { countChineseChars, countEnglishWords, LANGS, loadPages, PUBLIC_DIR, type Lang, type Page } from './pages';

// ---------------------------------------------------------------------------------------------------------------
// The spec's route table (shared/spec/site-spec.md, "Route table"), with each page's H1 in English and Chinese
// (shared/reference/rslib-facts.md 1.2). The Chinese table mirrors it under /zh; the first test below checks the count.
// Deviations from the original site, on purpose: the en /config/rsbuild H1 is "Rsbuild Config" (the original
// had a Chinese H1 there by mistake), and the zh storybook H1 is capitalised like the sidebar ("使用 Storybook").
// ---------------------------------------------------------------------------------------------------------------
const lib = (o: string, camel: string): [string, string, string] => [`/config/lib/${o}`, `lib.${camel}`, `lib.${camel}`];
const same = (route: string, title: string): [string, string, string] => [route, title, title];

export const ROUTES: Array<[route: string, en: string | null, zh: string | null]> = [
  ['/', null, null],
  ['/blog/', 'Rslib Blogs', 'Rslib 博客'],
  ['/blog/introducing-rslib-1-0', 'Introducing Rslib 1.0', 'Rslib 1.0 发布'],
  ['/blog/introducing-rslib', 'Introducing Rslib', '认识 Rslib'],
  ['/config/', 'Config Overview', '配置总览'],
  same('/config/lib', 'Lib'),
  lib('auto-extension', 'autoExtension'),
  lib('auto-external', 'autoExternal'),
  lib('banner', 'banner'),
  lib('bundle', 'bundle'),
  lib('dts', 'dts'),
  lib('external-helpers', 'externalHelpers'),
  lib('footer', 'footer'),
  lib('format', 'format'),
  lib('redirect', 'redirect'),
  lib('shims', 'shims'),
  lib('syntax', 'syntax'),
  lib('umd-name', 'umdName'),
  lib('id', 'id'),
  lib('out-base', 'outBase'),
  lib('wasm', 'wasm'),
  lib('experiments', 'experiments'),
  ['/config/rsbuild', 'Rsbuild Config', 'Rsbuild 配置'],
  same('/config/rsbuild/output', 'output'),
  same('/config/rsbuild/plugins', 'plugins'),
  same('/config/rsbuild/source', 'source'),
  same('/config/rsbuild/tools', 'tools'),
  same('/config/rsbuild/resolve', 'resolve'),
  same('/config/rsbuild/performance', 'performance'),
  same('/config/rsbuild/log-level', 'logLevel'),
  ['/api/start/', 'API Overview', 'API 总览'],
  same('/api/javascript-api/core', 'Rslib Core'),
  same('/api/javascript-api/types', 'Rslib Types'),
  ['/guide/start/', 'Introduction', '介绍'],
  ['/guide/start/features', 'Features', '功能导航'],
  ['/guide/start/glossary', 'Glossary', '术语表'],
  ['/guide/start/npm-packages', 'Packages', 'npm 包'],
  ['/guide/start/quick-start', 'Quick Start', '快速上手'],
  same('/guide/start/ai', 'AI'),
  ['/guide/basic/bundle-mode', 'Select Bundle Mode', '构建模式选择'],
  ['/guide/basic/cjs-esm', 'CJS and ESM', 'CJS 与 ESM'],
  ['/guide/basic/cli', 'CLI', '命令行工具'],
  ['/guide/basic/configure-rsbuild-rspack', 'Configure Rsbuild / Rspack', '配置 Rsbuild / Rspack'],
  ['/guide/basic/configure-rslib', 'Configure Rslib', '配置 Rslib'],
  ['/guide/basic/output-files', 'Output Files', '构建产物目录'],
  ['/guide/basic/typescript-usage', 'Use Typescript', '使用 Typescript'],
  same('/guide/basic/umd', 'UMD'),
  ['/guide/basic/upgrade-rslib', 'Upgrade Rslib', '升级 Rslib'],
  ['/guide/advanced/assets', 'Assets', '静态资源处理'],
  ['/guide/advanced/css', 'CSS', '样式处理'],
  ['/guide/advanced/dts', 'Declaration files', '类型生成'],
  ['/guide/advanced/env-vars', 'Environment Variables', '环境变量'],
  same('/guide/advanced/json-files', 'JSON'),
  ['/guide/advanced/module-doc', 'Module Doc', '开发模块文档'],
  same('/guide/advanced/module-federation', 'Module Federation'),
  ['/guide/advanced/monorepo', 'Monorepo', 'Monorepo 开发'],
  same('/guide/advanced/node-polyfill', 'Node Polyfill'),
  ['/guide/advanced/package-json', 'Write package.json', '编写 package.json'],
  ['/guide/advanced/polyfill', 'Target and Polyfill', '目标环境与兼容性'],
  ['/guide/advanced/rstest', 'Use Rstest', '使用 Rstest'],
  ['/guide/advanced/storybook', 'Use Storybook', '使用 Storybook'],
  same('/guide/advanced/svgr-files', 'SVGR'),
  ['/guide/advanced/templates', 'Templates', '模板与预设'],
  ['/guide/advanced/third-party-deps', 'Handle Third-party Dependencies', '三方依赖处理'],
  same('/guide/advanced/wasm', 'Wasm'),
  same('/guide/advanced/web-workers', 'Web Workers'),
  ['/guide/debug/build-profiling', 'Build Profiling', '构建性能分析'],
  ['/guide/debug/debug-mode', 'Debug Mode', '开启调试模式'],
  ['/guide/debug/rsdoctor', 'Use Rsdoctor', '使用 Rsdoctor'],
  ['/guide/faq/exceptions', 'Exceptions FAQ', '异常类问题'],
  ['/guide/faq/features', 'Features FAQ', '功能类问题'],
  ['/guide/faq/general', 'General FAQ', '通用类问题'],
  same('/guide/framework/nodejs', 'Node.js'),
  same('/guide/framework/react', 'React'),
  same('/guide/framework/solid', 'Solid'),
  same('/guide/framework/svelte', 'Svelte'),
  same('/guide/framework/typescript', 'TypeScript'),
  same('/guide/framework/vue', 'Vue'),
  ['/guide/solution/', 'Solutions Overview', '解决方案总览'],
  same('/guide/migration/esbuild', 'esbuild'),
  same('/guide/migration/modernjs-module', 'Modern.js Module'),
  same('/guide/migration/rollup', 'rollup'),
  same('/guide/migration/tsup', 'tsup'),
  same('/guide/migration/tsc', 'tsc'),
];

/** Index and overview pages need no minimum length: the home pages, the blog index and the config overview. */
const INDEX_ROUTES = new Set(['/', '/blog/', '/config/']);
const MIN_EN_WORDS = 250;
const MIN_ZH_CHARS = 500;
// CONTENT.md's languages, plus `text` for plain text such as folder trees (the engine renders unknown languages plain).
const CODE_LANGS = ['ts', 'tsx', 'js', 'jsx', 'json', 'jsonc', 'bash', 'sh', 'shell', 'yaml', 'css', 'scss', 'less', 'html', 'vue', 'md', 'mdx', 'diff', 'toml', 'text'];

// Labels of reference pages (config/*, api/*), per language; zh pages must not print the English ones.
const OPTION_LABELS: Record<Lang, Record<'type' | 'default' | 'cli' | 'version', string>> = {
  en: { type: 'Type:', default: 'Default:', cli: 'CLI:', version: 'Version:' },
  zh: { type: '类型：', default: '默认值：', cli: '命令行：', version: '版本：' },
};

const localRoute = (lang: Lang, route: string) => (lang === 'zh' ? (route === '/' ? '/zh/' : `/zh${route}`) : route);
const pages = loadPages();
const byRoute = new Map<string, Page>(pages.map((p) => [routeLookupKey(p.routePath), p]));
const pageAt = (route: string) => byRoute.get(routeLookupKey(route));
const isIndexPage = (p: Page) =>
  p.frontmatter.pageType === 'home' || p.frontmatter.overview === true || INDEX_ROUTES.has(p.lang === 'zh' ? p.routePath.replace(/^\/zh/, '') || '/' : p.routePath);
const langOfRoute = (route: string): Lang => (/^\/zh(\/|$)/.test(route) ? 'zh' : 'en');

/** Fail with every problem listed (each names the file and what is wrong). */
function expectNoProblems(problems: string[]): void {
  expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
}

describe('route table', () => {
  it('lists 84 distinct routes', () => {
    expect(ROUTES).toHaveLength(84);
    expect(new Set(ROUTES.map((r) => r[0])).size).toBe(84);
  });

  for (const lang of LANGS) {
    it(`every route of the spec exists in ${lang}`, () => {
      const problems = ROUTES.map(([route]) => localRoute(lang, route))
        .filter((r) => !pageAt(r))
        .map((r) => `docs/${lang}: no page for the route ${r} (the spec's route table lists it)`);
      expectNoProblems(problems);
    });
  }

  it('no page exists outside the route table, and every page exists in both languages', () => {
    const known = new Set(LANGS.flatMap((lang) => ROUTES.map(([r]) => routeLookupKey(localRoute(lang, r)))));
    const problems = pages.filter((p) => !known.has(routeLookupKey(p.routePath))).map((p) => `${p.file}: the route ${p.routePath} is not in the spec's route table`);
    expectNoProblems(problems);
  });
});

describe('frontmatter, titles and descriptions', () => {
  it('every frontmatter block is valid', () => {
    expectNoProblems(pages.flatMap((p) => p.frontmatterProblems.map((m) => `${p.file}: ${m}`)));
  });

  it('every page has a title (frontmatter title or H1), and doc pages have exactly one H1', () => {
    const problems: string[] = [];
    for (const p of pages) {
      if (p.frontmatter.pageType === 'home') continue;
      if (!p.title) problems.push(`${p.file}: no title (neither a frontmatter title nor a "# " heading)`);
      const h1s = p.headings.filter((h) => h.depth === 1);
      if (h1s.length !== 1) problems.push(`${p.file}: ${h1s.length} H1 headings (lines ${h1s.map((h) => h.line).join(', ') || '-'}); a page starts with exactly one`);
    }
    expectNoProblems(problems);
  });

  it('each page H1 is the title the facts give for its route', () => {
    const problems: string[] = [];
    for (const lang of LANGS)
      for (const [route, en, zh] of ROUTES) {
        const expected = lang === 'en' ? en : zh;
        const p = pageAt(localRoute(lang, route));
        if (!p || expected === null) continue;
        if (p.h1 !== expected) problems.push(`${p.file}: H1 is ${JSON.stringify(p.h1)}, expected ${JSON.stringify(expected)}`);
      }
    expectNoProblems(problems);
  });

  it('every page has a one-line description in its own language', () => {
    const problems: string[] = [];
    for (const p of pages) {
      const d = p.frontmatter.description;
      if (typeof d !== 'string' || !d.trim()) {
        problems.push(`${p.file}: no frontmatter description`);
        continue;
      }
      if (d.trim().length < 20) problems.push(`${p.file}: the description "${d}" is too short to say what the page covers`);
      if (/\n/.test(d.trim())) problems.push(`${p.file}: the description spans several lines`);
      const han = countChineseChars(d);
      if (p.lang === 'zh' && han === 0) problems.push(`${p.file}: the description of a Chinese page is not in Chinese: "${d}"`);
      if (p.lang === 'en' && han > 0) problems.push(`${p.file}: the description of an English page contains Chinese: "${d}"`);
    }
    const seen = new Map<string, string>();
    for (const p of pages) {
      const d = typeof p.frontmatter.description === 'string' ? p.frontmatter.description.trim() : '';
      if (!d) continue;
      if (seen.has(d)) problems.push(`${p.file}: the same description as ${seen.get(d)}`);
      else seen.set(d, p.file);
    }
    expectNoProblems(problems);
  });
});

describe('length', () => {
  it(`every English doc page has at least ${MIN_EN_WORDS} words of prose`, () => {
    const problems = pages
      .filter((p) => p.lang === 'en' && !isIndexPage(p))
      .map((p) => [p, countEnglishWords(p.prose)] as const)
      .filter(([, n]) => n < MIN_EN_WORDS)
      .map(([p, n]) => `${p.file}: ${n} words of prose, fewer than ${MIN_EN_WORDS}`);
    expectNoProblems(problems);
  });

  it(`every Chinese doc page has at least ${MIN_ZH_CHARS} Chinese characters of prose`, () => {
    const problems = pages
      .filter((p) => p.lang === 'zh' && !isIndexPage(p))
      .map((p) => [p, countChineseChars(p.prose)] as const)
      .filter(([, n]) => n < MIN_ZH_CHARS)
      .map(([p, n]) => `${p.file}: ${n} Chinese characters of prose, fewer than ${MIN_ZH_CHARS}`);
    expectNoProblems(problems);
  });

  it('the index pages exempt from the minimum are only the home, blog index and config overview', () => {
    const exempt = pages.filter(isIndexPage).map((p) => p.routePath).sort();
    expect(exempt).toEqual(['/', '/blog/', '/config/', '/zh/', '/zh/blog/', '/zh/config/']);
  });
});

describe('lib option reference (config/lib/*)', () => {
  const libPages = pages.filter((p) => /^\/(zh\/)?config\/lib\/[^/]+$/.test(p.routePath));

  it('covers the 16 options in each language', () => {
    expect(libPages).toHaveLength(32);
  });

  it('each option page has a Type and a Default line in its language, a signature and a ts code block titled rslib.config.ts', () => {
    const problems: string[] = [];
    for (const p of libPages) {
      const prose = p.proseLines.map((l) => l.text);
      const label = OPTION_LABELS[p.lang];
      for (const name of ['type', 'default'] as const)
        if (!prose.some((l) => new RegExp(`^\\s*[-*]\\s+\\*\\*${label[name]}\\*\\*\\s*\\S`).test(l)))
          problems.push(`${p.file}: no "- **${label[name]}** …" line (CONTENT-COMMON.md: reference labels are localised)`);
      if (typeof p.frontmatter.signature !== 'string' || !p.frontmatter.signature.trim())
        problems.push(`${p.file}: no frontmatter signature (the option's type as a short string)`);
      const example = p.code.find((c) => c.lang === 'ts' && /title=(["'])rslib\.config\.ts\1/.test(c.meta));
      if (!example) problems.push(`${p.file}: no \`\`\`ts code block titled "rslib.config.ts"`);
      else if (!/defineConfig|lib\s*:/.test(example.value)) problems.push(`${p.file}: the rslib.config.ts example (line ${example.line}) shows no config`);
    }
    expectNoProblems(problems);
  });
});

describe('reference labels (config/*, api/*)', () => {
  const refPages = pages.filter((p) => /^\/(zh\/)?(config|api)(\/|$)/.test(p.routePath));
  const labelOf = (line: string, lang: Lang) => {
    const m = /^[-*]\s+\*\*([^*]+)\*\*/.exec(line);
    if (!m) return null;
    const entry = Object.entries(OPTION_LABELS[lang]).find(([, text]) => text === m[1]);
    return entry ? (entry[0] as keyof (typeof OPTION_LABELS)['en']) : null;
  };

  it('pages print the labels of their own language only', () => {
    const problems: string[] = [];
    for (const p of refPages) {
      const other: Lang = p.lang === 'zh' ? 'en' : 'zh';
      for (const { text, line } of p.proseLines) {
        const foreign = labelOf(text.trim(), other);
        if (foreign) problems.push(`${p.file}:${line}: the ${other} label "${OPTION_LABELS[other][foreign]}"; write "${OPTION_LABELS[p.lang][foreign]}"`);
      }
    }
    expectNoProblems(problems);
  });

  it('each block of labels is in the order type, default, CLI, version', () => {
    const order = ['type', 'default', 'cli', 'version'];
    const problems: string[] = [];
    for (const p of refPages) {
      let last = -1;
      for (const { text, line } of p.proseLines) {
        // Nested list items (a version list) and blank lines do not end a block; any other line does.
        if (/^\s+[-*]\s/.test(text) || !text.trim()) continue;
        const label = labelOf(text, p.lang);
        if (!label) {
          last = -1;
          continue;
        }
        const at = order.indexOf(label);
        if (at <= last) problems.push(`${p.file}:${line}: "${OPTION_LABELS[p.lang][label]}" comes after a later label; the order is type, default, CLI, version`);
        last = at;
      }
    }
    expectNoProblems(problems);
  });
});

describe('links, anchors and images', () => {
  it('every internal link points to an existing page and heading', () => {
    const problems: string[] = [];
    for (const p of pages) {
      const hero = (p.frontmatter.hero as { actions?: Array<{ link?: string }> } | undefined)?.actions ?? [];
      const links = [...p.links.filter((l) => !l.image), ...hero.filter((a) => a.link).map((a) => ({ url: a.link!, line: 1, image: false }))];
      for (const link of links) {
        if (/^[a-z][a-z\d+\-.]*:/i.test(link.url) || link.url.startsWith('//')) continue;
        const where = `${p.file}:${link.line}`;
        if (!link.url) {
          problems.push(`${where}: a link with an empty URL`);
          continue;
        }
        if (!link.url.startsWith('/') && !link.url.startsWith('#')) {
          problems.push(`${where}: the link "${link.url}" is relative; internal links are absolute (/guide/…)`);
          continue;
        }
        const url = link.url.replace(/(\/index)?\.mdx?(?=$|#)/, (_m, index?: string) => (index ? '/' : ''));
        const hashAt = url.indexOf('#');
        const pathPart = hashAt < 0 ? url : url.slice(0, hashAt);
        const hash = hashAt < 0 ? '' : decodeURIComponent(url.slice(hashAt + 1));
        if (pathPart && /\.[a-z0-9]+$/i.test(pathPart.split('/').pop() ?? '')) {
          if (!fs.existsSync(path.join(PUBLIC_DIR, pathPart))) problems.push(`${where}: the link "${link.url}" points to no file in public/`);
          continue;
        }
        const target = pathPart ? pageAt(pathPart) : p;
        if (!target) {
          problems.push(`${where}: the link "${link.url}" points to no page`);
          continue;
        }
        if (hash && !target.headings.some((h) => h.id === hash))
          problems.push(`${where}: the link "${link.url}" points to ${target.file}, which has no heading with the id "${hash}"`);
        if (pathPart && target.lang !== p.lang)
          problems.push(`${where}: the link "${link.url}" leaves the page's language (${p.lang}); link to ${localRoute(p.lang, p.lang === 'zh' ? pathPart : pathPart.replace(/^\/zh/, '') || '/')}`);
      }
    }
    expectNoProblems(problems);
  });

  it('every image points to a file in public/', () => {
    const problems: string[] = [];
    for (const p of pages)
      for (const img of p.links.filter((l) => l.image)) {
        if (/^[a-z][a-z\d+\-.]*:/i.test(img.url)) continue;
        if (!img.url.startsWith('/') || !fs.existsSync(path.join(PUBLIC_DIR, img.url)))
          problems.push(`${p.file}:${img.line}: the image "${img.url}" is not a file in public/ (write /images/name.svg)`);
      }
    expectNoProblems(problems);
  });

  it('no two headings of a page get the same explicit id', () => {
    const problems: string[] = [];
    for (const p of pages) {
      const seen = new Map<string, number>();
      for (const h of p.headings) {
        if (!h.explicit) continue;
        if (seen.has(h.explicit)) problems.push(`${p.file}:${h.line}: the id {#${h.explicit}} is already used on line ${seen.get(h.explicit)}`);
        else seen.set(h.explicit, h.line);
      }
    }
    expectNoProblems(problems);
  });
});

describe('Markdown hygiene', () => {
  it('every code fence names a language the site highlights', () => {
    const problems: string[] = [];
    for (const p of pages)
      for (const c of p.code) {
        if (!c.lang) problems.push(`${p.file}:${c.line}: a code fence without a language`);
        else if (!CODE_LANGS.includes(c.lang)) problems.push(`${p.file}:${c.line}: the code fence language "${c.lang}" is not one of ${CODE_LANGS.join(', ')}`);
      }
    expectNoProblems(problems);
  });

  it('every callout (:::type) is closed', () => {
    const problems: string[] = [];
    for (const p of pages) {
      const open: number[] = [];
      for (const { text, line } of p.proseLines) {
        if (/^\s*:{3,}[a-z]/i.test(text)) open.push(line);
        else if (/^\s*:{3,}\s*$/.test(text)) {
          if (!open.pop()) problems.push(`${p.file}:${line}: ":::" closes no callout`);
        }
      }
      for (const line of open) problems.push(`${p.file}:${line}: the callout opened here is never closed with ":::"`);
    }
    expectNoProblems(problems);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Sidebars and nav (site.config.ts)
// ---------------------------------------------------------------------------------------------------------------
function* sidebarEntries(items: SidebarItem[], trail: string): Generator<{ text: string; link: string; trail: string }> {
  for (const item of items) {
    if ('items' in item) {
      if (item.link) yield { text: item.text, link: item.link, trail };
      yield* sidebarEntries(item.items, `${trail} > ${item.text}`);
    } else if ('link' in item && item.link) yield { text: item.text, link: item.link, trail };
  }
}
function* navEntries(items: NavItem[]): Generator<{ text: string; link: string }> {
  for (const item of items) {
    if (item.link) yield { text: item.text, link: item.link };
    if (item.items) yield* navEntries(item.items);
  }
}
const site = siteConfig as SiteConfig;
const locales = site.locales ?? [];
const localeOf = (lang: Lang) => locales.find((l) => l.lang === lang);
const isExternal = (url: string) => /^[a-z][a-z\d+\-.]*:/i.test(url) || url.startsWith('//');

describe('sidebars and nav (site.config.ts)', () => {
  it('configures both languages', () => {
    expect(locales.map((l) => l.lang).sort()).toEqual(['en', 'zh']);
  });

  for (const lang of LANGS) {
    it(`every ${lang} sidebar entry points to an existing ${lang} page whose H1 is the entry's text`, () => {
      const problems: string[] = [];
      for (const [prefix, items] of Object.entries(localeOf(lang)?.sidebar ?? {}))
        for (const { text, link, trail } of sidebarEntries(items as SidebarItem[], `sidebar "${prefix}" (${lang})`)) {
          if (isExternal(link)) continue;
          const target = pageAt(link.split('#')[0]!);
          if (!target) problems.push(`site.config.ts: ${trail}: "${text}" links to "${link}", which is no page`);
          else {
            if (target.lang !== lang) problems.push(`site.config.ts: ${trail}: "${text}" links to "${link}", a page of the other language`);
            if (target.h1 !== text) problems.push(`site.config.ts: ${trail}: the entry "${text}" differs from the H1 "${target.h1}" of ${target.file}`);
          }
        }
      expectNoProblems(problems);
    });

    it(`every ${lang} nav entry points to an existing ${lang} page`, () => {
      const problems: string[] = [];
      const nav = (localeOf(lang)?.nav ?? []) as NavItem[];
      if (nav.length === 0) problems.push(`site.config.ts: the ${lang} locale has no nav`);
      for (const { text, link } of navEntries(nav)) {
        if (isExternal(link)) continue;
        const target = pageAt(link.split('#')[0]!);
        if (!target) problems.push(`site.config.ts: nav (${lang}): "${text}" links to "${link}", which is no page`);
        else if (target.lang !== lang) problems.push(`site.config.ts: nav (${lang}): "${text}" links to "${link}", a page of the other language`);
      }
      expectNoProblems(problems);
    });
  }

  it('the nav texts are Guide, Config, API, Blog / 指南, 配置, API, 博客', () => {
    expect(((localeOf('en')?.nav ?? []) as NavItem[]).map((n) => n.text)).toEqual(['Guide', 'Config', 'API', 'Blog']);
    expect(((localeOf('zh')?.nav ?? []) as NavItem[]).map((n) => n.text)).toEqual(['指南', '配置', 'API', '博客']);
  });

  it('both guide sidebars list the Solutions group: TypeScript, React, Vue, Node.js, Solid, Svelte', () => {
    // Until issue 16 only the zh sidebar had this group (as on the original site); it now exists in both languages.
    const frameworkLinks = (lang: Lang) =>
      [...sidebarEntries((localeOf(lang)?.sidebar?.['/guide/'] ?? []) as SidebarItem[], '')].map((e) => e.link).filter((l) => l.startsWith(localRoute(lang, '/guide/framework/')));
    for (const lang of LANGS)
      expect(frameworkLinks(lang), `site.config.ts: the ${lang} guide sidebar must list the six solution pages in this order`).toEqual(
        ['typescript', 'react', 'vue', 'nodejs', 'solid', 'svelte'].map((slug) => localRoute(lang, `/guide/framework/${slug}`)),
      );
  });

  it('every doc page is reachable from its sidebar, except the ones the original site leaves out', () => {
    // Not in a sidebar on the original site: the zh node-polyfill page.
    const unlisted = new Set(['/zh/guide/advanced/node-polyfill']);
    const listed = new Set(
      LANGS.flatMap((lang) => Object.entries(localeOf(lang)?.sidebar ?? {}).flatMap(([, items]) => [...sidebarEntries(items as SidebarItem[], '')].map((e) => routeLookupKey(e.link)))),
    );
    // The blog has no sidebar: its index is in the nav and lists every post (a page with a date) itself.
    const blog = (p: Page) => p.frontmatter.blog === true || typeof p.frontmatter.date === 'string';
    const problems = pages
      .filter((p) => p.frontmatter.pageType !== 'home' && !blog(p) && !unlisted.has(p.routePath) && !listed.has(routeLookupKey(p.routePath)))
      .map((p) => `${p.file}: the page ${p.routePath} is in no sidebar of site.config.ts`);
    expectNoProblems(problems);
  });
});

describe('home pages', () => {
  const HERO = {
    en: { route: '/', text: 'The Rsbuild-based Library Build Tool', tagline: 'Leverage the knowledge and ecosystem of webpack and Rspack', actions: [['Introduction', '/guide/start/'], ['Quick Start', '/guide/start/quick-start']], stack: ['Tool Stack', 'High-performance tool stack built around Rspack to boost modern web development'] },
    zh: { route: '/zh/', text: '基于 Rsbuild 的库构建工具', tagline: '复用 webpack 和 Rspack 的知识和生态', actions: [['介绍', '/zh/guide/start/'], ['快速上手', '/zh/guide/start/quick-start']], stack: ['工具栈', '围绕 Rspack 打造的高性能工具栈，助力现代 Web 开发'] },
  } as const;

  for (const lang of LANGS) {
    it(`the ${lang} home has the hero texts and the tool-stack section of the facts`, () => {
      const h = HERO[lang];
      const p = pageAt(h.route);
      expect(p, `docs/${lang}/index.mdx: missing`).toBeDefined();
      const file = p!.file;
      const hero = (p!.frontmatter.hero ?? {}) as { name?: string; text?: string; tagline?: string; showStars?: boolean; actions?: Array<{ text?: string; link?: string }> };
      const problems: string[] = [];
      if (p!.frontmatter.pageType !== 'home') problems.push(`${file}: pageType is ${JSON.stringify(p!.frontmatter.pageType)}, expected "home"`);
      if (hero.name !== 'Rslib') problems.push(`${file}: hero.name is ${JSON.stringify(hero.name)}, expected "Rslib"`);
      if (hero.text !== h.text) problems.push(`${file}: hero.text (subtitle) is ${JSON.stringify(hero.text)}, expected "${h.text}"`);
      if (hero.tagline !== h.tagline) problems.push(`${file}: hero.tagline (slogan) is ${JSON.stringify(hero.tagline)}, expected "${h.tagline}"`);
      if (hero.showStars !== true) problems.push(`${file}: hero.showStars is not true (the star field is on)`);
      const actions = (hero.actions ?? []).map((a) => [a.text, a.link]);
      if (JSON.stringify(actions) !== JSON.stringify(h.actions)) problems.push(`${file}: hero.actions are ${JSON.stringify(actions)}, expected ${JSON.stringify(h.actions)}`);
      const stack = /<ToolStackSection\s+title="([^"]*)"\s+description="([^"]*)"/.exec(p!.body);
      if (!stack) problems.push(`${file}: no <ToolStackSection title="…" description="…" />`);
      else if (stack[1] !== h.stack[0] || stack[2] !== h.stack[1]) problems.push(`${file}: the tool stack reads ${JSON.stringify([stack[1], stack[2]])}, expected ${JSON.stringify(h.stack)}`);
      expectNoProblems(problems);
    });
  }
});
