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
  let fence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    const m = !fence && /^#{1,6}\s+(.*?)\s*$/.exec(line);
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
});
