import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { CodeBlock } from './CodeBlock';

/** github-light / github-dark colours, as Shiki's dual-theme output carries them. */
const C = {
  kw: ['#D73A49', '#F97583'],
  str: ['#032F62', '#9ECBFF'],
  fn: ['#6F42C1', '#B392F0'],
  txt: ['#24292E', '#E1E4E8'],
  num: ['#005CC5', '#79B8FF'],
  cmt: ['#6A737D', '#6A737D'],
} as const;
type Kind = keyof typeof C;

const tok = (kind: Kind, text: string, key: number) => (
  <span key={key} style={{ '--shiki-light': C[kind][0], '--shiki-dark': C[kind][1] } as CSSProperties}>
    {text}
  </span>
);

/** Hand-written stand-in for Shiki's HTML: one `.line` span per line, newline text nodes between them. */
function ShikiPre({ lines, highlighted = [] }: { lines: Array<Array<[Kind, string]>>; highlighted?: number[] }) {
  const out: ReactNode[] = [];
  lines.forEach((tokens, i) => {
    out.push(
      <span key={`l${i}`} className={highlighted.includes(i + 1) ? 'line highlighted' : 'line'}>
        {tokens.map(([kind, text], j) => tok(kind, text, j))}
      </span>,
    );
    if (i < lines.length - 1) out.push('\n');
  });
  return (
    <pre
      className="shiki shiki-themes github-light github-dark"
      style={{ '--shiki-light': '#24292e', '--shiki-dark': '#e1e4e8', '--shiki-light-bg': '#fff', '--shiki-dark-bg': '#24292e' } as CSSProperties}
      tabIndex={0}
    >
      <code>{out}</code>
    </pre>
  );
}

const configLines: Array<Array<[Kind, string]>> = [
  [['kw', 'import'], ['txt', ' { defineConfig } '], ['kw', 'from'], ['str', " '@rslib/core'"], ['txt', ';']],
  [],
  [['kw', 'export default'], ['fn', ' defineConfig'], ['txt', '({']],
  [['txt', '  lib: [']],
  [['txt', '    { format: '], ['str', "'esm'"], ['txt', ', syntax: '], ['str', "'es2021'"], ['txt', ', dts: '], ['num', 'true'], ['txt', ' },']],
  [['txt', '    { format: '], ['str', "'cjs'"], ['txt', ', syntax: '], ['str', "'es2021'"], ['txt', ' },']],
  [['txt', '  ],']],
  [['cmt', '  // Emit files next to the package entry.']],
  [['txt', '  output: { target: '], ['str', "'node'"], ['txt', ' },']],
  [['txt', '});']],
];

const longLines: Array<Array<[Kind, string]>> = [
  [['cmt', '// A single long line scrolls sideways unless wrapping is switched on.']],
  [
    ['kw', 'const'],
    ['txt', ' externals = ['],
    ['str', "'react', 'react-dom', 'react/jsx-runtime', '@rslib/core', '@rsbuild/core', '@rspack/core', 'typescript', 'vitest', 'storybook', 'lightningcss'"],
    ['txt', '];'],
  ],
];

const meta = {
  title: 'Content/CodeBlock',
  component: CodeBlock,
  args: {
    title: 'rslib.config.ts',
    lang: 'ts',
    children: <ShikiPre lines={configLines} highlighted={[5, 6]} />,
  },
} satisfies Meta<typeof CodeBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** File name, language label and two highlighted lines. */
export const Default: Story = {};

export const WithoutTitle: Story = { args: { title: undefined } };

export const LongLine: Story = {
  args: { title: 'externals.ts', children: <ShikiPre lines={longLines} highlighted={[2]} /> },
};

export const Wrapped: Story = { args: { ...LongLine.args, wrap: true } };

export const Chinese: Story = { globals: { locale: 'zh' } };
