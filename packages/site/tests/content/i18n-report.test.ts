/** The pure parts of `pnpm i18n:report` (scripts/i18n-report-lib.mjs), and one run of the script itself. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs module without type declarations
import * as lib from '../../scripts/i18n-report-lib.mjs';
import { SITE_DIR } from './pages';

type Row = { page: string; status: 'en-only' | 'zh-only' | 'stale' | 'ok'; en: number | null; zh: number | null };
const { parseGitLog, compareTranslations, formatReport, summarize, splitLangPath, isOlder, formatDate, untranslatedRoute } = lib as {
  untranslatedRoute: (page: string) => string;
  parseGitLog: (s: string) => Map<string, number>;
  compareTranslations: (pages: { en: string[]; zh: string[] }, last: (lang: 'en' | 'zh', page: string) => number | undefined) => Row[];
  formatReport: (rows: Row[], opts?: { all?: boolean; untranslated?: boolean }) => string;
  summarize: (rows: Row[]) => Record<string, number>;
  splitLangPath: (file: string, prefix?: string) => { lang: 'en' | 'zh'; page: string } | null;
  isOlder: (a: number | null, b: number | null) => boolean;
  formatDate: (t: number | null, exists?: boolean) => string;
};

describe('parseGitLog', () => {
  it('keeps the newest commit time of each file', () => {
    const log = ['\x00300', '', 'docs/en/a.mdx', 'docs/zh/a.mdx', '', '\x00200', '', 'docs/en/a.mdx', 'docs/en/b.mdx', ''].join('\n');
    expect(parseGitLog(log)).toEqual(
      new Map([
        ['docs/en/a.mdx', 300],
        ['docs/zh/a.mdx', 300],
        ['docs/en/b.mdx', 200],
      ]),
    );
  });

  it('takes the largest time when commit dates are out of order, and reads CRLF output', () => {
    expect(parseGitLog('\x00100\r\n\r\ndocs/en/a.mdx\r\n\x00500\r\n\r\ndocs/en/a.mdx\r\n').get('docs/en/a.mdx')).toBe(500);
  });

  it('returns an empty map for an empty log', () => {
    expect(parseGitLog('').size).toBe(0);
  });
});

describe('splitLangPath', () => {
  it('splits a docs path into language and page', () => {
    expect(splitLangPath('docs/zh/guide/basic/cli.mdx')).toEqual({ lang: 'zh', page: 'guide/basic/cli.mdx' });
    expect(splitLangPath('docs/fr/index.mdx')).toBeNull();
    expect(splitLangPath('README.md')).toBeNull();
  });
});

describe('compareTranslations', () => {
  const times: Record<string, number> = {
    'en/same.mdx': 100,
    'zh/same.mdx': 100,
    'en/newer-en.mdx': 200,
    'zh/newer-en.mdx': 100,
    'en/newer-zh.mdx': 100,
    'zh/newer-zh.mdx': 200,
    'en/only-en.mdx': 100,
    'zh/only-zh.mdx': 100,
    'zh/new-en.mdx': 100, // en/new-en.mdx has no history
    'en/new-zh.mdx': 100, // zh/new-zh.mdx has no history
  };
  const rows = compareTranslations(
    {
      en: ['same.mdx', 'newer-en.mdx', 'newer-zh.mdx', 'only-en.mdx', 'new-en.mdx', 'new-zh.mdx', 'both-new.mdx'],
      zh: ['same.mdx', 'newer-en.mdx', 'newer-zh.mdx', 'only-zh.mdx', 'new-en.mdx', 'new-zh.mdx', 'both-new.mdx'],
    },
    (lang, page) => times[`${lang}/${page}`],
  );
  const status = Object.fromEntries(rows.map((r) => [r.page, r.status]));

  it('marks pages present in one language only', () => {
    expect(status['only-en.mdx']).toBe('en-only');
    expect(status['only-zh.mdx']).toBe('zh-only');
  });

  it('marks a Chinese page older than its English page as stale, and only that', () => {
    expect(status['newer-en.mdx']).toBe('stale');
    expect(status['same.mdx']).toBe('ok');
    expect(status['newer-zh.mdx']).toBe('ok');
  });

  it('counts files without history as new', () => {
    expect(status['new-en.mdx']).toBe('stale'); // the English page changed after the last Chinese commit
    expect(status['new-zh.mdx']).toBe('ok');
    expect(status['both-new.mdx']).toBe('ok');
    expect(rows.find((r) => r.page === 'new-en.mdx')).toMatchObject({ en: null, zh: 100 });
  });

  it('returns one row per page, sorted', () => {
    expect(rows.map((r) => r.page)).toEqual([...rows.map((r) => r.page)].sort());
    expect(rows).toHaveLength(8);
  });

  it('isOlder treats a missing time as the newest', () => {
    expect(isOlder(1, 2)).toBe(true);
    expect(isOlder(2, 2)).toBe(false);
    expect(isOlder(1, null)).toBe(true);
    expect(isOlder(null, 1)).toBe(false);
    expect(isOlder(null, null)).toBe(false);
  });

  it('summarizes and formats a table of the pages that need attention', () => {
    expect(summarize(rows)).toMatchObject({ pages: 8, ok: 4, stale: 2, enOnly: 1, zhOnly: 1, uncommitted: 4 });
    const text = formatReport(rows);
    expect(text).toMatch(/^Page\s+Status\s+en last commit\s+zh last commit$/m);
    expect(text).toMatch(/^newer-en\.mdx\s+zh older than en\s+1970-01-01\s+1970-01-01$/m);
    expect(text).toMatch(/^only-en\.mdx\s+English only\s+1970-01-01\s+—$/m);
    expect(text).toMatch(/^new-en\.mdx\s+zh older than en\s+uncommitted\s+1970-01-01$/m);
    expect(text).not.toMatch(/^same\.mdx/m);
    expect(formatReport(rows, { all: true })).toMatch(/^same\.mdx\s+up to date/m);
    expect(text).toMatch(/Summary: 8 pages — 4 up to date, 2 Chinese page\(s\) older than English, 1 English only, 1 Chinese only; 4 file\(s\) without a commit/);
  });

  it('names where the Chinese site shows an English-only page untranslated, when the site builds such pages', () => {
    const text = formatReport(rows, { untranslated: true });
    expect(text).toMatch(/^only-en\.mdx\s+English only, untranslated at \/zh\/only-en\s+1970-01-01\s+—$/m);
    expect(text).toMatch(/1 English only \(shown untranslated under \/zh\/\), 1 Chinese only/);
    expect(formatReport(rows)).not.toMatch(/untranslated/);
    expect(untranslatedRoute('guide/basic/cli.mdx')).toBe('/zh/guide/basic/cli');
    expect(untranslatedRoute('guide/index.md')).toBe('/zh/guide/');
    expect(untranslatedRoute('index.md')).toBe('/zh/');
  });

  it('says so when nothing needs work', () => {
    expect(formatReport([{ page: 'a.mdx', status: 'ok', en: 1, zh: 1 }])).toMatch(/^No page needs translation work/);
    expect(formatDate(0)).toBe('1970-01-01');
  });
});

describe('the script', () => {
  it('prints a table or the all-clear, then a summary, and exits 0', () => {
    const out = execFileSync(process.execPath, [path.join(SITE_DIR, 'scripts/i18n-report.mjs')], { cwd: SITE_DIR, encoding: 'utf8' });
    expect(out).toMatch(/^Translation report for docs \(en: \d+ pages, zh: \d+ pages\)/);
    expect(out).toMatch(/Summary: \d+ pages — /);
  });
});
