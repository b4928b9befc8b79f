import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import '../packages/theme/src/styles/index.css';
import { ThemeProvider } from '../packages/theme/src/provider/ThemeProvider';
import { storySite } from '../packages/theme/src/test/fixtures';

/** Wraps every story in the theme provider and applies the toolbar's appearance and language. */
const withTheme: Decorator = (Story, context) => {
  const appearance = context.globals.appearance as 'light' | 'dark';
  const lang = context.globals.locale as 'en' | 'zh';
  useEffect(() => {
    document.documentElement.classList.toggle('dark', appearance === 'dark');
    document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  }, [appearance, lang]);
  const pathname = (context.parameters.pathname as string | undefined) ?? (lang === 'zh' ? '/zh/guide/start/' : '/guide/start/');
  return (
    <ThemeProvider site={storySite} lang={lang} pathname={pathname} navigate={() => {}}>
      <Story />
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    appearance: {
      description: 'Light or dark appearance',
      toolbar: { title: 'Appearance', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
    locale: {
      description: 'Language of the UI strings',
      toolbar: { title: 'Language', icon: 'globe', items: [{ value: 'en', title: 'English' }, { value: 'zh', title: '简体中文' }], dynamicTitle: true },
    },
  },
  initialGlobals: { appearance: 'light', locale: 'en' },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile 375', styles: { width: '375px', height: '740px' } },
        desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' } },
      },
    },
  },
};
export default preview;
