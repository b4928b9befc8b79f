#!/usr/bin/env node
// `pnpm i18n:report`: which pages exist in one language only, and which Chinese pages were last committed before
// their English page. Dates come from one `git log` run over docs/. An English-only page is shown untranslated
// under /zh/ unless site.config.ts sets `i18n: { fallback: false }`: the report names that route. It is a report:
// the exit code is always 0.
//
//   node scripts/i18n-report.mjs          pages that need attention, then a summary
//   node scripts/i18n-report.mjs --all    every page
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareTranslations, formatReport, LANGS, parseGitLog } from './i18n-report-lib.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docsDir = path.join(siteDir, 'docs');

/** Page files under one language folder, as the engine routes them (no `shared/`, `_x/` or `.x/` folders). */
function listPages(dir, rel = '') {
  if (!fs.existsSync(dir)) return [];
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const childRel = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (entry.name === 'shared' || entry.name === 'node_modules' || /^[_.]/.test(entry.name)) continue;
      out.push(...listPages(path.join(dir, entry.name), childRel));
    } else if (/\.mdx?$/.test(entry.name)) out.push(childRel);
  }
  return out.sort();
}

/** Whether the site builds untranslated pages (`i18n.fallback`, on by default), as its config says. */
async function buildsUntranslatedPages() {
  try {
    const { loadConfigFromFile } = await import('vite');
    const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, path.join(siteDir, 'site.config.ts'), siteDir, 'silent');
    const config = /** @type {{ i18n?: { fallback?: boolean }, locales?: unknown[] } | undefined} */ (loaded?.config);
    return { on: (config?.locales?.length ?? 1) > 1 && config?.i18n?.fallback !== false, error: null };
  } catch (err) {
    return { on: true, error: String(err.message).split('\n')[0] };
  }
}

function gitTimes() {
  try {
    const output = execFileSync('git', ['-c', 'core.quotePath=false', 'log', '--format=%x00%ct', '--name-only', '--relative', '--', 'docs'], {
      cwd: siteDir,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { times: parseGitLog(output), error: null };
  } catch (err) {
    return { times: new Map(), error: String(err.stderr || err.message).trim().split('\n')[0] };
  }
}

const pages = Object.fromEntries(LANGS.map((lang) => [lang, listPages(path.join(docsDir, lang))]));
const { times, error } = gitTimes();
const untranslated = await buildsUntranslatedPages();
const rows = compareTranslations(pages, (lang, page) => times.get(`docs/${lang}/${page}`));

console.log(`Translation report for ${path.relative(process.cwd(), docsDir) || 'docs'} (en: ${pages.en.length} pages, zh: ${pages.zh.length} pages)`);
if (error) console.log(`Note: no git history available (${error}); every file counts as uncommitted.`);
if (untranslated.error) console.log(`Note: site.config.ts could not be read (${untranslated.error}); taking i18n.fallback as on (the default).`);
console.log('');
console.log(formatReport(rows, { all: process.argv.includes('--all'), untranslated: untranslated.on }));
process.exitCode = 0;
