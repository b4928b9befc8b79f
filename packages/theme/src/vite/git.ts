import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Last commit time (ms) of every file under `dir`, from one `git log` run (not one per file, which is slow
 * on big sites). Files without history are absent. Returns an empty map outside a git checkout.
 */
export function lastUpdatedTimes(dir: string): Map<string, number> {
  const times = new Map<string, number>();
  let out = '';
  try {
    const top = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    out = execFileSync('git', ['log', '--format=%x00%ct', '--name-only', '--no-renames', '--', '.'], {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
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
