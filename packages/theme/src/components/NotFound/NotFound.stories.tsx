import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFound } from './NotFound';

const meta = {
  title: 'Docs/NotFound',
  component: NotFound,
  // The search box shows when the page can open search; here it only logs.
  args: { onSearch: () => console.info('open search') },
  parameters: { pathname: '/guide/missing-page' },
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Code, title, a search box, the top sections (the language's nav) and the way home. */
export const Default: Story = {};
/** Without search (a site with search off): no search box. */
export const WithoutSearch: Story = { args: { onSearch: undefined } };
/** A missing Chinese page leads back to /zh/. */
export const Chinese: Story = { globals: { locale: 'zh' }, parameters: { pathname: '/zh/guide/missing-page' } };
