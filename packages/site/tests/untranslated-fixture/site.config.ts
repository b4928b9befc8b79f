// Types only: importing the theme's browser entry here would load React into the test process.
import type { SiteConfig } from '@rsdocs/theme';

// A small two-language site whose Chinese lags behind its English, for the end-to-end test of untranslated pages
// (untranslated.e2e.test.ts): the pruning page exists in English only, and the Chinese site gets it all the same.
// No language lists a nav or a sidebar in the config: both are read from the files.
export const untranslatedConfig: SiteConfig = {
  title: 'Garden notes',
  description: 'Fixture site with a page not yet translated',
  root: 'docs',
  icon: '/favicon.svg',
  lang: 'en',
  siteUrl: 'https://garden.example',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  lastUpdated: false,
};

export default untranslatedConfig;
