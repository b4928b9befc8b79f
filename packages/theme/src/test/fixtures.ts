import type { ClientSiteData } from '../runtime/types';
import type { SidebarItem, ToolLink } from '../config/types';
import type { TocItem } from '../runtime/types';

/** Sample data shared by stories and tests: a small bilingual site shaped like the Rslib docs. */
export const storyToolStack: ToolLink[] = [
  { name: 'Rspack', desc: '基于 Rust 的打包工具', descEn: 'Rust-based web bundler', logo: '/logos/rspack.svg', url: 'https://rspack.dev' },
  { name: 'Rsbuild', desc: '开箱即用的构建工具', descEn: 'Out-of-the-box build tool', logo: '/logos/rsbuild.svg', url: 'https://rsbuild.dev' },
  { name: 'Rspress', desc: '静态站点生成器', descEn: 'Static site generator', logo: '/logos/rspress.svg', logoScale: 1.1, url: 'https://rspress.dev' },
  { name: 'Rslib', desc: '库构建工具', descEn: 'Library build tool', logo: '/logos/rslib.svg', url: 'https://github.com/web-infra-dev/rslib' },
  { name: 'Rsdoctor', desc: '一站式构建分析工具', descEn: 'Build analyzer for Rspack', logo: '/logos/rsdoctor.svg', logoScale: 0.95, url: 'https://rsdoctor.dev' },
  { name: 'Awesome Rspack', desc: 'Rspack 生态精选列表', descEn: 'Rspack awesome things list', logo: '/logos/awesome.svg', url: 'https://github.com/web-infra-dev/awesome-rspack' },
];

export const storySite: ClientSiteData = {
  title: 'Rslib',
  description: 'The Rsbuild-based library build tool',
  base: '/',
  lang: 'en',
  logoText: 'Rslib',
  locales: [
    {
      lang: 'en',
      label: 'English',
      title: 'Rslib',
      description: 'The Rsbuild-based library build tool',
      prefix: '',
      messages: {},
      nav: [
        { text: 'Guide', link: '/guide/start/', activeMatch: '/guide/' },
        { text: 'Config', link: '/config/', activeMatch: '/config/' },
        { text: 'API', link: '/api/javascript-api/core', activeMatch: '/api/' },
        { text: 'Blog', link: '/blog/', activeMatch: '/blog/' },
      ],
    },
    {
      lang: 'zh',
      label: '简体中文',
      title: 'Rslib',
      description: '基于 Rsbuild 的库构建工具',
      prefix: '/zh',
      messages: {},
      nav: [
        { text: '指南', link: '/zh/guide/start/', activeMatch: '/guide/' },
        { text: '配置', link: '/zh/config/', activeMatch: '/config/' },
        { text: 'API', link: '/zh/api/javascript-api/core', activeMatch: '/api/' },
        { text: '博客', link: '/zh/blog/', activeMatch: '/blog/' },
      ],
    },
  ],
  socialLinks: [
    { icon: 'github', link: 'https://github.com/web-infra-dev/rslib' },
    { icon: 'x', link: 'https://twitter.com/rspack_dev' },
    { icon: 'discord', link: 'https://discord.gg/XsaKEEk4mW' },
  ],
  toolStack: storyToolStack,
  editLink: { docRepoBaseUrl: 'https://github.com/web-infra-dev/rslib/tree/main/website/docs' },
  lastUpdated: true,
  search: { mode: 'local' },
  versions: [],
  defaultVersion: '',
  hideNavbarOnScroll: false,
  localeRedirect: 'never',
};

/** The story site with three versions, 2.x the default (no path prefix). */
export const versionedSite: ClientSiteData = { ...storySite, versions: ['1.x', '2.x', '3.x'], defaultVersion: '2.x' };

export const storySidebar: SidebarItem[] = [
  {
    text: 'Getting Started',
    items: [
      { text: 'Introduction', link: '/guide/start/' },
      { text: 'Quick Start', link: '/guide/start/quick-start' },
      { text: 'Features', link: '/guide/start/features', tag: 'new' },
    ],
  },
  { type: 'divider' },
  {
    text: 'Basic',
    collapsed: true,
    items: [
      { text: 'CLI', link: '/guide/basic/cli' },
      { text: 'Configure Rslib', link: '/guide/basic/configure-rslib' },
      { type: 'divider', dashed: true },
      { text: 'Output Files', link: '/guide/basic/output-files' },
    ],
  },
  { type: 'section-header', text: 'More' },
  { text: 'FAQ', link: '/guide/faq/general' },
];

export const storyToc: TocItem[] = [
  { id: 'what-is-rslib', text: 'What is Rslib', depth: 2, charIndex: 0 },
  { id: 'features', text: 'Features', depth: 2, charIndex: 120 },
  { id: 'easy-to-configure', text: 'Easy to configure', depth: 3, charIndex: 200 },
  { id: 'performance', text: 'Performance oriented', depth: 3, charIndex: 320 },
  { id: 'ecosystem', text: 'Ecosystem', depth: 2, charIndex: 480 },
];
