// Pure parts of `pnpm i18n:report`: reading `git log` output, comparing the two languages, formatting the table.
// The script (i18n-report.mjs) does the I/O; everything here is tested in tests/content/i18n-report.test.ts.

/** @typedef {'en-only' | 'zh-only' | 'stale' | 'ok'} Status */
/**
 * @typedef {object} Row
 * @property {string} page     path under the language folder, e.g. `guide/basic/cli.mdx`
 * @property {Status} status
 * @property {number | null} en  last commit time of the English file (seconds), null when it has no history
 * @property {number | null} zh  same for the Chinese file
 */

export const LANGS = /** @type {const} */ (['en', 'zh']);

/**
 * Read the output of `git log --format=%x00%ct --name-only -- docs`: each commit is a line `\0<unix time>`
 * followed by the files it touched. Returns the newest commit time (seconds) of every file.
 * @param {string} output
 * @returns {Map<string, number>}
 */
export function parseGitLog(output) {
  /** @type {Map<string, number>} */
  const times = new Map();
  let current = null;
  for (const raw of output.split('\n')) {
    const line = raw.replace(/\r$/, '');
    if (line.startsWith('\0')) {
      const t = Number(line.slice(1).trim());
      current = Number.isFinite(t) ? t : null;
    } else if (line.trim() && current !== null) {
      const file = line.trim();
      // the log is newest first, but author clocks may disagree: keep the largest time
      if (!times.has(file) || /** @type {number} */ (times.get(file)) < current) times.set(file, current);
    }
  }
  return times;
}

/**
 * Split `docs/zh/guide/basic/cli.mdx` into its language and page path; null for files outside a language folder.
 * @param {string} file path relative to the site package (or to the docs folder when `docsPrefix` is '')
 * @param {string} [docsPrefix]
 */
export function splitLangPath(file, docsPrefix = 'docs/') {
  const rel = file.replace(/\\/g, '/');
  if (!rel.startsWith(docsPrefix)) return null;
  const [lang, ...rest] = rel.slice(docsPrefix.length).split('/');
  if (!LANGS.includes(/** @type {any} */ (lang)) || rest.length === 0) return null;
  return { lang: /** @type {'en' | 'zh'} */ (lang), page: rest.join('/') };
}

/**
 * Compare the pages of both languages.
 * - a page that exists in one language only is `en-only` or `zh-only`;
 * - a Chinese page whose last commit is older than its English counterpart's is `stale`;
 * - a file with no history (new, not committed yet) counts as newer than any commit, so a new English page makes
 *   its committed Chinese page stale, and a new Chinese page is never stale.
 * @param {{ en: string[], zh: string[] }} pages page paths under each language folder (`guide/basic/cli.mdx`)
 * @param {(lang: 'en' | 'zh', page: string) => number | undefined} lastCommit commit time in seconds, undefined when none
 * @returns {Row[]} one row per page, sorted by page path
 */
export function compareTranslations(pages, lastCommit) {
  const en = new Set(pages.en);
  const zh = new Set(pages.zh);
  const all = [...new Set([...en, ...zh])].sort();
  return all.map((page) => {
    const enTime = en.has(page) ? (lastCommit('en', page) ?? null) : null;
    const zhTime = zh.has(page) ? (lastCommit('zh', page) ?? null) : null;
    /** @type {Status} */
    let status = 'ok';
    if (!zh.has(page)) status = 'en-only';
    else if (!en.has(page)) status = 'zh-only';
    else if (isOlder(zhTime, enTime)) status = 'stale';
    return { page, status, en: enTime, zh: zhTime };
  });
}

/** True when a commit time is older than another; null (no history) is the newest. */
export function isOlder(/** @type {number | null} */ a, /** @type {number | null} */ b) {
  const va = a ?? Number.POSITIVE_INFINITY;
  const vb = b ?? Number.POSITIVE_INFINITY;
  return va < vb;
}

/** @param {Row[]} rows */
export function summarize(rows) {
  const count = (/** @type {Status} */ s) => rows.filter((r) => r.status === s).length;
  return {
    pages: rows.length,
    enOnly: count('en-only'),
    zhOnly: count('zh-only'),
    stale: count('stale'),
    ok: count('ok'),
    uncommitted: rows.reduce((n, r) => n + (r.status !== 'zh-only' && r.en === null ? 1 : 0) + (r.status !== 'en-only' && r.zh === null ? 1 : 0), 0),
  };
}

/** `2024-10-30` (UTC), `—` for a missing file, `uncommitted` for a file with no history. */
export function formatDate(/** @type {number | null} */ t, exists = true) {
  if (!exists) return '—';
  if (t === null) return 'uncommitted';
  return new Date(t * 1000).toISOString().slice(0, 10);
}

const LABEL = { 'en-only': 'English only', 'zh-only': 'Chinese only', stale: 'zh older than en', ok: 'up to date' };

/**
 * The route an English-only page has under /zh/ when the build makes untranslated pages (`i18n.fallback`):
 * `guide/basic/cli.mdx` → `/zh/guide/basic/cli`, `guide/index.md` → `/zh/guide/`.
 * @param {string} page
 */
export function untranslatedRoute(page) {
  const bare = page.replace(/\.mdx?$/, '');
  return `/zh/${bare === 'index' ? '' : bare.replace(/(^|\/)index$/, '$1')}`;
}

/**
 * The report as text: a table of the pages that need attention (or of every page with `all`), then a summary.
 * With `untranslated` (the site builds untranslated pages, `i18n.fallback`), an English-only page names the route
 * where the Chinese site shows it untranslated.
 * @param {Row[]} rows
 * @param {{ all?: boolean, untranslated?: boolean }} [opts]
 */
export function formatReport(rows, opts = {}) {
  const shown = opts.all ? rows : rows.filter((r) => r.status !== 'ok');
  const lines = [];
  if (shown.length === 0) lines.push('No page needs translation work: every page exists in both languages and no Chinese page is older than its English page.');
  else {
    const header = ['Page', 'Status', 'en last commit', 'zh last commit'];
    const label = (/** @type {Row} */ r) => (r.status === 'en-only' && opts.untranslated ? `English only, untranslated at ${untranslatedRoute(r.page)}` : LABEL[r.status]);
    const body = shown.map((r) => [r.page, label(r), formatDate(r.en, r.status !== 'zh-only'), formatDate(r.zh, r.status !== 'en-only')]);
    const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
    const fmt = (/** @type {string[]} */ row) => row.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd();
    lines.push(fmt(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(fmt));
  }
  const s = summarize(rows);
  lines.push(
    '',
    `Summary: ${s.pages} pages — ${s.ok} up to date, ${s.stale} Chinese page(s) older than English, ` +
      `${s.enOnly} English only${opts.untranslated && s.enOnly ? ' (shown untranslated under /zh/)' : ''}, ${s.zhOnly} Chinese only` +
      (s.uncommitted ? `; ${s.uncommitted} file(s) without a commit (counted as newest)` : '') +
      '.',
  );
  return lines.join('\n');
}
