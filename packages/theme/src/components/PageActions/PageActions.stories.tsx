import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageActions } from './PageActions';

const services = [
  { name: 'ChatGPT', url: 'https://chatgpt.com/?q={prompt}' },
  { name: 'Claude', url: 'https://claude.ai/new?q={prompt}' },
];

/** Stories copy nothing: the copy resolves after a moment, as a fetch and the clipboard would. */
const copied = () => new Promise<boolean>((resolve) => setTimeout(resolve, 300, true));
const refused = () => new Promise<boolean>((resolve) => setTimeout(resolve, 300, false));

const meta = {
  title: 'Docs/PageActions',
  component: PageActions,
  args: { markdownHref: '/config/lib/dts.md', services: [], copy: copied },
  // As it sits in a doc page: floated at the end of the title's line.
  render: (args) => (
    <div className="rsd-doc" style={{ minHeight: 260 }}>
      <PageActions {...args} />
      <h1>lib.dts</h1>
      <p>Generate TypeScript declaration files for a library output, per source file or bundled.</p>
    </div>
  ),
} satisfies Meta<typeof PageActions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default: "Copy page", and "View as Markdown" under the arrow (no chat services unless the site lists some). */
export const Default: Story = {};

/** A site that lists chat services in `pageActions.openIn`. */
export const WithServices: Story = { args: { services } };

/** The clipboard refused (or the Markdown could not be fetched): the button says so; the Markdown stays a link. */
export const CopyRefused: Story = { args: { copy: refused } };

export const Chinese: Story = { args: { markdownHref: '/zh/config/lib/dts.md', services }, globals: { locale: 'zh' }, parameters: { pathname: '/zh/config/lib/dts' } };
