import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteConfig } from '@rsdocs/theme';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A build killed at any moment (SIGKILL, as `kill -9` or the OOM killer would) or stopped by a damaged cache leaves
// the last site whole in dist/, and the next build ends byte for byte as a cold one. Each build runs in a child
// process (build-child.mjs); RSDOCS_KILL_AT makes it kill itself at a named step (vite/checkpoint.ts), so the
// moment is chosen by the build's progress, not by a clock.

let root: string;
const outDir = () => path.join(root, 'dist');
const cacheDir = () => path.join(root, 'node_modules/.cache/rsdocs');
const child = path.join(path.dirname(fileURLToPath(import.meta.url)), 'build-child.mjs');

const config: SiteConfig = {
  title: 'Killed',
  root: 'docs',
  lang: 'en',
  siteUrl: 'https://example.com',
  lastUpdated: false,
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
};

function page(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, 'docs', file)), { recursive: true });
  fs.writeFileSync(path.join(root, 'docs', file), text);
}

/** A site of a dozen pages per language, one with JavaScript (so there is a server bundle), and a public file. */
function writeSite(version: string) {
  for (const lang of ['en', 'zh']) {
    page(`${lang}/index.md`, `---\npageType: home\nhero:\n  name: Killed ${version}\n---\n`);
    page(`${lang}/guide/live.mdx`, `export const answer = 6 * 7;\n\n# Live\n\nThe answer is {answer}, ${version}.\n`);
    for (let i = 0; i < 10; i++) page(`${lang}/guide/p${i}.md`, `# Page ${i}\n\nText of page ${i} in ${lang}, ${version}.\n\n## Part {#part}\n\nMore.\n`);
  }
  fs.mkdirSync(path.join(root, 'public'), { recursive: true });
  fs.writeFileSync(path.join(root, 'public/robots.txt'), `User-agent: *\n# ${version}\n`);
}

/** Builds in a child process; `killAt` a step (with `:n`, its n-th time). Returns how the child ended. */
function build({ killAt, cache = true, out = outDir() }: { killAt?: string; cache?: boolean; out?: string } = {}) {
  const env: NodeJS.ProcessEnv = { ...process.env, RSDOCS_KILL_AT: killAt ?? '', RSDOCS_CACHE: cache ? '' : '0' };
  const result = spawnSync(process.execPath, [child, root, out, JSON.stringify(config)], { env, encoding: 'utf8', timeout: 120_000 });
  return { signal: result.signal, status: result.status, stderr: result.stderr };
}

function buildOk() {
  const result = build();
  expect(result.status, result.stderr).toBe(0);
  return result;
}

/** Every file under `dir`, by its content's hash. */
function snapshot(dir = outDir()): Record<string, string> {
  const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return Object.fromEntries(
    files.map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort().map((rel) => [rel, createHash('sha1').update(fs.readFileSync(path.join(dir, rel))).digest('hex')]),
  );
}

/** The folders a build leaves beside the out dir while it runs (its staging folder, the retired out dir). */
const leftovers = () => fs.readdirSync(root).filter((name) => name.startsWith('.dist.'));

/** A build without the cache into an out dir of its own: the reference every warm build must equal. */
function coldSnapshot(): Record<string, string> {
  const cold = path.join(root, 'cold');
  fs.rmSync(cold, { recursive: true, force: true });
  const result = build({ cache: false, out: cold });
  expect(result.status, result.stderr).toBe(0);
  return snapshot(cold);
}

beforeAll(() => {
  // Inside the site package, so the pages' imports (react/jsx-runtime) resolve from its node_modules.
  root = fs.mkdtempSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../.tmp-killed-build-'));
  writeSite('v1');
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('a build killed halfway', () => {
  let first: Record<string, string>;

  it('leaves the last site whole, whichever step it was killed at', () => {
    buildOk();
    first = snapshot();
    expect(Object.keys(first)).toContain('guide/p9.html');
    // What the next build would change: every page, a page added, one removed, the public file.
    writeSite('v2');
    page('en/guide/added.md', '# Added\n\nA new page.\n');
    fs.rmSync(path.join(root, 'docs/zh/guide/p9.md'));
    for (const step of ['cache-write:2', 'server-bundle-written', 'client-bundle', 'prerender:3', 'client-bundle-written']) {
      const killed = build({ killAt: step });
      expect(killed.signal, `killed at ${step}`).toBe('SIGKILL');
      expect(snapshot(), `dist/ after a build killed at ${step}`).toEqual(first);
    }
  });

  it('killed between the two renames of the swap, is undone by the next build, which ends as a cold one', () => {
    const killed = build({ killAt: 'swap' });
    expect(killed.signal).toBe('SIGKILL');
    // The out dir was renamed aside, whole; the new one not yet in its place.
    expect(fs.existsSync(outDir())).toBe(false);
    const retired = leftovers().find((name) => name.includes('rsdocs-old'));
    expect(snapshot(path.join(root, retired!))).toEqual(first);
    buildOk();
    expect(leftovers()).toEqual([]);
    const warm = snapshot();
    expect(warm).not.toEqual(first);
    expect(warm).toEqual(coldSnapshot());
  });
});

describe('a damaged build cache', () => {
  const fingerprintDir = () => path.join(cacheDir(), fs.readdirSync(cacheDir())[0]!);
  /** Every file of the cache of a kind (`page-body`, `search`). */
  const entries = (kind: string) => {
    const dir = path.join(fingerprintDir(), kind);
    return fs.readdirSync(dir, { recursive: true }).map((f) => path.join(dir, String(f))).filter((f) => f.endsWith('.json')).sort();
  };
  /** A byte in the middle of the n-th page head (a line of the heads' file) changed. */
  const flipHead = (n: number) => {
    const file = path.join(fingerprintDir(), 'page-heads');
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    const line = lines[n + 1]!;
    const at = Math.floor(line.length * 0.6);
    lines[n + 1] = line.slice(0, at) + (line[at] === 'a' ? 'b' : 'a') + line.slice(at + 1);
    fs.writeFileSync(file, lines.join('\n'));
  };
  const truncate = (file: string) => fs.truncateSync(file, Math.floor(fs.statSync(file).size / 2));
  /** A byte in the middle of the file changed: the file keeps its size, and maybe its JSON's validity. */
  const flip = (file: string) => {
    const bytes = fs.readFileSync(file);
    const at = Math.floor(bytes.length * 0.6);
    bytes[at] = bytes[at] === 0x61 ? 0x62 : 0x61;
    fs.writeFileSync(file, bytes);
  };

  it('is detected and built again, with a warning: the output is the cold build\'s', () => {
    writeSite('v3');
    // Only this build's entries: earlier tests' builds left entries of other pages, and which of them sort first
    // depends on the keys' hashes (a damaged entry no build reads would go unnoticed).
    fs.rmSync(cacheDir(), { recursive: true, force: true });
    buildOk();
    flipHead(0);
    flipHead(5);
    truncate(entries('page-body')[2]!);
    flip(entries('search')[0]!);
    flip(path.join(fingerprintDir(), 'outputs.json'));
    const result = build();
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/damaged build cache entries were found and built again, not trusted/);
    expect(result.stderr).toMatch(/damaged build cache entry was found and built again, not trusted: .*search/);
    expect(snapshot()).toEqual(coldSnapshot());
  });

  it('stops the build when a page body is found damaged as it is read, leaving dist/ whole; the next build ends as a cold one', () => {
    const before = snapshot();
    // Every body damaged behind its seal (same size): a body is read only for a page whose files are made again,
    // here the one whose HTML and Markdown copy are gone from the out dir.
    for (const body of entries('page-body')) flip(body);
    fs.rmSync(path.join(outDir(), 'guide/p1.html'));
    fs.rmSync(path.join(outDir(), 'guide/p1.md'));
    const partial = snapshot();
    const result = build();
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/the build cache entry of \S*p1\.md was damaged .*Build again/s);
    expect(snapshot()).toEqual(partial);
    expect(leftovers()).toEqual([]);
    buildOk();
    const warm = snapshot();
    expect(warm).toEqual(before);
    expect(warm).toEqual(coldSnapshot());
  });
});

describe('a large build that fails', () => {
  it('leaves no temporary folder behind (the search spool of a site over 500 pages)', () => {
    // A site of its own, past the large-site size, and an MDX page with a component nothing provides: the build
    // stops at the server bundle's check, after the search documents were spooled.
    const large = fs.mkdtempSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../.tmp-failed-build-'));
    const tmp = fs.mkdtempSync(path.join(large, 'tmp-'));
    try {
      const write = (file: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(large, 'docs', file)), { recursive: true });
        fs.writeFileSync(path.join(large, 'docs', file), text);
      };
      write('en/index.md', '---\npageType: home\nhero:\n  name: Large\n---\n');
      for (let i = 0; i < 520; i++) write(`en/guide/p${i}.md`, `# Page ${i}\n\nWords of page ${i}.\n`);
      write('en/guide/broken.mdx', '# Broken\n\n<NoSuchComponent />\n');
      const env: NodeJS.ProcessEnv = { ...process.env, TMPDIR: tmp, RSDOCS_KILL_AT: '', RSDOCS_CACHE: '0' };
      const result = spawnSync(process.execPath, [child, large, path.join(large, 'dist'), JSON.stringify({ title: 'Large', root: 'docs', lang: 'en', lastUpdated: false })], { env, encoding: 'utf8', timeout: 120_000 });
      expect(result.status, result.stderr).toBe(1);
      expect(result.stderr).toContain('NoSuchComponent');
      expect(fs.readdirSync(tmp).filter((name) => name.startsWith('rsdocs-search-'))).toEqual([]);
    } finally {
      fs.rmSync(large, { recursive: true, force: true });
    }
  });
});
