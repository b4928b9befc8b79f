import type { Meta, StoryObj } from '@storybook/react-vite';
import { EditLink } from './EditLink';

const meta = {
  title: 'Docs/EditLink',
  component: EditLink,
  args: { relativePath: '/en/guide/start/quick-start.mdx' },
} satisfies Meta<typeof EditLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The URL comes from the site's `editLink.docRepoBaseUrl` plus the page's source path. */
export const Default: Story = {};
export const Chinese: Story = { args: { relativePath: '/zh/guide/start/quick-start.mdx' }, globals: { locale: 'zh' } };
export const ExplicitHref: Story = { args: { relativePath: undefined, href: 'https://github.com/web-infra-dev/rslib/edit/main/README.md' } };
