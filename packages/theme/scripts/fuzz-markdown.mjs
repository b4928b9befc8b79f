#!/usr/bin/env node
// Fuzz the Markdown pipeline with generated pages (fast-check): each page is compiled as the build compiles it
// (`compilePage` of dist/vite) and, when it ships as a content tree, rendered to HTML with React, in a worker thread
// that a watchdog ends when one page takes too long. A finding is a page that throws out of the compiler or the
// renderer, is refused without a line to fix, or hangs; fast-check then shrinks it to a small example.
//
//   node scripts/fuzz-markdown.mjs [--runs 500] [--seed N] [--timeout-ms 30000]
//
// Needs the theme built (dist/). On demand, not in CI: the hostile corpus (scripts/hostile-markdown) runs there.
import { Worker } from 'node:worker_threads';
import fc from 'fast-check';

const args = Object.fromEntries(process.argv.slice(2).join(' ').split('--').filter(Boolean).map((a) => a.trim().split(/\s+/)));
const RUNS = Number(args.runs ?? 500);
const SEED = args.seed === undefined ? Date.now() % 2 ** 31 : Number(args.seed);
const TIMEOUT_MS = Number(args['timeout-ms'] ?? 30_000);

// The worker: compile, then render a content tree, and answer with what went wrong (or nothing).
const WORKER = `
const { parentPort } = require('node:worker_threads');
const path = require('node:path');
const dist = ${JSON.stringify(new URL('../dist/', import.meta.url).pathname)};
const ready = Promise.all([
  import(path.join(dist, 'vite/index.js')),
  import(path.join(dist, 'runtime/content.js')),
  import(path.join(dist, 'runtime/mdx-components.js')),
  import(path.join(dist, 'provider/ThemeProvider.js')),
  import('react'),
  import('react-dom/server'),
]);
// Loading the compiler and its lazily loaded parsers takes seconds on a busy machine: the watchdog starts once a
// page of each kind has compiled.
ready.then(async ([{ compilePage }]) => {
  const route = { routePath: '/warm', lang: 'en', version: '', relativePath: 'en/warm.md' };
  for (const file of ['warm.md', 'warm.mdx']) await compilePage('# Warm\\n\\n| a |\\n| - |\\n| <b>x</b> {y} |\\n', { file, route, slowParse: true });
  parentPort.postMessage({ ready: true });
});
parentPort.on('message', async ({ source, file }) => {
  try {
    const [{ compilePage }, { createContent }, { defaultMdxComponents }, { ThemeProvider }, React, { renderToString }] = await ready;
    const route = { routePath: '/fuzz', lang: 'en', version: '', relativePath: 'en/' + file };
    const page = await compilePage(source, { file: 'docs/en/' + file, route });
    const unplaced = page.problems.filter((p) => !p.line);
    if (unplaced.length) return parentPort.postMessage({ finding: 'refused without a line: ' + unplaced.map((p) => p.message).join('; ') });
    // A component the theme does not have: the build refuses it at its line once it knows the theme's (components-check).
    const unknown = page.components.filter((c) => !(c.name in defaultMdxComponents));
    if (unknown.length) return parentPort.postMessage({ ok: true, refused: true });
    if (!page.problems.length && page.content !== undefined) renderToString(React.createElement(ThemeProvider, null, React.createElement(createContent(JSON.parse(page.content)), { components: defaultMdxComponents })));
    parentPort.postMessage({ ok: true, refused: page.problems.length > 0 });
  } catch (error) {
    parentPort.postMessage({ finding: 'threw: ' + ((error && error.stack) || String(error)).split('\\n').slice(0, 4).join(' | ') });
  }
});
`;

let worker;
let workerReady;
function startWorker() {
  worker = new Worker(WORKER, { eval: true, resourceLimits: { maxOldGenerationSizeMb: 2048 } });
  workerReady = new Promise((resolve) => worker.once('message', resolve));
}

/** Compile and render one page in the worker; a page that takes longer than TIMEOUT_MS is a hang (the worker is replaced). */
async function check(source, file) {
  await workerReady;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      void worker.terminate();
      startWorker();
      resolve({ finding: `hung: no answer within ${TIMEOUT_MS} ms` });
    }, TIMEOUT_MS);
    const done = (message) => {
      clearTimeout(timer);
      worker.off('error', crashed);
      resolve(message);
    };
    const crashed = (error) => {
      clearTimeout(timer);
      startWorker();
      resolve({ finding: `crashed the worker: ${error.message}` });
    };
    worker.once('message', done);
    worker.once('error', crashed);
    worker.postMessage({ source, file });
  });
}

// Pieces of Markdown and MDX, hostile ones included, nested and joined at random.
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom('\0', '\uFFFD', '\u2028', '\uD800', '`', '*', '_', '<', '>', '{', '}', '|', '\\', '[', ']', '(', ')', '#', ':::', '$$', '<!--', '-->'),
);
const inline = fc.oneof(
  text,
  text.map((t) => `**${t}**`),
  text.map((t) => `\`${t}\``),
  fc.tuple(text, text).map(([a, b]) => `[${a}](${b})`),
  text.map((t) => `<Badge text="${t}" />`),
  text.map((t) => `{${t}}`),
);
const line = fc.array(inline, { maxLength: 6 }).map((parts) => parts.join(' '));
const { block } = fc.letrec((tie) => ({
  block: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    line,
    fc.tuple(fc.integer({ min: 1, max: 7 }), line).map(([n, l]) => `${'#'.repeat(n)} ${l}`),
    fc.tuple(fc.constantFrom('ts', 'js', 'json', 'bash', 'mdx', ''), fc.string({ maxLength: 80 }), fc.boolean()).map(([lang, code, closed]) => `\`\`\`${lang}\n${code}\n${closed ? '```' : ''}`),
    fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 4 }), line).map(([cols, rows, l]) =>
      [`|${' h |'.repeat(cols)}`, `|${' --- |'.repeat(cols)}`, ...Array.from({ length: rows }, () => `| ${l} |`)].join('\n'),
    ),
    tie('block').map((b) => b.split('\n').map((l) => `> ${l}`).join('\n')),
    tie('block').map((b) => `- ${b.split('\n').join('\n  ')}`),
    fc.tuple(fc.constantFrom('tip', 'warning', 'details', 'unknown'), tie('block'), fc.boolean()).map(([type, b, closed]) => `:::${type}\n${b}\n${closed ? ':::' : ''}`),
    fc.tuple(fc.constantFrom('div', 'Callout', 'Tabs', 'span', 'x-y'), tie('block'), fc.boolean()).map(([tag, b, closed]) => `<${tag}>\n\n${b}\n\n${closed ? `</${tag}>` : ''}`),
    fc.tuple(fc.integer({ min: 1, max: 300 }), fc.constantFrom('> ', '- ', '<div>', '[', '*')).map(([n, open]) => `${open.repeat(n)}deep`),
  ),
}));
const page = fc.tuple(
  fc.constantFrom('', '---\ntitle: Fuzz\n---\n', '---\ntitle: [open\n---\n', '---\n'),
  fc.array(block, { maxLength: 12 }),
  fc.constantFrom('fuzz.md', 'fuzz.mdx'),
).map(([frontmatter, blocks, file]) => ({ source: frontmatter + blocks.join('\n\n') + '\n', file }));

startWorker();
console.log(`fuzz-markdown: ${RUNS} pages, seed ${SEED}, ${TIMEOUT_MS} ms per page`);
let refused = 0;
let built = 0;
const started = Date.now();
const result = await fc.check(
  fc.asyncProperty(page, async ({ source, file }) => {
    const answer = await check(source, file);
    if (answer.finding) throw new Error(answer.finding);
    if (answer.refused) refused++;
    else built++;
  }),
  { numRuns: RUNS, seed: SEED },
);
await worker.terminate();
console.log(`${built} built, ${refused} refused with a file:line message, in ${((Date.now() - started) / 1000).toFixed(1)} s (shrinking included)`);
if (result.failed) {
  console.log(`\nFOUND (seed ${SEED}, path ${result.counterexamplePath}):\n${result.errorInstance?.message ?? result.error}`);
  console.log(`smallest page (${result.counterexample[0].file}):\n${JSON.stringify(result.counterexample[0].source)}`);
  process.exitCode = 1;
} else {
  console.log('nothing found');
}
