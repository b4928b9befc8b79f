import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { screen } from 'storybook/test';
import { ThemeProvider, useThemeContext } from '../../provider/ThemeProvider';
import { useT } from '../../provider/useT';
import { chineseHits, createFakeSource, englishHits } from './SearchModal.fixtures';
import { openSearch, SearchLauncher } from './SearchLauncher';
import { storyText } from '../../test/story-text';

/** Gives the launcher a search source in the page's language, as `App` does. */
const withSearchSource: Decorator = (Story) => {
  const context = useThemeContext();
  const searchSource = useMemo(() => createFakeSource(context.lang === 'zh' ? chineseHits : englishHits), [context.lang]);
  return (
    <ThemeProvider site={context.site} lang={context.lang} pathname={context.pathname} navigate={context.navigate} searchSource={searchSource}>
      <Story />
    </ThemeProvider>
  );
};

/** Any trigger can open search through `openSearch()`; the shortcuts work anywhere on the page. */
function Trigger() {
  const t = useT();
  return (
    <p style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <button type="button" className="rsd-icon-button" style={{ width: 'auto', padding: '0 12px' }} onClick={openSearch}>
        {t('search.button')}
      </button>
      <span style={{ color: 'var(--rsd-c-text-2)' }}>
        <kbd>Ctrl</kbd> / <kbd>⌘</kbd> + <kbd>K</kbd>
      </span>
    </p>
  );
}

const meta = {
  title: 'Search/SearchLauncher',
  component: SearchLauncher,
  decorators: [withSearchSource],
  render: (args) => (
    <>
      <Trigger />
      <SearchLauncher {...args} />
    </>
  ),
} satisfies Meta<typeof SearchLauncher>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing is loaded until the first use: press Ctrl+K (⌘K) or '/', or click the button. */
export const Closed: Story = {};

/** Opened by the shortcut: the modal's code loads on demand, then shows at once. */
export const OpenedByShortcut: Story = {
  play: async ({ userEvent }) => {
    await userEvent.keyboard('{Control>}k{/Control}');
    await screen.findByRole('combobox', {}, { timeout: 5000 });
  },
};

/** Opened through `openSearch()` with a query typed ('build' / '构建'). */
export const WithQuery: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: storyText(globals, 'search.button') }));
    await userEvent.type(await screen.findByRole('combobox', {}, { timeout: 5000 }), globals.locale === 'zh' ? '构建' : 'build');
    await screen.findAllByRole('option', {}, { timeout: 5000 });
  },
};

export const WithQueryChinese: Story = { ...WithQuery, globals: { locale: 'zh' } };
