// From the build-side entry: Vite loads it anyway, while the main entry would load every component in Node.
import { defineConfig, feedPlugin, type SidebarItem } from '@rsdocs/theme/vite';

// Rslib's documentation site: data only. Texts of nav, sidebars and cards are content labels, per language.

const page = (text: string, link: string): SidebarItem => ({ text, link });

function guideSidebar(lang: 'en' | 'zh'): SidebarItem[] {
  const p = lang === 'zh' ? '/zh/guide' : '/guide';
  const zh = lang === 'zh';
  const groups: SidebarItem[] = [
    {
      text: zh ? '开始' : 'Getting Started',
      items: [
        page(zh ? '介绍' : 'Introduction', `${p}/start/`),
        page(zh ? '快速上手' : 'Quick Start', `${p}/start/quick-start`),
        page(zh ? '功能导航' : 'Features', `${p}/start/features`),
        page(zh ? '术语表' : 'Glossary', `${p}/start/glossary`),
        page(zh ? 'npm 包' : 'Packages', `${p}/start/npm-packages`),
        page('AI', `${p}/start/ai`),
      ],
    },
    {
      text: zh ? '基础' : 'Basic',
      items: [
        page(zh ? '命令行工具' : 'CLI', `${p}/basic/cli`),
        page(zh ? '配置 Rslib' : 'Configure Rslib', `${p}/basic/configure-rslib`),
        page(zh ? '配置 Rsbuild / Rspack' : 'Configure Rsbuild / Rspack', `${p}/basic/configure-rsbuild-rspack`),
        page(zh ? '使用 Typescript' : 'Use Typescript', `${p}/basic/typescript-usage`),
        page(zh ? '构建产物目录' : 'Output Files', `${p}/basic/output-files`),
        page(zh ? '构建模式选择' : 'Select Bundle Mode', `${p}/basic/bundle-mode`),
        page(zh ? '升级 Rslib' : 'Upgrade Rslib', `${p}/basic/upgrade-rslib`),
        page(zh ? 'CJS 与 ESM' : 'CJS and ESM', `${p}/basic/cjs-esm`),
        page('UMD', `${p}/basic/umd`),
      ],
    },
    {
      text: zh ? '进阶' : 'Advanced',
      items: [
        page(zh ? '编写 package.json' : 'Write package.json', `${p}/advanced/package-json`),
        page(zh ? '模板与预设' : 'Templates', `${p}/advanced/templates`),
        page(zh ? '三方依赖处理' : 'Handle Third-party Dependencies', `${p}/advanced/third-party-deps`),
        page(zh ? '目标环境与兼容性' : 'Target and Polyfill', `${p}/advanced/polyfill`),
        page(zh ? '环境变量' : 'Environment Variables', `${p}/advanced/env-vars`),
        page(zh ? '样式处理' : 'CSS', `${p}/advanced/css`),
        page(zh ? '静态资源处理' : 'Assets', `${p}/advanced/assets`),
        page('SVGR', `${p}/advanced/svgr-files`),
        page('JSON', `${p}/advanced/json-files`),
        page('Wasm', `${p}/advanced/wasm`),
        page('Web Workers', `${p}/advanced/web-workers`),
        page(zh ? '类型生成' : 'Declaration files', `${p}/advanced/dts`),
        page('Module Federation', `${p}/advanced/module-federation`),
        page(zh ? '开发模块文档' : 'Module Doc', `${p}/advanced/module-doc`),
        // The original Chinese sidebar leaves Node Polyfill out; the page still exists in both languages.
        ...(zh ? [] : [page('Node Polyfill', `${p}/advanced/node-polyfill`)]),
        page(zh ? '使用 Storybook' : 'Use Storybook', `${p}/advanced/storybook`),
        page(zh ? '使用 Rstest' : 'Use Rstest', `${p}/advanced/rstest`),
        page(zh ? 'Monorepo 开发' : 'Monorepo', `${p}/advanced/monorepo`),
      ],
    },
    {
      text: zh ? '迁移' : 'Migration',
      items: [
        page('Modern.js Module', `${p}/migration/modernjs-module`),
        page('tsup', `${p}/migration/tsup`),
        page('tsc', `${p}/migration/tsc`),
        page('rollup', `${p}/migration/rollup`),
        page('esbuild', `${p}/migration/esbuild`),
      ],
    },
    {
      text: zh ? '调试' : 'Debug',
      items: [
        page(zh ? '开启调试模式' : 'Debug Mode', `${p}/debug/debug-mode`),
        page(zh ? '构建性能分析' : 'Build Profiling', `${p}/debug/build-profiling`),
        page(zh ? '使用 Rsdoctor' : 'Use Rsdoctor', `${p}/debug/rsdoctor`),
      ],
    },
    {
      text: zh ? '常见问题' : 'FAQ',
      items: [
        page(zh ? '通用类问题' : 'General FAQ', `${p}/faq/general`),
        page(zh ? '功能类问题' : 'Features FAQ', `${p}/faq/features`),
        page(zh ? '异常类问题' : 'Exceptions FAQ', `${p}/faq/exceptions`),
      ],
    },
  ];
  // Solutions for languages and frameworks, in both languages (Rslib's own sidebar calls the group Solution / 解决方案).
  groups.splice(1, 0, {
    text: zh ? '解决方案' : 'Solutions',
    items: [
      page(zh ? '解决方案总览' : 'Solutions Overview', `${p}/solution/`),
      page('TypeScript', `${p}/framework/typescript`),
      page('React', `${p}/framework/react`),
      page('Vue', `${p}/framework/vue`),
      page('Node.js', `${p}/framework/nodejs`),
      page('Solid', `${p}/framework/solid`),
      page('Svelte', `${p}/framework/svelte`),
    ],
  });
  return groups;
}

const LIB_OPTIONS = ['bundle', 'format', 'auto-extension', 'auto-external', 'redirect', 'syntax', 'external-helpers', 'banner', 'footer', 'dts', 'shims', 'umd-name', 'id', 'out-base', 'wasm', 'experiments'];
const camel = (slug: string) => slug.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

function configSidebar(lang: 'en' | 'zh'): SidebarItem[] {
  const p = lang === 'zh' ? '/zh/config' : '/config';
  return [
    page(lang === 'zh' ? '配置总览' : 'Config Overview', `${p}/`),
    { text: 'Lib', link: `${p}/lib`, items: LIB_OPTIONS.map((o) => page(`lib.${camel(o)}`, `${p}/lib/${o}`)) },
    {
      text: lang === 'zh' ? 'Rsbuild 配置' : 'Rsbuild Config',
      link: `${p}/rsbuild`,
      items: [page('logLevel', `${p}/rsbuild/log-level`), ...['plugins', 'source', 'resolve', 'output', 'tools', 'performance'].map((o) => page(o, `${p}/rsbuild/${o}`))],
    },
  ];
}

function apiSidebar(lang: 'en' | 'zh'): SidebarItem[] {
  const p = lang === 'zh' ? '/zh/api' : '/api';
  return [
    page(lang === 'zh' ? 'API 总览' : 'API Overview', `${p}/start/`),
    { text: 'JavaScript API', items: [page('Rslib Core', `${p}/javascript-api/core`), page('Rslib Types', `${p}/javascript-api/types`)] },
  ];
}

/**
 * Pages of rslib.rs (Rslib v1.0.0-rc.0) that live under another route here: each old address keeps reaching its
 * page, in both languages (a redirect page per route and a `_redirects` entry, see the `redirects` option).
 */
export const MOVED_PAGES: Record<string, string> = {
  '/guide/solution/nodejs': '/guide/framework/nodejs',
  '/guide/solution/react': '/guide/framework/react',
  '/guide/solution/vue': '/guide/framework/vue',
  '/guide/solution/svelte': '/guide/framework/svelte',
  '/guide/solution/solid': '/guide/framework/solid',
  '/guide/basic/typescript': '/guide/basic/typescript-usage',
  '/guide/basic/output-format': '/guide/basic/cjs-esm',
  '/guide/basic/output-structure': '/guide/basic/bundle-mode',
  '/guide/advanced/output-compatibility': '/guide/advanced/polyfill',
  '/guide/advanced/static-assets': '/guide/advanced/assets',
  '/guide/advanced/rspress': '/guide/advanced/module-doc',
  '/guide/advanced/rsdoctor': '/guide/debug/rsdoctor',
  '/guide/upgrade/upgrade-rslib': '/guide/basic/upgrade-rslib',
  '/guide/upgrade/v0-to-v1': '/guide/basic/upgrade-rslib#v0-to-v1',
  '/api/javascript-api/instance': '/api/javascript-api/core#instance',
};
const redirects = Object.fromEntries(Object.entries(MOVED_PAGES).flatMap(([from, to]) => [[from, to], [`/zh${from}`, `/zh${to}`]]));

const sidebars = (lang: 'en' | 'zh') => ({
  '/guide/': guideSidebar(lang),
  '/config/': configSidebar(lang),
  '/api/': apiSidebar(lang),
  // No '/blog/' sidebar: the blog index lists the posts itself, and a sidebar holding one link helps no one.
});

export default defineConfig({
  title: 'Rslib',
  description: 'The Rsbuild-based library build tool',
  root: 'docs',
  lang: 'en',
  icon: '/rslib-logo.svg',
  logo: '/rslib-logo.svg',
  logoText: 'Rslib',
  siteUrl: 'https://rslib.rs',
  themeEntry: './theme/index.ts',
  // RSS and Atom feeds of the blog (posts: pages under /blog/ with `date: YYYY-MM-DD`), linked from its pages.
  // A strict Content-Security-Policy on every page: inline head script and styles allowed by their hashes only.
  csp: true,
  plugins: [feedPlugin({ title: { en: 'Rslib Blog', zh: 'Rslib 博客' }, copyright: '© 2024-present ByteDance Inc.' })],
  locales: [
    {
      lang: 'en',
      label: 'English',
      title: 'Rslib',
      description: 'The Rsbuild-based library build tool',
      nav: [
        { text: 'Guide', link: '/guide/start/', activeMatch: '/guide/' },
        { text: 'Config', link: '/config/', activeMatch: '/config/' },
        { text: 'API', link: '/api/javascript-api/core', activeMatch: '/api/' },
        { text: 'Blog', link: '/blog/', activeMatch: '/blog/' },
      ],
      sidebar: sidebars('en'),
    },
    {
      lang: 'zh',
      label: '简体中文',
      title: 'Rslib',
      description: '基于 Rsbuild 的库构建工具',
      nav: [
        { text: '指南', link: '/zh/guide/start/', activeMatch: '/guide/' },
        { text: '配置', link: '/zh/config/', activeMatch: '/config/' },
        { text: 'API', link: '/zh/api/javascript-api/core', activeMatch: '/api/' },
        { text: '博客', link: '/zh/blog/', activeMatch: '/blog/' },
      ],
      sidebar: sidebars('zh'),
      messages: {
        'outline.title': '目录',
        'page.prev': '上一页',
        'page.next': '下一页',
        'search.placeholder': '搜索文档',
        'search.noResults': '无法找到相关搜索结果',
        'search.suggestion': '请使用不同的关键字重试',
        'page.editLink': '在 GitHub 上编辑此页',
      },
    },
  ],
  socialLinks: [
    { icon: 'github', link: 'https://github.com/web-infra-dev/rslib' },
    { icon: 'x', link: 'https://twitter.com/rspack_dev' },
    { icon: 'discord', link: 'https://discord.gg/XsaKEEk4mW' },
  ],
  search: {
    // Offered by the empty search dialog, after the visitor's recent searches.
    suggestions: {
      en: ['dts', 'bundleless', 'format', 'Module Federation', 'externals', 'umd'],
      zh: ['类型声明', 'bundleless', '产物格式', 'Module Federation', '外部依赖', 'umd'],
    },
  },
  editLink: { docRepoBaseUrl: 'https://github.com/web-infra-dev/rslib/tree/main/website/docs' },
  banner: {
    href: '/',
    message: {
      en: '🚧 The Rslib docs are still being written. A stable release is on its way!',
      zh: '🚧 Rslib 中文文档仍在完善中，部分内容可先参阅英文文档',
    },
    localStorageKey: 'rslib-announcement-closed',
    display: 'home',
  },
  footer: {
    message: {
      en: 'Rslib is free and open source software released under the MIT license.\n© 2024-present ByteDance Inc.',
      zh: 'Rslib 是基于 MIT 许可证发布的免费开源软件。\n© 2024-present ByteDance Inc.',
    },
  },
  toolStack: [
    { name: 'Rspack', desc: '基于 Rust 的打包工具', descEn: 'Rust-based web bundler', logo: '/logos/rspack.svg', url: 'https://rspack.dev' },
    { name: 'Rsbuild', desc: '开箱即用的构建工具', descEn: 'Out-of-the-box build tool', logo: '/logos/rsbuild.svg', url: 'https://rsbuild.dev' },
    { name: 'Rspress', desc: '静态站点生成器', descEn: 'Static site generator', logo: '/logos/rspress.svg', url: 'https://rspress.dev' },
    { name: 'Rslib', desc: '库构建工具', descEn: 'Library build tool', logo: '/logos/rslib.svg', url: 'https://github.com/web-infra-dev/rslib' },
    { name: 'Rsdoctor', desc: '一站式构建分析工具', descEn: 'Build analyzer for Rspack', logo: '/logos/rsdoctor.svg', url: 'https://rsdoctor.dev' },
    { name: 'Awesome Rspack', desc: 'Rspack 生态精选列表', descEn: 'Rspack awesome things list', logo: '/logos/awesome-rspack.svg', url: 'https://github.com/web-infra-dev/awesome-rspack' },
  ],
  redirects,
});
