import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { CodeBlock } from './CodeBlock';

/** Prism token types, as the build's highlighter emits them (`token keyword`); 'txt' is plain text. */
const TOKEN = { kw: 'keyword', str: 'string', fn: 'function', num: 'boolean', cmt: 'comment', txt: '' } as const;
type Kind = keyof typeof TOKEN;

const tok = (kind: Kind, text: string, key: number) =>
  TOKEN[kind] ? (
    <span key={key} className={`token ${TOKEN[kind]}`}>
      {text}
    </span>
  ) : (
    text
  );

/** Hand-written stand-in for the highlighter's HTML: one `.line` span per line, newline text nodes between them. */
function HighlightedPre({ lines, highlighted = [] }: { lines: Array<Array<[Kind, string]>>; highlighted?: number[] }) {
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
    <pre className="rsd-highlight language-ts" tabIndex={0}>
      <code className="language-ts">{out}</code>
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
    children: <HighlightedPre lines={configLines} highlighted={[5, 6]} />,
  },
} satisfies Meta<typeof CodeBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** File name, language label and two highlighted lines. */
export const Default: Story = {};

export const WithoutTitle: Story = { args: { title: undefined } };

export const LongLine: Story = {
  args: { title: 'externals.ts', children: <HighlightedPre lines={longLines} highlighted={[2]} /> },
};

export const Wrapped: Story = { args: { ...LongLine.args, wrap: true } };

export const Chinese: Story = { globals: { locale: 'zh' } };

/** The markup as the build hands it over for a Markdown code fence: one HTML string in `html`, no children. */
export const FromMarkdown: Story = {
  args: {
    title: 'package.json',
    lang: 'json',
    children: undefined,
    html:
      '<pre class="rsd-highlight language-json" tabindex="0"><code class="language-json">' +
      '<span class="line"><span class="token punctuation">{</span></span>\n' +
      '<span class="line highlighted">  <span class="token property">"type"</span><span class="token operator">:</span> <span class="token string">"module"</span><span class="token punctuation">,</span></span>\n' +
      '<span class="line">  <span class="token property">"exports"</span><span class="token operator">:</span> <span class="token string">"./dist/index.js"</span></span>\n' +
      '<span class="line"><span class="token punctuation">}</span></span></code></pre>',
  },
};

/** The build's markup for Shiki's notations (`// [!code ++]` and the rest): marked lines, gutter signs, focus. */
const notationsHtml =
  '<pre class="rsd-highlight language-ts rsd-highlight--focus rsd-highlight--signs" tabindex="0"><code class="language-ts">' +
  '<span class="line line--focus"><span class="token keyword">import</span> { pluginReact } <span class="token keyword">from</span> <span class="token string">\'@rsbuild/plugin-react\'</span>;</span>\n' +
  '<span class="line line--remove"><span class="token keyword">const</span> plugins <span class="token operator">=</span> [];</span>\n' +
  '<span class="line line--add line--focus"><span class="token keyword">const</span> plugins <span class="token operator">=</span> [<span class="token function">pluginReact</span>()];</span>\n' +
  '<span class="line highlighted">export <span class="token keyword">default</span> { plugins };</span>\n' +
  '<span class="line line--error">plugins<span class="token punctuation">.</span><span class="token function">push</span>(<span class="token number">1</span>);</span>\n' +
  '<span class="line line--warning"><span class="token keyword">let</span> later;</span></code></pre>';

export const Notations: Story = { args: { title: 'rsbuild.config.ts', lang: 'ts', children: undefined, html: notationsHtml } };
export const NotationsDark: Story = { ...Notations, globals: { appearance: 'dark' } };

/** `lineNumbers` in the fence's meta: numbers in a gutter, left out of the copy. */
export const LineNumbers: Story = {
  args: {
    lang: 'ts',
    children: undefined,
    html:
      '<pre class="rsd-highlight language-ts rsd-highlight--numbered rsd-highlight--signs" tabindex="0"><code class="language-ts">' +
      '<span class="line"><span class="token keyword">const</span> a <span class="token operator">=</span> <span class="token number">1</span>;</span>\n' +
      '<span class="line line--add"><span class="token keyword">const</span> b <span class="token operator">=</span> <span class="token number">2</span>;</span></code></pre>',
  },
};
