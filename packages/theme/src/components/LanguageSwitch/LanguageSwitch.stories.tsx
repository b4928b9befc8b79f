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
