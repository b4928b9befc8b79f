// Build one hostile page in a site of its own with the `rsdocs` CLI, in a child process a watchdog kills when it
// runs past its time: a hang detector, not a speed test. The outcome is one of
// - `built`: exit code 0 and the page's HTML written;
// - `refused`: a failing exit code, and the output names the page as `docs/en/<file>:<line>`, without a stack trace;
// - `crashed`: anything else that ended the process (a stack trace, a signal, an exit without the page named);
// - `hung`: killed by the watchdog.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/rsdocs.js');

/** A site with a home page and the hostile page, in a fresh temporary folder. */
function writeSite(kase) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-hostile-'));
  fs.mkdirSync(path.join(dir, 'docs/en'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'site.config.mjs'), "export default { title: 'Hostile', lastUpdated: false };\n");
  fs.writeFileSync(path.join(dir, 'docs/en/index.md'), '# Home\n\nThe page under test sits beside this one.\n');
  fs.writeFileSync(path.join(dir, 'docs/en', kase.file), kase.bytes);
  return dir;
}

const builtPage = (dir, file) => path.join(dir, 'dist', `${file.replace(/\.mdx?$/, '')}.html`);

/**
 * Build `kase` ({ name, file, bytes }) and say how it went: `{ outcome, output, ms }`. The watchdog kills the build
 * after `timeoutMs`.
 */
export async function buildCase(kase, { timeoutMs = 120_000 } = {}) {
  const dir = writeSite(kase);
  const started = Date.now();
  const child = spawn(process.execPath, [CLI, 'build', dir], { env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  let killed = false;
  const watchdog = setTimeout(() => {
    killed = true;
    child.kill('SIGKILL');
  }, timeoutMs);
  const { code, signal } = await new Promise((resolve) => child.on('close', (code, signal) => resolve({ code, signal })));
  clearTimeout(watchdog);
  const ms = Date.now() - started;
  const built = fs.existsSync(builtPage(dir, kase.file));
  fs.rmSync(dir, { recursive: true, force: true });
  const place = new RegExp(`docs/en/${kase.file.replace(/[.]/g, '\\.')}:\\d+`);
  const stack = /^\s+at .+[(:]\d+/m.test(output);
  let outcome;
  if (killed) outcome = 'hung';
  else if (code === 0 && built && !stack) outcome = 'built';
  else if (code !== 0 && signal === null && place.test(output) && !stack) outcome = 'refused';
  else outcome = 'crashed';
  return { outcome, output, ms, code, signal };
}
