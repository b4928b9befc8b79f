import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { ThemeProvider } from '../../provider/ThemeProvider';
import { storySite } from '../../test/fixtures';
import { LanguageSwitch } from './LanguageSwitch';

const threeLanguages: Decorator = (Story, context) => {
  const lang = context.globals.locale === 'zh' ? 'zh' : 'en';
  const site = {
    ...storySite,
    locales: [...storySite.locales, { lang: 'ja', label: '日本語', title: 'Rslib', description: '', nav: [], messages: {}, prefix: '/ja' }],
  };
  return (
    <ThemeProvider site={site} lang={lang} pathname={lang === 'zh' ? '/zh/guide/start/' : '/guide/start/'} navigate={() => {}}>
      <Story />
    </ThemeProvider>
  );
};

/** The twelve languages the theme ships UI strings for, each named in itself. */
export const twelveLocales = ['en', 'zh', 'zh-TW', 'ja', 'ko', 'es', 'fr', 'de', 'pt-BR', 'ru', 'ar', 'he'].map((lang) => ({
  lang,
  label: new Intl.DisplayNames([lang === 'zh' ? 'zh-CN' : lang], { type: 'language' }).of(lang === 'zh' ? 'zh-CN' : lang) ?? lang,
  title: 'Rslib',
  description: '',
  nav: [],
  messages: {},
  prefix: lang === 'en' ? '' : `/${lang}`,
}));

const twelveLanguages: Decorator = (Story) => (
  <ThemeProvider site={{ ...storySite, locales: twelveLocales }} lang="en" pathname="/guide/start/" navigate={() => {}}>
    <Story />
  </ThemeProvider>
);

const meta = {
  title: 'Navigation/LanguageSwitch',
  component: LanguageSwitch,
} satisfies Meta<typeof LanguageSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two languages: one link to the same page in the other language. */
export const Default: Story = {};
export const WithLabel: Story = { args: { showLabel: true }, globals: { locale: 'zh' } };
/** Every language as a link, as in the mobile menu. */
export const List: Story = { args: { variant: 'list' } };
/** More than two languages: a popover, loaded on first hover, focus or click. */
export const ThreeLanguages: Story = { decorators: [threeLanguages] };
/** Twelve languages, the menu opened: the list scrolls within the popover when the screen is short. */
export const TwelveLanguages: Story = { decorators: [twelveLanguages] };
