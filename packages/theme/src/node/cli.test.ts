import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { main } from './cli';

// The commands' actions, recorded instead of run (the build itself is tested in build.test.ts and the site's tests).
const builds: unknown[] = [];
vi.mock('./build', () => ({ runBuild: async (options: unknown) => void builds.push(options) }));

// The command line itself: help, its mistakes, and errors printed as plain lines with a failing exit code.
let out: string[];
let err: string[];
beforeEach(() => {
  out = [];
  err = [];
  vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
  vi.spyOn(console, 'info').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void err.push(a.join(' ')));
  process.exitCode = undefined;
});
afterEach(() => {
  vi.restoreAllMocks();
  process.exitCode = undefined;
});

describe('rsdocs', () => {
  it('lists its commands with --help', async () => {
    await main(['--help']);
    const help = out.join('\n');
    for (const command of ['dev [root]', 'build [root]', 'preview [root]', 'serve [dir]', 'mcp']) expect(help).toContain(command);
    expect(process.exitCode).toBeUndefined();
  });

  it('lists the flags of a command with <command> --help', async () => {
    await main(['dev', '--help']);
    const help = out.join('\n');
    for (const flag of ['--port', '--host', '--open', '--base', '--out-dir']) expect(help).toContain(flag);
  });

  it('builds without the cache with --no-cache, documented in build --help', async () => {
    await main(['build', '--help']);
    expect(out.join('\n')).toMatch(/--no-cache\s+build everything afresh/);
    builds.length = 0;
    await main(['build', 'site', '--no-cache']);
    await main(['build', 'site', '--out-dir', 'out']);
    expect(builds).toEqual([
      { root: 'site', base: undefined, outDir: undefined, cache: false },
      { root: 'site', base: undefined, outDir: 'out', cache: true },
    ]);
    expect(process.exitCode).toBeUndefined();
  });

  it('fails on an unknown command or option, saying which', async () => {
    await main(['deploy']);
    expect(err.join('\n')).toContain('unknown command "deploy"');
    expect(process.exitCode).toBe(1);
    process.exitCode = undefined;
    await main(['dev', '--prot', '3000']);
    expect(err.join('\n')).toContain('Unknown option `--prot`');
    expect(process.exitCode).toBe(1);
  });

  it('refuses a port that is not one', async () => {
    await main(['dev', '--port', 'abc']);
    expect(err.join('\n')).toContain('--port expects a port number');
    expect(process.exitCode).toBe(1);
  });

  it('takes the flags that come after a `--` (pnpm dev -- --port N)', async () => {
    await main(['dev', '--', '--port', 'abc']);
    expect(err.join('\n')).toContain('got "abc"');
  });

  it('prints a project error as a plain line', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-cli-'));
    try {
      await main(['preview', dir]);
      expect(err).toHaveLength(1);
      expect(err[0]).toMatch(/^no site\.config\.ts .*npm create rsdocs@latest <dir>`$/s);
      expect(err[0]).not.toMatch(/RsdocsError|\n\s+at /);
      expect(process.exitCode).toBe(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('points `init` at create-rsdocs', async () => {
    await main(['init', 'my-docs']);
    expect(err.join('\n')).toContain('npm create rsdocs@latest');
    expect(process.exitCode).toBe(1);
  });
});
