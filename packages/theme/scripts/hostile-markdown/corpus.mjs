// The hostile Markdown corpus: pages no author means to write, which a build must either build or refuse with a
// `file:line` message, within a time bound, without crashing. Small cases are committed files (corpus/); big ones
// are generated here at test time, so the repository holds their recipe, not megabytes.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CORPUS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'corpus');

/** About `bytes` of ordinary Markdown: sections of prose, lists, code and a table, repeated. */
function bigPage(bytes) {
  const section = (i) =>
    [
      `## Section ${i}`,
      '',
      `Paragraph ${i} talks about the build, with **strong**, _emphasis_, \`code\` and a [link](#section-${i}). `.repeat(6),
      '',
      '- one item',
      '- another item with `code`',
      '  - a nested item',
      '',
      '```ts',
      `export const value${i} = ${i}; // a line of code in section ${i}`,
      '```',
      '',
      '| a | b |',
      '| --- | --- |',
      `| ${i} | ${i * 2} |`,
      '',
    ].join('\n');
  const parts = ['# A ten-megabyte page', ''];
  let size = 0;
  for (let i = 1; size < bytes; i++) {
    const s = section(i);
    parts.push(s);
    size += Buffer.byteLength(s) + 1;
  }
  return parts.join('\n');
}

/** `depth` lists, each inside the last item of the one before. */
function deepList(depth) {
  const lines = ['# Deep list', ''];
  for (let i = 0; i < depth; i++) lines.push(`${'  '.repeat(i)}- level ${i + 1}`);
  return lines.join('\n') + '\n';
}

/** `depth` block quotes, one inside the other. */
function deepQuote(depth) {
  return `# Deep quote\n\n${'> '.repeat(depth)}the innermost quote\n`;
}

/** `depth` JSX elements, one inside the other, in an MDX page. */
function deepJsx(depth) {
  return `# Deep JSX\n\n${'<div>'.repeat(depth)}inner${'</div>'.repeat(depth)}\n`;
}

/** A table of `rows` rows and `columns` columns. */
function hugeTable(rows, columns) {
  const row = (cell) => `| ${Array.from({ length: columns }, (_, c) => cell(c)).join(' | ')} |`;
  const lines = ['# Huge table', '', row((c) => `h${c}`), row(() => '---')];
  for (let r = 0; r < rows; r++) lines.push(row((c) => `${r}.${c}`));
  return lines.join('\n') + '\n';
}

/** `count` headings of every level from 2 to 6, each with a line of text. */
function manyHeadings(count) {
  const lines = ['# Ten thousand headings', ''];
  for (let i = 0; i < count; i++) lines.push(`${'#'.repeat(2 + (i % 5))} Heading ${i}`, '', `Text under heading ${i}.`, '');
  return lines.join('\n');
}

/**
 * What each committed page should give: `built`, or `refused` with the page's `file:line`; `warns` is a warning the
 * build prints for a page it builds.
 */
const COMMITTED = {
  'invalid-utf8.md': { expected: 'built', warns: /docs\/en\/invalid-utf8\.md:3:13: not valid UTF-8 \(byte 0xFF/ },
  'nul-bytes.md': { expected: 'built' },
  'unclosed-attribute.mdx': { expected: 'refused' },
  'unclosed-fence-and-frontmatter.md': { expected: 'refused' },
  'unclosed-jsx.mdx': { expected: 'refused' },
};

/**
 * Every case: `name`, the page's file name under docs/en/, its bytes and what it should give (`expected`, `warns`).
 * `scale` (default 1) multiplies the sizes of the generated ones, for a longer run on demand.
 */
export function hostileCorpus({ scale = 1 } = {}) {
  const committed = fs
    .readdirSync(CORPUS_DIR)
    .sort()
    .map((file) => ({ name: file, file, bytes: fs.readFileSync(path.join(CORPUS_DIR, file)), ...(COMMITTED[file] ?? { expected: 'built' }) }));
  const generated = [
    { name: '10 MB page', file: 'big.md', bytes: bigPage(10 * 1024 * 1024 * scale), expected: 'built' },
    // Refused past 100 levels (vite/markdown/nesting.ts): the parsers would take minutes.
    { name: '1,000-deep lists', file: 'deep-list.md', bytes: deepList(1000 * scale), expected: 'refused' },
    { name: '1,000-deep block quotes', file: 'deep-quote.md', bytes: deepQuote(1000 * scale), expected: 'built' },
    { name: '1,000-deep JSX', file: 'deep-jsx.mdx', bytes: deepJsx(1000 * scale), expected: 'built' },
    { name: 'table of 5,000 rows', file: 'long-table.md', bytes: hugeTable(5000 * scale, 8), expected: 'built' },
    { name: 'table of 1,000 columns', file: 'wide-table.md', bytes: hugeTable(20, 1000 * scale), expected: 'built' },
    { name: '10,000 headings', file: 'headings.md', bytes: manyHeadings(10000 * scale), expected: 'built' },
  ];
  return [...committed, ...generated];
}
