// Compiles every page of an Rspress docs folder with rsdocs's Markdown compiler (the built dist) and counts what of
// Rspress's syntax is left in the output: `\{`, a literal `:::`, `[!code` and `[!NOTE]`-style alert markers, plus
// the warnings and errors the compiler gives. Read-only: the folder is not changed.
//
//   node scripts/rspress-leftovers.mjs <docs-root> [lang …]     e.g. node scripts/rspress-leftovers.mjs ../rsbuild/website/docs en zh
import fs from 'node:fs';
import path from 'node:path';
import { compilePage } from '@rsdocs/theme/vite';

const [root, ...langArgs] = process.argv.slice(2);
if (!root) {
  console.error('usage: node scripts/rspress-leftovers.mjs <docs-root> [lang …]');
  process.exit(1);
}
const contentRoot = path.resolve(root);
const langs = langArgs.length ? langArgs : fs.readdirSync(contentRoot).filter((d) => /^[a-z]{2}(-[a-z]+)?$/i.test(d));
const routeOptions = { langs, defaultLang: langs[0], versions: [], defaultVersion: '' };

function* pagesUnder(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* pagesUnder(full);
    else if (/\.mdx?$/.test(entry.name)) yield full;
  }
}

/**
 * The strings of the output a reader can see, as prose and as code (code blocks' markup, inline code): code may show
 * Rspress's syntax on purpose (a page that documents it).
 */
function visibleText(page) {
  if (page.content === undefined) {
    // MDX's module: code blocks' markup is a `html: "…"` prop, inline code a `_components.code` element's children.
    const code = [];
    const prose = page.code.replace(/(?:\bhtml: |_components\.code, \{\s*children: )("(?:[^"\\]|\\.)*")/g, (_m, string) => {
      code.push(JSON.parse(string));
      return '';
    });
    return { prose, code: code.join('\n') };
  }
  const prose = [];
  const code = [];
  const walk = (node, inCode) => {
    if (typeof node === 'string') return void (inCode ? code : prose).push(node);
    if (!Array.isArray(node)) return;
    const [type, props, ...children] = node;
    const isCode = inCode || type === 'code' || type === 'pre';
    if (props) for (const [name, value] of Object.entries(props)) if (typeof value === 'string') (isCode || (type === 'CodeBlock' && name === 'html') ? code : prose).push(value);
    for (const child of children) walk(child, isCode);
  };
  for (const node of JSON.parse(page.content)) walk(node, false);
  return { prose: prose.join('\n'), code: code.join('\n') };
}

const LEFTOVERS = { '\\{': /\\\{/g, ':::': /:::/g, '[!code': /\[!code/g, '[!ALERT]': /\[!(?:NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]/gi };
const counts = Object.fromEntries(Object.keys(LEFTOVERS).map((k) => [k, 0]));
const inCode = Object.fromEntries(Object.keys(LEFTOVERS).map((k) => [k, 0]));
const where = Object.fromEntries(Object.keys(LEFTOVERS).map((k) => [k, []]));
const warnings = new Map();
// Headings whose outline text keeps a backslash (`## Title \{#id}` read without the escape), and absolute links of
// non-default-language pages by where they lead.
let backslashHeadings = 0;
const otherLanguageLinks = { prefixed: 0, defaultLanguage: 0 };
const errors = [];
let pages = 0;
const started = performance.now();
for (const lang of langs) {
  for (const file of pagesUnder(path.join(contentRoot, lang))) {
    const relativePath = path.relative(contentRoot, file).split(path.sep).join('/');
    const rest = relativePath.slice(lang.length + 1).replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1');
    const routePath = `${lang === routeOptions.defaultLang ? '' : `/${lang}`}/${rest}`;
    const page = await compilePage(fs.readFileSync(file, 'utf8'), {
      file: path.relative(process.cwd(), file),
      route: { routePath, lang, version: '', relativePath },
      routeOptions,
      contentRoot,
    });
    pages++;
    for (const p of page.problems) errors.push(`${p.file}:${p.line ?? ''}: ${p.message}`);
    for (const w of page.warnings) {
      const kind = w.group ?? w.message.replace(/"[^"]*"/g, '"…"').slice(0, 70);
      warnings.set(kind, (warnings.get(kind) ?? 0) + 1);
    }
    if (page.problems.length) continue;
    backslashHeadings += page.pageData.toc.filter((h) => h.text.includes('\\')).length;
    if (lang !== routeOptions.defaultLang)
      for (const link of page.links) {
        if (link.written || !link.url.startsWith('/')) continue;
        if (link.url.startsWith(`/${lang}/`)) otherLanguageLinks.prefixed++;
        else otherLanguageLinks.defaultLanguage++;
      }
    const text = visibleText(page);
    for (const [name, pattern] of Object.entries(LEFTOVERS)) {
      const n = text.prose.match(pattern)?.length ?? 0;
      counts[name] += n;
      inCode[name] += text.code.match(pattern)?.length ?? 0;
      if (n) where[name].push(`${relativePath} (${n})`);
    }
  }
}
console.log(`${pages} pages (${langs.join(', ')}) in ${Math.round(performance.now() - started)} ms`);
console.log('left in the output (outside code):', counts);
console.log('shown in code blocks and inline code:', inCode);
for (const [name, files] of Object.entries(where)) if (files.length) console.log(`  ${name}: ${files.slice(0, 8).join(', ')}${files.length > 8 ? ', …' : ''}`);
console.log(`outline headings with a backslash: ${backslashHeadings}`);
console.log('absolute links in non-default-language pages:', otherLanguageLinks);
console.log(`errors: ${errors.length}`);
for (const e of errors.slice(0, 20)) console.log(`  ${e}`);
console.log('warnings by kind:');
for (const [kind, n] of [...warnings].sort((a, b) => b[1] - a[1])) console.log(`  ${n} × ${kind}`);
