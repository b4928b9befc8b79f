import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import type { TocItem } from '../../runtime/types';
import { storyToc } from '../../test/fixtures';
import { Outline } from './Outline';

const zhToc: TocItem[] = [
  { id: '什么是-rslib', text: '什么是 Rslib', depth: 2, charIndex: 0 },
  { id: '特性', text: '特性', depth: 2, charIndex: 100 },
  { id: '易于配置', text: '易于配置', depth: 3, charIndex: 180 },
  { id: '性能优先', text: '性能优先', depth: 3, charIndex: 260 },
  { id: '生态', text: '生态', depth: 2, charIndex: 400 },
];

const longToc: TocItem[] = [
  { id: 'intro', text: 'Introduction', depth: 2, charIndex: 0 },
  ...Array.from({ length: 14 }, (_, i): TocItem => ({
    id: `option-${i}`,
    text: i % 3 === 0 ? `output.distPath.someVeryLongOptionNameThatDoesNotBreak${i}` : `Option number ${i} with a heading that wraps onto two lines`,
    depth: i % 2 ? 3 : 2,
    charIndex: 100 * (i + 1),
  })),
];

/** A tall stand-in article beside the outline, so the scroll-spy has headings to follow. */
function DemoPage({ toc, children }: { toc: TocItem[]; children: ReactNode }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) min(var(--rsd-outline-width), 40%)', gap: 24 }}>
      <article style={{ overflowWrap: 'anywhere' }}>
        {toc.map((item) => {
          const Heading = item.depth === 2 ? 'h2' : 'h3';
          return (
            <section key={item.id} style={{ minHeight: 420 }}>
              <Heading id={item.id}>{item.text}</Heading>
              <p>Scroll the page: the outline follows the heading you are reading.</p>
            </section>
          );
        })}
      </article>
      <aside style={{ position: 'sticky', top: 0, alignSelf: 'start', maxHeight: '100vh' }}>{children}</aside>
    </div>
  );
}

const meta = {
  title: 'Docs/Outline',
  component: Outline,
  args: { toc: storyToc },
  render: (args) => (
    <DemoPage toc={args.toc}>
      <Outline {...args} />
    </DemoPage>
  ),
} satisfies Meta<typeof Outline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Chinese: Story = {
  args: { toc: zhToc },
  globals: { locale: 'zh' },
  parameters: { pathname: '/zh/guide/start/' },
};

/** Many entries and long unbroken names: the outline scrolls inside its column. */
export const Long: Story = { args: { toc: longToc } };

/** A page without headings: nothing is rendered. */
export const Empty: Story = { args: { toc: [] } };
