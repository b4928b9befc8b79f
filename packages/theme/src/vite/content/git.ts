import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Last commit time (ms) of every file under `dir`, from one `git log` run (not one per file, which is slow
 * on big sites). Files without history are absent. Resolves to an empty map outside a git checkout. Runs in a
 * child process while the caller goes on (pages compile meanwhile).
 */
export async function lastUpdatedTimes(dir: string): Promise<Map<string, number>> {
  const times = new Map<string, number>();
  try {
    const top = (await run('git', ['rev-parse', '--show-toplevel'], { cwd: dir, encoding: 'utf8' })).stdout.trim();
    const { stdout: out } = await run('git', ['log', '--format=%x00%ct', '--name-only', '--no-renames', '--', '.'], {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    let current = 0;
    for (const line of out.split('\n')) {
      if (line.startsWith('\0')) current = Number(line.slice(1)) * 1000;
      else if (line.trim()) {
        const abs = path.join(top, line.trim());
        if (!times.has(abs)) times.set(abs, current); // log is newest first
      }
    }
  } catch {
    // not a git checkout, or git missing: no dates
  }
  return times;
}
