#!/usr/bin/env node
// Originality check: which prose passages of our pages share a long run of words with Rslib's own docs
// (`website/docs/{en,zh}` of web-infra-dev/rslib). English pages are compared with Rslib's English pages, Chinese
// with Chinese; every page is compared with ALL reference pages of its language (text moves between pages), and
// the reference page with the same path is named first when it holds the run. Reported: shared runs of at least
// 8 English words or 20 Chinese characters in prose (code, option names, URLs, frontmatter are ignored; see
// scripts/originality-lib.mjs). Exit code 1 when anything is reported.
//
//   node scripts/originality.mjs                      all our pages against the local Rslib mirror at HEAD
//   node scripts/originality.mjs config/ api/         only pages whose path (under docs/<lang>/) starts so
//   node scripts/originality.mjs --rev v0.20.0        against Rslib's docs at another commit or tag
//   node scripts/originality.mjs --fingerprints       against tests/content/rslib-docs.fingerprints.json (no mirror needed)
//   node scripts/originality.mjs --write-fingerprints refresh that file from the mirror (commit it)
//
// The mirror is RSLIB_REPO or /work/.mirror/web-infra-dev+rslib/repo (a bare git directory is fine).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIndex, encodeFingerprints, formatRun, indexFromFingerprints, MIN_RUN, sharedRuns } from './originality-lib.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_MIRROR = process.env.RSLIB_REPO ?? '/work/.mirror/web-infra-dev+rslib/repo';
export const FINGERPRINT_FILE = path.join(siteDir, 'tests/content/rslib-docs.fingerprints.json');
const LANGS = ['en', 'zh'];

/** Our page files of one language, relative to docs/<lang>/ (`shared/` snippets included: they are prose too). */
export function listOurPages(docsDir, lang) {
  const root = path.join(docsDir, lang);
  const out = [];
  const walk = (dir, rel) => {
    if (!fs.existsSync(dir)) return;
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const childRel = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (e.name !== 'node_modules') walk(path.join(dir, e.name), childRel);
      } else if (/\.mdx?$/.test(e.name)) out.push(childRel);
    }
  };
  walk(root, '');
  return out.sort().map((rel) => ({ rel, file: path.join(root, rel) }));
}

/** Does `dir` hold a git repository with Rslib's docs? */
export function mirrorAvailable(dir = DEFAULT_MIRROR, rev = 'HEAD') {
  try {
    execFileSync('git', ['-C', dir, 'cat-file', '-e', `${rev}:website/docs/en`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Rslib's doc pages of one language at `rev`: `[{ name: 'en/guide/basic/cli.mdx', source }]`, and the commit. */
export function readMirrorPages(dir, lang, rev = 'HEAD') {
  const git = (args, input) => execFileSync('git', ['-C', dir, ...args], { input, maxBuffer: 512 * 1024 * 1024 });
  const commit = git(['rev-parse', `${rev}^{commit}`]).toString().trim();
  const files = git(['ls-tree', '-r', '--name-only', commit, '--', `website/docs/${lang}`])
    .toString()
    .split('\n')
    .filter((f) => /\.mdx?$/.test(f));
  const batch = git(['cat-file', '--batch'], files.map((f) => `${commit}:${f}\n`).join(''));
  const pages = [];
  let offset = 0;
  for (const f of files) {
    const headerEnd = batch.indexOf(10, offset);
    const size = Number(batch.subarray(offset, headerEnd).toString().split(' ')[2]);
    const start = headerEnd + 1;
    pages.push({ name: f.slice('website/docs/'.length), source: batch.subarray(start, start + size).toString('utf8') });
    offset = start + size + 1;
  }
  return { commit, pages };
}

/** The reference page with the same path as our page, if Rslib has one (`config/lib.mdx` ↔ `config/lib/index.mdx`). */
export function samePathRef(lang, rel, names) {
  const stem = rel.replace(/\.mdx?$/, '');
  const candidates = [`${lang}/${stem}.mdx`, `${lang}/${stem}.md`, `${lang}/${stem}/index.mdx`, `${lang}/${stem}/index.md`];
  return candidates.find((c) => names.has(c));
}

/** Every shared run of our pages: `[{ lang, rel, file, runs }]` for pages with at least one run. */
export function checkPages({ docsDir, indexes, names, only = [] }) {
  const results = [];
  for (const lang of LANGS) {
    const index = indexes[lang];
    for (const { rel, file } of listOurPages(docsDir, lang)) {
      if (only.length && !only.some((p) => rel.startsWith(p))) continue;
      const runs = sharedRuns(fs.readFileSync(file, 'utf8'), index, samePathRef(lang, rel, names[lang]));
      if (runs.length) results.push({ lang, rel, file: path.relative(siteDir, file).split(path.sep).join('/'), runs });
    }
  }
  return results;
}

function main(argv) {
  const args = [...argv];
  const take = (flag) => {
    const i = args.indexOf(flag);
    if (i < 0) return undefined;
    const [, value] = args.splice(i, 2);
    return value;
  };
  const rev = take('--rev') ?? 'HEAD';
  const mirror = take('--mirror') ?? DEFAULT_MIRROR;
  const write = args.includes('--write-fingerprints');
  const useFingerprints = args.includes('--fingerprints');
  const only = args.filter((a) => !a.startsWith('--'));
  const docsDir = path.join(siteDir, 'docs');

  if (!useFingerprints && !mirrorAvailable(mirror, rev)) {
    console.error(
      `originality: no Rslib docs at ${mirror} (${rev}:website/docs). Set RSLIB_REPO to a clone of web-infra-dev/rslib, ` +
        'or pass --fingerprints to compare with tests/content/rslib-docs.fingerprints.json.',
    );
    return 2;
  }

  const indexes = {};
  const names = {};
  let source;
  if (useFingerprints) {
    const data = JSON.parse(fs.readFileSync(FINGERPRINT_FILE, 'utf8'));
    source = `fingerprints of web-infra-dev/rslib@${data.commit.slice(0, 12)} (${path.relative(process.cwd(), FINGERPRINT_FILE)})`;
    for (const lang of LANGS) {
      indexes[lang] = indexFromFingerprints(data[lang]);
      names[lang] = new Set(Object.keys(data[lang].pages));
    }
  } else {
    const out = { source: 'web-infra-dev/rslib website/docs', generator: 'node scripts/originality.mjs --write-fingerprints' };
    for (const lang of LANGS) {
      const { commit, pages } = readMirrorPages(mirror, lang, rev);
      out.commit = commit;
      indexes[lang] = buildIndex(pages, lang);
      names[lang] = new Set(pages.map((p) => p.name));
      if (write) out[lang] = encodeFingerprints(pages, lang);
    }
    source = `web-infra-dev/rslib@${out.commit.slice(0, 12)} (${rev})`;
    if (write) {
      fs.writeFileSync(FINGERPRINT_FILE, `${JSON.stringify(out, null, 1)}\n`);
      console.log(`Wrote ${path.relative(process.cwd(), FINGERPRINT_FILE)} from ${source}.`);
      return 0;
    }
  }

  const results = checkPages({ docsDir, indexes, names, only });
  console.log(`Originality: our pages vs ${source}; shared runs of >= ${MIN_RUN.en} English words / >= ${MIN_RUN.zh} Chinese characters.`);
  let total = 0;
  for (const r of results) {
    for (const run of r.runs) console.log(formatRun(r.file, run, r.lang));
    total += r.runs.length;
  }
  const pages = LANGS.map((l) => listOurPages(docsDir, l).filter(({ rel }) => !only.length || only.some((p) => rel.startsWith(p))).length);
  console.log(`\n${total} shared run(s) on ${results.length} of ${pages[0] + pages[1]} pages (en ${pages[0]}, zh ${pages[1]}).`);
  return total ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));
