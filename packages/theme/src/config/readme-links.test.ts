import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const README = 'https://www.npmjs.com/package/@rsdocs/theme';

/** GitHub's and npm's heading anchors: lower case, punctuation dropped, spaces to dashes. */
export function headingSlug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  // The open code fence, as CommonMark reads one: 3+ backticks or tildes, closed by a run of the same character at
  // least as long; a backtick fence's info string has no backtick (so ```` ```tree ```` in a paragraph is inline code).
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const run = /^\s*(`{3,}|~{3,})(.*)$/.exec(line);
    if (run && fence === null && !(run[1]![0] === '`' && run[2]!.includes('`'))) fence = run[1]!;
    else if (run && fence !== null && run[1]![0] === fence[0] && run[1]!.length >= fence.length && !run[2]!.trim()) fence = null;
    const m = fence === null && !run && /^#{1,6}\s+(.*?)\s*$/.exec(line);
    if (m) anchors.add(headingSlug(m[1]!));
    // Explicit anchors (<a id="…">) count too.
    for (const [, id] of line.matchAll(/<a id="([^"]+)"/g)) anchors.add(id!);
  }
  return anchors;
}

/** Every source file whose JSDoc users see: the config schema and the public entries' modules. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.(test|stories)\.tsx?$/.test(e.name) ? [full] : [];
  });
}

describe('links from JSDoc to the README', () => {
  const anchors = anchorsOf(fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8'));
  const links = sourceFiles(path.join(ROOT, 'src')).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/https:\/\/www\.npmjs\.com\/package\/@rsdocs\/theme#([\w-]+)/g)].map((m) => ({
      file: path.relative(ROOT, file),
      anchor: m[1]!,
    })),
  );

  it('exist (the config schema links each documented key to its section)', () => {
    expect(links.filter((l) => l.file === path.join('src', 'config', 'schema.ts')).length).toBeGreaterThan(5);
  });

  it('each point at a heading of the README', () => {
    const dead = links.filter((l) => !anchors.has(l.anchor)).map((l) => `${l.file}: ${README}#${l.anchor}`);
    expect(dead).toEqual([]);
  });

  it('read headings the way the README renders them', () => {
    expect(headingSlug('Extending: slots and replacing components')).toBe('extending-slots-and-replacing-components');
    expect(headingSlug('Config reference')).toBe('config-reference');
  });

  it('skip code fences as CommonMark closes them (a longer fence around a shorter one, inline ```` ``` ````)', () => {
    const md = ['## Before', '````md', '```ts', '## not a heading', '```', '````', 'The ```` ```tree ```` language.', '## After'].join('\n');
    expect([...anchorsOf(md)]).toEqual(['before', 'after']);
  });
});
