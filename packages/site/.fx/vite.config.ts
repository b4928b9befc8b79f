import { rsdocs } from '@rsdocs/theme/vite';
import { defineConfig } from 'vite';
export default defineConfig({
  plugins: [rsdocs({
    title: 'Fx', root: 'docs', siteUrl: 'https://example.com',
    locales: [
      { lang: 'en', label: 'English', nav: [{ text: 'Guide', link: '/guide/a' }], sidebar: { '/guide/': [{ text: 'G', items: [{ text: 'A', link: '/guide/a' }, { text: 'B', link: '/guide/b' }] }] } },
      { lang: 'zh', label: '简体中文', nav: [{ text: '指南', link: '/zh/guide/a' }], sidebar: { '/guide/': [{ text: 'G', items: [{ text: 'A', link: '/zh/guide/a' }] }] } },
    ],
  })],
});
