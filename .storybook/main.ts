import type { StorybookConfig } from '@storybook/react-vite';

// Storybook 10 loads this file as ESM (the root package is "type": "module"); keep it free of require/__dirname.
const config: StorybookConfig = {
  stories: ['../packages/theme/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Logos the shared fixtures point at (/logos/*.svg), copied from the Rslib site so no story requests a missing file.
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // react-docgen (Babel, per file) instead of react-docgen-typescript (a TypeScript program): the props tables of
  // the docs pages lose nothing we use and the build does not pay for type-checking the whole theme.
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    const quiet = new Set(['MODULE_LEVEL_DIRECTIVE', 'PLUGIN_TIMINGS']);
    const build = (viteConfig.build ??= {});
    const rollupOptions = (build.rollupOptions ??= {});
    const previous = rollupOptions.onwarn;
    // Radix ships "use client" directives and Rolldown reports its own plugin timings; neither is actionable here.
    rollupOptions.onwarn = (warning, warn) => {
      if (warning.code && quiet.has(warning.code)) return;
      if (previous) previous(warning, warn);
      else warn(warning);
    };
    build.chunkSizeWarningLimit = 2000;
    return viteConfig;
  },
};
export default config;
