// Types only: importing the theme's browser entry here would load React into the test process.
import type { SiteConfig } from '@rsdocs/theme';

// A small versioned site for the end-to-end tests of versioned docs (the version menu, search and the 404 page per
// version) and of navigation read from the files: no language lists a nav or a sidebar, each version's folders have
// their _nav.json and _meta.json.
export const versionsConfig: SiteConfig = {
  title: 'Tool keeping',
  description: 'Versioned fixture site',
  root: 'docs',
  icon: '/favicon.svg',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  multiVersion: { default: 'v2', versions: ['v1', 'v2'] },
  lastUpdated: false,
  llms: false,
};

// The CLI (`rsdocs dev`, dev-navigation.e2e.test.ts) reads the default export.
export default versionsConfig;
