// The site the dev-server tests run `rsdocs dev` on (tests/e2e/dev.e2e.test.ts), in a copy outside the repo that
// the tests edit. It has no vite.config: the CLI supplies the plugin. Its theme entry replaces the Layout and the
// Navbar with the theme's own components, the way the theme README shows.
import { defineConfig } from '@rsdocs/theme/vite';

export default defineConfig({
  title: 'Dev Fixture',
  description: 'Site of the dev-server tests',
  icon: '/icon.svg',
  siteUrl: 'https://dev-fixture.example',
  logoText: 'Dev Fixture',
  themeEntry: './theme/index.tsx',
  lastUpdated: false,
  locales: [
    {
      lang: 'en',
      label: 'English',
      nav: [{ text: 'Guide', link: '/guide/start' }],
      sidebar: { '/guide/': [{ text: 'Guide', items: [{ text: 'Start', link: '/guide/start' }, { text: 'Other', link: '/guide/other' }] }] },
    },
    {
      lang: 'zh',
      label: '简体中文',
      nav: [{ text: '指南', link: '/zh/guide/start' }],
      sidebar: { '/guide/': [{ text: '指南', items: [{ text: '开始', link: '/zh/guide/start' }] }] },
    },
  ],
});
