import { useMemo, type ReactNode } from 'react';
import { Callout } from '../components/Callout/Callout';
import { CodeBlock } from '../components/CodeBlock/CodeBlock';
import { createFakeSource, chineseHits, englishHits } from '../components/SearchModal/SearchModal.fixtures';
import { PackageManagerTabs } from '../components/PackageManagerTabs/PackageManagerTabs';
import { Tab, Tabs } from '../components/Tabs/Tabs';
import { ToolStackSection } from '../components/ToolStackSection/ToolStackSection';
import type { SidebarItem } from '../config/types';
import { settledResource } from '../lib/resource';
import { ThemeProvider } from '../provider/ThemeProvider';
import type { MdxContentProps } from '../runtime/route-types';
import { defaultMdxComponents } from '../runtime/mdx-components';
import { resolvePartSwitches } from '../runtime/switches';
import type { ClientSiteData, Frontmatter, OverviewGroup, PageData, PageType, TocItem } from '../runtime/types';
import { storySidebar, storySite, storyToc } from '../test/fixtures';
import type { LayoutProps } from './types';

/**
 * Sample pages for the layout stories (and any layout test): the shared fixture site, sidebar and outline
 * from `test/fixtures.ts`, plus short English and Chinese articles written for them.
 */

export type SampleLang = 'en' | 'zh';

/** The fixture site with the parts a full page shows: footer message, banner (opt in per story). */
export const layoutSite: ClientSiteData = {
  ...storySite,
  footer: { message: 'Rslib is free and open source software released under the MIT license.\n© 2024-present ByteDance Inc.' },
};

export const layoutBanner = {
  href: '/guide/start/',
  message: {
    en: '🚧 The Rslib documentation is being rewritten; some pages may still change.',
    zh: '🚧 Rslib 中文文档正在完善中，部分页面可能会有调整。',
  },
  localStorageKey: 'rsdocs-story-layout-banner',
  display: 'all' as const,
};

export const zhSidebar: SidebarItem[] = [
  {
    text: '开始',
    items: [
      { text: '介绍', link: '/zh/guide/start/' },
      { text: '快速上手', link: '/zh/guide/start/quick-start' },
      { text: '功能特性', link: '/zh/guide/start/features', tag: '新' },
    ],
  },
  { type: 'divider' },
  {
    text: '基础',
    collapsed: true,
    items: [
      { text: '命令行工具', link: '/zh/guide/basic/cli' },
      { text: '配置 Rslib', link: '/zh/guide/basic/configure-rslib' },
      { type: 'divider', dashed: true },
      { text: '产物文件', link: '/zh/guide/basic/output-files' },
    ],
  },
  { type: 'section-header', text: '更多' },
  { text: '常见问题', link: '/zh/guide/faq/general' },
];

export const zhToc: TocItem[] = [
  { id: '什么是-rslib', text: '什么是 Rslib', depth: 2, charIndex: 0 },
  { id: '特性', text: '特性', depth: 2, charIndex: 120 },
  { id: '易于配置', text: '易于配置', depth: 3, charIndex: 200 },
  { id: '性能优先', text: '性能优先', depth: 3, charIndex: 320 },
  { id: '生态', text: '生态', depth: 2, charIndex: 480 },
];

// ---------------------------------------------------------------------------------------------------------------
// Article building blocks, shaped like the Markdown pipeline's output.

/** A section heading with the `#` permalink the pipeline appends to h2–h4. */
function H({ level, id, children }: { level: 1 | 2 | 3; id?: string; children: string }) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id}>
      {children}
      {id && level > 1 && (
        <a className="rsd-heading-anchor" href={`#${id}`} aria-hidden="true" tabIndex={-1}>
          #
        </a>
      )}
    </Tag>
  );
}

/** A code block as the highlighter emits it (one `.line` per line), without colours. */
function Code({ title, lang = 'ts', lines, highlighted = [] }: { title?: string; lang?: string; lines: string[]; highlighted?: number[] }) {
  return (
    <CodeBlock title={title} lang={lang}>
      <pre className="rsd-highlight" tabIndex={0}>
        <code>
          {lines.flatMap((line, i) => [
            i > 0 ? '\n' : null,
            <span key={i} className={highlighted.includes(i + 1) ? 'line highlighted' : 'line'}>
              {line}
            </span>,
          ])}
        </code>
      </pre>
    </CodeBlock>
  );
}

const configLines = [
  "import { defineConfig } from '@rslib/core';",
  '',
  'export default defineConfig({',
  '  lib: [',
  "    { format: 'esm', syntax: 'es2021', dts: true },",
  "    { format: 'cjs', syntax: 'es2021' },",
  '  ],',
  '});',
];

/** A link as Markdown renders it: through the page's MDX `a` component (client navigation), else a plain anchor. */
function A({ components, href, children }: { components?: MdxContentProps['components']; href: string; children: ReactNode }) {
  const Anchor = (components?.a as ((props: { href: string; children: ReactNode }) => ReactNode) | undefined) ?? 'a';
  return <Anchor href={href}>{children}</Anchor>;
}

function IntroductionEn({ components }: MdxContentProps) {
  return (
    <>
      <H level={1}>Introduction</H>
      <p>
        Rslib is a build tool for JavaScript and TypeScript libraries. You describe a package once, and Rslib turns your source into the files
        you publish: ES modules, CommonJS, declaration files and, if you need it, a bundle for script tags.
      </p>
      <H level={2} id="what-is-rslib">What is Rslib</H>
      <p>
        Rslib is built on <A components={components} href="https://rsbuild.dev">Rsbuild</A>, so a library uses the same configuration model and
        plugins as an application. It adds the parts that only matter when you publish: several output formats from one config, bundle or
        bundleless output, and <code>.d.ts</code> generation.
      </p>
      <PackageManagerTabs command="add @rslib/core -D" />
      <H level={2} id="features">Features</H>
      <p>Three ideas shape the defaults. Each one is a setting you can change when your package needs something else.</p>
      <H level={3} id="easy-to-configure">Easy to configure</H>
      <p>
        A typical library needs a handful of lines. Rslib targets Node.js unless you ask for the browser, does not hash file names and keeps the
        output readable.
      </p>
      <Code title="rslib.config.ts" lines={configLines} highlighted={[5, 6]} />
      <Callout type="tip">
        <p>
          Run <code>rslib build --watch</code> while you work: only the files you change are rebuilt.
        </p>
      </Callout>
      <H level={3} id="performance">Performance oriented</H>
      <p>
        Rust-based tools do the heavy lifting: Rspack builds the module graph and SWC transforms the code. The outputs of one project are built
        in parallel, so adding a CommonJS build costs little.
      </p>
      <H level={2} id="ecosystem">Ecosystem</H>
      <p>
        Rslib belongs to a family of tools built around Rspack. Pick the format of your first package below, then continue with the{' '}
        <A components={components} href="/guide/start/quick-start">Quick Start</A>.
      </p>
      <Tabs groupId="layout-sample-format">
        <Tab label="ESM">
          <p>Tree-shakeable, and the right default for new packages.</p>
        </Tab>
        <Tab label="CJS">
          <p>
            For consumers that still load packages with <code>require()</code>.
          </p>
        </Tab>
      </Tabs>
    </>
  );
}

function IntroductionZh({ components }: MdxContentProps) {
  return (
    <>
      <H level={1}>介绍</H>
      <p>
        Rslib 是一个面向 JavaScript 和 TypeScript 库的构建工具。你只需描述一次要发布的包，Rslib 就会把源码转换为最终发布的文件：ES
        模块、CommonJS、类型声明文件，以及在需要时可直接通过 script 标签引用的产物。
      </p>
      <H level={2} id="什么是-rslib">什么是 Rslib</H>
      <p>
        Rslib 基于 <A components={components} href="https://rsbuild.dev">Rsbuild</A> 构建，因此库项目与应用项目共用同一套配置方式和插件。它补充了发布
        npm 包时才需要的能力：一份配置输出多种格式、bundle 与 bundleless 两种模式，以及 <code>.d.ts</code> 文件的生成。
      </p>
      <PackageManagerTabs command="add @rslib/core -D" />
      <H level={2} id="特性">特性</H>
      <p>默认行为围绕以下三点设计，每一项都可以在包有特殊需求时修改。</p>
      <H level={3} id="易于配置">易于配置</H>
      <p>一个典型的库只需要几行配置。除非指定浏览器环境，Rslib 默认面向 Node.js，不会为文件名添加哈希，并保持产物的可读性。</p>
      <Code title="rslib.config.ts" lines={configLines} highlighted={[5, 6]} />
      <Callout type="tip">
        <p>
          开发时运行 <code>rslib build --watch</code>，只会重新构建发生变化的文件。
        </p>
      </Callout>
      <H level={3} id="性能优先">性能优先</H>
      <p>繁重的工作交给基于 Rust 的工具完成：Rspack 负责构建模块图，SWC 负责代码转换。同一项目的多种产物会并行构建，增加一份 CommonJS 产物几乎没有额外开销。</p>
      <H level={2} id="生态">生态</H>
      <p>
        Rslib 属于围绕 Rspack 打造的工具家族。选择第一个包的产物格式，然后继续阅读
        <A components={components} href="/zh/guide/start/quick-start">快速上手</A>。
      </p>
      <Tabs groupId="layout-sample-format">
        <Tab label="ESM">
          <p>支持 tree shaking，是新包的推荐默认值。</p>
        </Tab>
        <Tab label="CJS">
          <p>
            适用于仍通过 <code>require()</code> 加载依赖的使用方。
          </p>
        </Tab>
      </Tabs>
    </>
  );
}

function OverviewEn() {
  return <H level={1}>Config overview</H>;
}
function OverviewZh() {
  return <H level={1}>配置总览</H>;
}

const overviewGroups: Record<SampleLang, OverviewGroup[]> = {
  en: [
    {
      text: 'Lib config',
      items: [
        { text: 'lib.format', link: '/config/lib/format', headers: [{ id: 'esm', text: 'esm', depth: 2 }, { id: 'cjs', text: 'cjs', depth: 2 }] },
        { text: 'lib.bundle', link: '/config/lib/bundle', headers: [{ id: 'set-entry', text: 'Set entry', depth: 2 }] },
        { text: 'lib.dts', link: '/config/lib/dts', headers: [{ id: 'dts-bundle', text: 'dts.bundle', depth: 2 }, { id: 'dts-distpath', text: 'dts.distPath', depth: 2 }] },
      ],
    },
    {
      text: 'Rsbuild config',
      items: [
        { text: 'source', link: '/config/rsbuild/source', headers: [{ id: 'source-entry', text: 'source.entry', depth: 2 }] },
        { text: 'output', link: '/config/rsbuild/output', headers: [{ id: 'output-target', text: 'output.target', depth: 2 }] },
      ],
    },
  ],
  zh: [
    {
      text: 'Lib 配置',
      items: [
        { text: 'lib.format', link: '/zh/config/lib/format', headers: [{ id: 'esm', text: 'esm', depth: 2 }, { id: 'cjs', text: 'cjs', depth: 2 }] },
        { text: 'lib.bundle', link: '/zh/config/lib/bundle', headers: [{ id: '设置入口', text: '设置入口', depth: 2 }] },
      ],
    },
    {
      text: 'Rsbuild 配置',
      items: [{ text: 'output', link: '/zh/config/rsbuild/output', headers: [{ id: 'output-target', text: 'output.target', depth: 2 }] }],
    },
  ],
};

const overviewSidebar: Record<SampleLang, SidebarItem[]> = {
  en: [
    { text: 'Overview', link: '/config/' },
    { text: 'Lib config', items: overviewGroups.en[0]!.items.map(({ text, link }) => ({ text, link })) },
    { text: 'Rsbuild config', items: overviewGroups.en[1]!.items.map(({ text, link }) => ({ text, link })) },
  ],
  zh: [
    { text: '总览', link: '/zh/config/' },
    { text: 'Lib 配置', items: overviewGroups.zh[0]!.items.map(({ text, link }) => ({ text, link })) },
    { text: 'Rsbuild 配置', items: overviewGroups.zh[1]!.items.map(({ text, link }) => ({ text, link })) },
  ],
};

function HomeContent() {
  return <ToolStackSection />;
}
function HomeContentEn() {
  return <ToolStackSection description="High-performance tool stack built around Rspack to boost modern web development" />;
}
function HomeContentZh() {
  return <ToolStackSection title="工具栈" description="围绕 Rspack 打造的高性能工具栈，助力现代 Web 开发" />;
}

/** A custom page: the content brings its own markup and styles (here: a small showcase grid). */
function ShowcaseEn() {
  return <Showcase title="Showcase" intro="Packages built with Rslib. Open a pull request to add yours." items={['UI components', 'CLI tools', 'Node.js SDKs', 'Module Federation remotes']} />;
}
function ShowcaseZh() {
  return <Showcase title="案例展示" intro="使用 Rslib 构建的包。欢迎提交 Pull Request 添加你的项目。" items={['UI 组件库', '命令行工具', 'Node.js SDK', 'Module Federation 远程模块']} />;
}
function Showcase({ title, intro, items }: { title: string; intro: string; items: string[] }) {
  return (
    <section style={{ maxWidth: 1152, margin: '0 auto', padding: 'var(--rsd-space-7) var(--rsd-space-5)' }}>
      <h1 style={{ margin: 0, fontSize: 40, lineHeight: 1.2 }}>{title}</h1>
      <p style={{ color: 'var(--rsd-c-text-2)', maxWidth: 640 }}>{intro}</p>
      <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
        {items.map((item) => (
          <li key={item} style={{ padding: 24, borderRadius: 12, border: '1px solid var(--rsd-c-divider)', background: 'var(--rsd-c-bg-soft)' }}>
            <strong>{item}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}

const heroArt = (bg: string, fg: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="375" height="375" viewBox="0 0 120 120"><rect width="120" height="120" rx="16" fill="${bg}"/><path d="M60 18 94 38v44L60 102 26 82V38Z" fill="none" stroke="${fg}" stroke-width="5" stroke-linejoin="round"/><path d="M44 50h14v26H44zM62 50h14v26H62z" fill="${fg}" opacity=".85"/></svg>`,
  )}`;

const homeFrontmatter: Record<SampleLang, Frontmatter> = {
  en: {
    pageType: 'home',
    hero: {
      name: 'Rslib',
      text: 'The Rsbuild-based Library Build Tool',
      tagline: 'Build JavaScript and TypeScript libraries with the tools you already know',
      logo: '/rslib-logo.svg',
      showStars: true,
      actions: [
        { text: 'Introduction', link: '/guide/start/', theme: 'brand' },
        { text: 'Quick Start', link: '/guide/start/quick-start', theme: 'alt' },
      ],
    },
    features: [
      { title: 'Several formats, one config', details: 'Emit ES modules, CommonJS and UMD from the same configuration file.', icon: '📦', link: '/guide/basic/output-files' },
      { title: 'Declaration files', details: 'Generate .d.ts files next to the code, or bundle them into a single file.', icon: '🧾' },
      { title: 'Bundle or bundleless', details: 'Ship one file per entry, or keep the layout of your source tree.', icon: '🗂️' },
      { title: 'Fast by default', details: 'Rspack and SWC do the work, and the formats of one project build in parallel.', icon: '⚡️' },
      { title: 'Rsbuild plugins', details: 'React, Vue, Sass, Less and more: the plugins you use for apps work here too.', icon: '🧩' },
      { title: 'Module Federation', details: 'Build federated modules that other applications load at run time.', icon: '🌐', link: '/guide/advanced/module-federation' },
    ],
  },
  zh: {
    pageType: 'home',
    hero: {
      name: 'Rslib',
      text: '基于 Rsbuild 的库构建工具',
      tagline: '用熟悉的工具构建 JavaScript 和 TypeScript 库',
      logo: '/rslib-logo.svg',
      showStars: true,
      actions: [
        { text: '介绍', link: '/zh/guide/start/', theme: 'brand' },
        { text: '快速上手', link: '/zh/guide/start/quick-start', theme: 'alt' },
      ],
    },
    features: [
      { title: '一份配置，多种格式', details: '同一份配置即可输出 ES 模块、CommonJS 和 UMD 产物。', icon: '📦', link: '/zh/guide/basic/output-files' },
      { title: '类型声明文件', details: '在产物旁生成 .d.ts 文件，或将它们打包为单个文件。', icon: '🧾' },
      { title: 'Bundle 与 Bundleless', details: '每个入口输出一个文件，或保留源码的目录结构。', icon: '🗂️' },
      { title: '默认即快速', details: '由 Rspack 和 SWC 完成构建，同一项目的多种产物并行生成。', icon: '⚡️' },
      { title: 'Rsbuild 插件', details: 'React、Vue、Sass、Less 等应用中常用的插件同样适用。', icon: '🧩' },
      { title: '模块联邦', details: '构建可在运行时被其他应用加载的联邦模块。', icon: '🌐', link: '/zh/guide/advanced/module-federation' },
    ],
  },
};

// ---------------------------------------------------------------------------------------------------------------

const prefix = (lang: SampleLang) => (lang === 'zh' ? '/zh' : '');

function pageData(lang: SampleLang, pageType: PageType, routePath: string, title: string, extra: Partial<PageData> = {}): PageData {
  const file = routePath.replace(/^\/zh/, '').replace(/\/$/, '/index') || '/index';
  return {
    pagePath: `${lang}${file}.mdx`,
    pageType,
    title,
    frontmatter: {},
    toc: [],
    routePath,
    lang,
    version: '',
    relativePath: `/${lang}${file}.mdx`,
    ...extra,
  };
}

function layoutProps(page: PageData, Content: LayoutProps['Content'], sidebar: SidebarItem[] = []): LayoutProps {
  return { page, Content, sidebar: settledResource(sidebar), mdxComponents: defaultMdxComponents, parts: resolvePartSwitches(page.pageType, page.frontmatter) };
}

export interface SamplePages {
  /** Introduction: sidebar, article with code, callout and tabs, outline, edit link, last updated, next page. */
  doc: LayoutProps;
  /** An overview page listing the sidebar's groups with a filter. */
  overview: LayoutProps;
  /** The home page: hero with stars and two actions, six feature cards, the tool stack and the footer. */
  home: LayoutProps;
  /** The home page with a 375 px hero image (one per appearance) instead of the logo. */
  homeWithImage: LayoutProps;
  notFound: LayoutProps;
  custom: LayoutProps;
  blank: LayoutProps;
}

/** Every sample page in one language. `routePath` of each page is what the ThemeProvider's pathname should be. */
export function samplePages(lang: SampleLang): SamplePages {
  const p = prefix(lang);
  const zh = lang === 'zh';
  const home = pageData(lang, 'home', `${p}/`, 'Rslib', { frontmatter: homeFrontmatter[lang] });
  return {
    doc: layoutProps(
      pageData(lang, 'doc', `${p}/guide/start/`, zh ? '介绍' : 'Introduction', {
        toc: zh ? zhToc : storyToc,
        lastUpdatedTime: Date.UTC(2024, 10, 3, 9, 30),
      }),
      zh ? IntroductionZh : IntroductionEn,
      zh ? zhSidebar : storySidebar,
    ),
    overview: layoutProps(
      pageData(lang, 'doc', `${p}/config/`, zh ? '配置总览' : 'Config overview', {
        frontmatter: { overview: true },
        overviewGroups: overviewGroups[lang],
      }),
      zh ? OverviewZh : OverviewEn,
      overviewSidebar[lang],
    ),
    home: layoutProps(home, zh ? HomeContentZh : HomeContentEn),
    homeWithImage: layoutProps(
      {
        ...home,
        frontmatter: {
          ...home.frontmatter,
          hero: {
            ...home.frontmatter.hero,
            logo: undefined,
            showStars: false,
            image: { src: { light: heroArt('#fff4e6', '#ff8b00'), dark: heroArt('#1c1f24', '#f2a65a') }, alt: zh ? '书架上的软件包' : 'A package on a shelf' },
          },
        },
      },
      HomeContent,
    ),
    notFound: layoutProps(pageData(lang, '404', `${p}/guide/missing-page`, '404'), null),
    custom: layoutProps(pageData(lang, 'custom', `${p}/showcase`, zh ? '案例展示' : 'Showcase', { frontmatter: { pageType: 'custom' } }), zh ? ShowcaseZh : ShowcaseEn),
    blank: layoutProps(pageData(lang, 'blank', `${p}/showcase`, zh ? '案例展示' : 'Showcase', { frontmatter: { pageType: 'blank' } }), zh ? ShowcaseZh : ShowcaseEn),
  };
}

const noop = () => {};

/**
 * The provider a real page gets from `App`: the sample site, the page's language and route, and a fake search
 * source with a few English or Chinese hits (try 'build' / '构建' in the search modal).
 */
export function SamplePageProvider({ lang, page, site = layoutSite, children }: { lang: SampleLang; page: LayoutProps; site?: ClientSiteData; children: ReactNode }) {
  const searchSource = useMemo(() => createFakeSource(lang === 'zh' ? chineseHits : englishHits), [lang]);
  return (
    <ThemeProvider site={site} lang={lang} pathname={page.page.routePath} navigate={noop} searchSource={searchSource}>
      {children}
    </ThemeProvider>
  );
}
