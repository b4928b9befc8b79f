import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en, zh, type RelevanceCase } from './queries';

// The relevance set promises that its queries use words that really appear on the expected page (queries.ts):
// when a page is rewritten, a query that no longer matches its words must be rewritten too, or a miss would
// blame the ranking for what the content changed. Concept, prefix and typo queries are phrased apart on purpose.
const docs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs');
const LITERAL_KINDS = new Set(['option', 'body', 'cli', 'mixed', 'guide']);

function pageSource(route: string): string | null {
  const lang = route.startsWith('/zh/') ? 'zh' : 'en';
  const rest = route.replace(/^\/zh(?=\/)/, '');
  const base = path.join(docs, lang, rest);
  const candidates = rest.endsWith('/') ? [`${base}index.mdx`, `${base}index.md`] : [`${base}.mdx`, `${base}.md`, `${base}/index.mdx`, `${base}/index.md`];
  const found = candidates.find((f) => fs.existsSync(f));
  return found ? fs.readFileSync(found, 'utf8') : null;
}

describe.each([
  ['en', en],
  ['zh', zh],
] as Array<[string, RelevanceCase[]]>)('relevance queries (%s)', (_, cases) => {
  it.each(cases.map((c) => [c.q, c] as const))('%s names a page that exists', (_, c) => {
    for (const route of [c.expect].flat()) expect(pageSource(route), route).not.toBeNull();
  });

  it.each(cases.filter((c) => LITERAL_KINDS.has(c.kind)).map((c) => [c.q, c] as const))('%s uses words of its expected page', (_, c) => {
    const words = c.q.toLowerCase().split(/\s+/);
    const pages = [c.expect].flat().map((route) => (pageSource(route) ?? '').toLowerCase());
    expect(pages.some((text) => words.every((w) => text.includes(w))), `"${c.q}" → ${[c.expect].flat().join(' | ')}`).toBe(true);
  });
});
