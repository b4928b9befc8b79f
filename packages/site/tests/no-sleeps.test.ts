import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Browser tests wait for conditions, never for a fixed time: a sleep long enough on a quiet machine is too short
// at load 15, and a check that something did NOT happen then passes because it had no time to happen. The waits
// that replace them are in tests/e2e/settle.ts.
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Files that drive a browser or hold tests: every package's tests/ and src/ test files, and the repo's scripts. */
function browserTestFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(m?[jt]sx?)$/.test(entry.name)) files.push(full);
    }
  };
  for (const pkg of fs.readdirSync(path.join(repo, 'packages'))) {
    walk(path.join(repo, 'packages', pkg, 'tests'));
    walk(path.join(repo, 'packages', pkg, 'src'));
    walk(path.join(repo, 'packages', pkg, 'scripts'));
  }
  walk(path.join(repo, 'scripts'));
  return files;
}

/** `file:line` of each line in `text` that matches `pattern`. */
function linesMatching(file: string, text: string, pattern: RegExp): string[] {
  return text.split('\n').flatMap((line, i) => (pattern.test(line) ? [`${path.relative(repo, file)}:${i + 1}: ${line.trim()}`] : []));
}

// Written in two pieces so this file does not name itself.
const PLAYWRIGHT_SLEEP = new RegExp(['waitFor', 'Timeout\\('].join(''));
/** A Node-side sleep for a literal time: `new Promise((r) => setTimeout(r, 200))`. */
const PROMISE_SLEEP = /new Promise[^;]*=>\s*setTimeout\(\s*\w+\s*,\s*\d/;

describe('no fixed sleeps in browser tests', () => {
  const files = browserTestFiles();

  it('finds the e2e tests and the scripts that drive a browser', () => {
    const names = files.map((f) => path.relative(repo, f));
    expect(names).toContain('packages/site/tests/e2e/states.e2e.test.ts');
    expect(names).toContain('scripts/storybook-smoke.mjs');
  });

  it('no file calls Playwright’s fixed wait', () => {
    const found = files.flatMap((f) => linesMatching(f, fs.readFileSync(f, 'utf8'), PLAYWRIGHT_SLEEP));
    expect(found, 'wait for an event or condition instead (tests/e2e/settle.ts)').toEqual([]);
  });

  it('no e2e test sleeps for a literal time with a timer', () => {
    const e2e = files.filter((f) => f.includes(`${path.sep}e2e${path.sep}`));
    expect(e2e.length).toBeGreaterThan(10);
    const found = e2e.flatMap((f) => linesMatching(f, fs.readFileSync(f, 'utf8'), PROMISE_SLEEP));
    expect(found, 'wait for an event or condition instead (tests/e2e/settle.ts)').toEqual([]);
  });
});
