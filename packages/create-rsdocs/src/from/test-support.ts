import path from 'node:path';

/** The committed Rspress fixture site (read-only: tests copy it before converting). */
export const FIXTURE = path.resolve(__dirname, '../../test/fixtures/rspress-site');

/** A config shaped like Rsbuild's own site: Rspress options passed through a wrapper's `define.doc(…)`. */
export const WRAPPER_CONFIG = `import { pluginClientRedirects } from '@rspress/plugin-client-redirects';
import { pluginSitemap } from '@rspress/plugin-sitemap';
import { pluginOpenGraph } from 'rsbuild-plugin-open-graph';
import { define } from 'stackwrap';
import { overviewPlugin } from './theme/overviewPlugin.ts';
import { statsPlugin } from './theme/statsPlugin';

const siteUrl = 'https://beacon.example.org';
const tagline = 'Signals for your deploys';

define.doc({
  plugins: [
    pluginSitemap({ siteUrl }),
    pluginClientRedirects({
      redirects: [
        { from: '/config/old-name', to: '/config/new-name' },
        ...['v0-1', 'v0-2'].map((v) => ({ from: \`/news/\${v}\`, to: \`/blog/\${v}\` })),
      ],
    }),
  ],
  lang: 'en',
  title: 'Beacon',
  description: \`Beacon: \${tagline}\`,
  logo: { light: 'https://cdn.example.org/beacon-light.png', dark: 'https://cdn.example.org/beacon-dark.png' },
  route: { cleanUrls: true, exclude: ['**/zh/shared/**', '**/en/shared/**'] },
  themeConfig: {
    socialLinks: [{ icon: 'github', mode: 'link', content: 'https://github.com/example/beacon' }],
    editLink: { docRepoBaseUrl: 'https://github.com/example/beacon/tree/main/website/docs' },
    locales: [
      { lang: 'en', label: 'English', description: tagline },
      { lang: 'zh', label: '简体中文', description: '部署的信号灯' },
    ],
  },
  head: [({ routePath }) => \`<meta name="route" content="\${routePath}">\`],
  builderConfig: {
    plugins: [overviewPlugin, statsPlugin({ label: 'beacon' }), pluginOpenGraph({ url: siteUrl })],
    server: { open: true },
  },
});
`;

