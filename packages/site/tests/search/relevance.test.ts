/**
 * Search relevance on the built site: the queries in ./queries.ts run against the index files a visitor downloads
 * (dist/static/search_index.<lang>.<hash>.json and, when it is sharded, the files of the folder beside it), and the page each one must find has to be among the first five
 * pages returned. Build the site first (`pnpm build`, or `npx vite build` in packages/site).
 *
 * Scoring is per page: the hits' routePaths are deduplicated in rank order, so a page with three matching sections
 * counts once. hits@1 and hits@5 are printed for each language with the misses; hits@5 must stay at 95 % or more.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadIndex } from '@rsdocs/search';
import type { Searcher, SerializedIndex } from '@rsdocs/search';
import { en, zh, type RelevanceCase } from './queries';

const SITE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const STATIC_DIR = path.join(SITE_DIR, 'dist', 'static');
const MIN_HITS_AT_5 = 0.95;
const MIN_CASES = 45;
/** Sections asked for per query; each page gives at most 3, so this always reaches five pages when there are. */
const LIMIT = 100;

const LANGS = { en, zh } as const;
type Lang = keyof typeof LANGS;

/** `/a/b/`, `/a/b`, `/a/b.html` and `/a/b/index.html` are the same page; anchors and queries are dropped. */
function normalizeRoute(route: string): string {
  let r = route.replace(/[?#].*$/, '').replace(/\.html$/, '').replace(/\/index$/, '/');
  if (r.length > 1) r = r.replace(/\/+$/, '');
  return r || '/';
}

function loadLang(lang: Lang): { searcher: Searcher; routes: Set<string>; file: string } {
  const prefix = `search_index.${lang}.`;
  const files = fs.existsSync(STATIC_DIR)
    ? fs.readdirSync(STATIC_DIR).filter((f) => f.startsWith(prefix) && f.endsWith('.json'))
    : [];
  if (files.length === 0) {
    throw new Error(`No ${prefix}<hash>.json in ${path.relative(process.cwd(), STATIC_DIR) || STATIC_DIR}: build the site first (pnpm build)`);
  }
  if (files.length > 1) throw new Error(`Several ${prefix}*.json in ${STATIC_DIR} (${files.join(', ')}): rebuild the site into a clean dist`);
  const text = fs.readFileSync(path.join(STATIC_DIR, files[0]!), 'utf8');
  // A sharded index keeps its other files in the folder named after the root: load them all.
  const folder = path.join(STATIC_DIR, files[0]!.replace(/\.json$/, ''));
  const parts = fs.existsSync(folder)
    ? Object.fromEntries(fs.readdirSync(folder).map((f) => [f.replace(/\.json$/, ''), fs.readFileSync(path.join(folder, f), 'utf8')]))
    : {};
  const searcher = loadIndex(JSON.parse(text) as SerializedIndex, parts);
  return {
    searcher,
    routes: new Set(searcher.store.routes.map((route) => normalizeRoute(route!))),
    file: files[0]!,
  };
}

interface Outcome {
  c: RelevanceCase;
  expected: string[];
  /** 1-based page rank of the best expected page, or 0 when it is not returned at all */
  rank: number;
  pages: string[];
}

function run(searcher: Searcher, cases: RelevanceCase[]): Outcome[] {
  return cases.map((c) => {
    const expected = [c.expect].flat().map(normalizeRoute);
    const pages: string[] = [];
    for (const hit of searcher.search(c.q, { limit: LIMIT })) {
      const route = normalizeRoute(hit.routePath);
      if (!pages.includes(route)) pages.push(route);
    }
    const ranks = expected.map((e) => pages.indexOf(e) + 1).filter((r) => r > 0);
    return { c, expected, rank: ranks.length ? Math.min(...ranks) : 0, pages };
  });
}

const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)} %`;
const at = (outcomes: Outcome[], k: number) => outcomes.filter((o) => o.rank >= 1 && o.rank <= k).length;

function report(lang: Lang, file: string, outcomes: Outcome[]): string {
  const rows: string[][] = [['kind', 'cases', 'hits@1', 'hits@5']];
  const kinds = [...new Set(outcomes.map((o) => o.c.kind))];
  for (const kind of kinds) {
    const of = outcomes.filter((o) => o.c.kind === kind);
    rows.push([kind, String(of.length), pct(at(of, 1), of.length), pct(at(of, 5), of.length)]);
  }
  rows.push(['all', String(outcomes.length), pct(at(outcomes, 1), outcomes.length), pct(at(outcomes, 5), outcomes.length)]);
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  const out = [`search relevance, ${lang} (${file}), page level`, ...rows.map(line)];
  const misses = outcomes.filter((o) => o.rank !== 1);
  if (misses.length) {
    out.push(`not first (${misses.length}):`);
    for (const o of misses) {
      out.push(
        `  ${o.rank === 0 ? 'miss' : `#${o.rank}`.padEnd(4)} [${o.c.kind}] ${JSON.stringify(o.c.q)} → ${o.expected.join(' | ')}` +
          `\n         got: ${o.pages.slice(0, 5).join('  ') || '(nothing)'}`,
      );
    }
  }
  return out.join('\n');
}

describe('search relevance on the built index', () => {
  for (const lang of Object.keys(LANGS) as Lang[]) {
    describe(lang, () => {
      const cases = LANGS[lang];
      let loaded: ReturnType<typeof loadLang>;

      beforeAll(() => {
        loaded = loadLang(lang);
      });

      it(`has at least ${MIN_CASES} well-formed cases`, () => {
        expect(cases.length).toBeGreaterThanOrEqual(MIN_CASES);
        const seen = new Set<string>();
        for (const c of cases) {
          const where = `${lang} case ${JSON.stringify(c.q)}`;
          expect(c.q.trim(), where).not.toBe('');
          expect(seen.has(c.q), `${where} is listed twice`).toBe(false);
          seen.add(c.q);
          const expected = [c.expect].flat();
          expect(expected.length, `${where} expects no page`).toBeGreaterThan(0);
          for (const e of expected) {
            expect(e.startsWith('/'), `${where}: ${e} is not a route`).toBe(true);
            expect(e.startsWith('/zh/'), `${where}: ${e} is in the wrong language`).toBe(lang === 'zh');
          }
        }
      });

      it('expects only pages that exist in the index', () => {
        const unknown = cases.flatMap((c) =>
          [c.expect]
            .flat()
            .filter((e) => !loaded.routes.has(normalizeRoute(e)))
            .map((e) => `${JSON.stringify(c.q)} expects ${e}, which is not in ${loaded.file}`),
        );
        expect(unknown, `renamed or removed pages:\n${unknown.join('\n')}`).toEqual([]);
      });

      it(`finds the expected page in the top 5 for at least ${MIN_HITS_AT_5 * 100} % of queries`, () => {
        const outcomes = run(loaded.searcher, cases);
        const text = report(lang, loaded.file, outcomes);
        console.log(text);
        const hits5 = at(outcomes, 5) / outcomes.length;
        const why = `hits@5 for ${lang} is ${pct(at(outcomes, 5), outcomes.length)}, below ${MIN_HITS_AT_5 * 100} % (misses in the table above)`;
        expect(hits5, why).toBeGreaterThanOrEqual(MIN_HITS_AT_5);
      });
    });
  }
});
