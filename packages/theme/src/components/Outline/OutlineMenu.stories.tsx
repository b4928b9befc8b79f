import type { Meta, StoryObj } from '@storybook/react-vite';
import type { TocItem } from '../../runtime/types';
import { storyToc } from '../../test/fixtures';
import { OutlineMenu } from './OutlineMenu';

const zhToc: TocItem[] = [
  { id: 'createrslib', text: 'createRslib', depth: 2, charIndex: 0 },
  { id: 'rslib-实例', text: 'Rslib 实例', depth: 2, charIndex: 100 },
  { id: 'rslibstartmfdevserver', text: 'rslib.startMFDevServer', depth: 3, charIndex: 180 },
  { id: 'loadconfig', text: 'loadConfig', depth: 2, charIndex: 260 },
];

const meta = {
  title: 'Docs/OutlineMenu',
  component: OutlineMenu,
  globals: { viewport: { value: 'mobile' } },
  args: { toc: storyToc },
  // Shown as it sits in the doc layout: in the sticky local bar under the navbar, the panel dropping under it.
  render: (args) => (
    <div className="rsd-doc-layout__localnav" style={{ display: 'flex', position: 'relative', margin: 0, top: 0, justifyContent: 'flex-end' }}>
      <OutlineMenu {...args} />
    </div>
  ),
  parameters: { docs: { story: { inline: false, height: '420px' } } },
} satisfies Meta<typeof OutlineMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Open: the outline drops under the bar; picking a heading closes it. */
export const Open: Story = { args: { open: true } };

export const Chinese: Story = { args: { toc: zhToc, open: true }, globals: { locale: 'zh' }, parameters: { pathname: '/zh/api/javascript-api/core' } };
