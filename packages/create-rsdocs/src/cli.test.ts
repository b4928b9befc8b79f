import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { main } from './cli';
import { FIXTURE } from './from/test-support';

let tmp: string;
let out: string;
let err: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'create-rsdocs-cli-'));
  out = '';
  err = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((out += String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((err += String(chunk)), true));
  process.exitCode = undefined;
});
afterEach(() => {
  vi.restoreAllMocks();
  process.exitCode = undefined;
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('create-rsdocs --from', () => {
  it('prints what it wrote, what it could not carry over and the next steps', async () => {
    const site = path.join(tmp, 'site');
    fs.cpSync(FIXTURE, site, { recursive: true });
    await main(['--from', site]);
    expect(err).toBe('');
    expect(process.exitCode).toBeUndefined();
    expect(out).toContain(`Converted ${site} from rspress.config.ts: 28 Markdown files, none of them changed.`);
    expect(out).toContain('Wrote site.config.ts, package.json, tsconfig.json, vite.config.ts, MIGRATION.md.');
    expect(out).toMatch(/Not carried over, or carried with a difference \(\d+; how to port each is in MIGRATION\.md\):\nCustom theme:\n {2}- Layout \(theme\/index\.tsx:8\)/);
    expect(out).toMatch(/\n {2}npm run build {6}# rsdocs build: static site in build\//);
  });

  it('says what is wrong in one line, without a stack, and exits 1', async () => {
    await main(['--from', tmp]);
    expect(process.exitCode).toBe(1);
    expect(out).toBe('');
    expect(err).toMatch(/^create-rsdocs: .* has no Rspress config: expected rspress\.config\.ts, .*create-rsdocs --from <folder>\n$/);
    expect(err).not.toMatch(/\n\s+at /);
  });
});
