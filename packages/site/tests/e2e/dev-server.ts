import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const siteDir = path.resolve(here, '../..');
const themeDir = path.resolve(siteDir, '../theme');
export const DEV_FIXTURE = path.resolve(here, '../dev-fixture');

export interface DevSite {
  /** The copy of the fixture the server runs on: tests edit its files. */
  root: string;
  origin: string;
  /** Everything the server printed. */
  output(): string;
  /** Write a file of the copy (relative to its root). */
  write(file: string, content: string): void;
  read(file: string): string;
  remove(file: string): void;
  close(): Promise<void>;
}

/**
 * `rsdocs dev` on a copy of tests/dev-fixture in a temporary folder, with the theme installed as a package is
 * (a copy of its package.json and dist in node_modules, not a link into the workspace): Vite then treats it as a
 * dependency, as on a user's machine. React and Vite are linked from the workspace.
 */
export async function startDevSite({ fixture = DEV_FIXTURE, files = {} }: { fixture?: string; files?: Record<string, string> } = {}): Promise<DevSite> {
  const root = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'rsdocs-dev-'));
  fs.cpSync(fixture, root, { recursive: true });
  // Files of this copy that differ from the fixture's.
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  fs.writeFileSync(path.join(root, 'package.json'), `${JSON.stringify({ name: 'dev-fixture', private: true, type: 'module' })}\n`);
  const theme = path.join(root, 'node_modules/@rsdocs/theme');
  fs.mkdirSync(theme, { recursive: true });
  for (const entry of ['package.json', 'dist', 'bin']) fs.cpSync(path.join(themeDir, entry), path.join(theme, entry), { recursive: true });
  // The theme's own dependencies (Radix, clsx, @rsdocs/search), resolved from its folder as after an install.
  fs.symlinkSync(path.join(themeDir, 'node_modules'), path.join(theme, 'node_modules'));
  for (const dep of ['react', 'react-dom', 'vite']) fs.symlinkSync(path.join(siteDir, 'node_modules', dep), path.join(root, 'node_modules', dep));

  let out = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(theme, 'bin/rsdocs.js'), 'dev', '--port', '0', '--host', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const url = /Local:\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
      if (url) {
        clearInterval(timer);
        resolve(url);
      } else if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`rsdocs dev exited (${child.exitCode}):\n${out}`));
      }
    }, 50);
  });

  const abs = (file: string) => path.join(root, file);
  return {
    root,
    origin,
    output: () => out,
    write: (file, content) => fs.writeFileSync(abs(file), content),
    read: (file) => fs.readFileSync(abs(file), 'utf8'),
    remove: (file) => fs.rmSync(abs(file)),
    async close() {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
