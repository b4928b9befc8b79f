import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('RSDOCS_TRACE', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-trace-'));
  afterEach(() => {
    delete process.env.RSDOCS_TRACE;
    vi.resetModules();
  });

  it('appends a line for the first and every 1,000th pass of a step, with the RSS, the peak so far and the heap', async () => {
    const file = path.join(dir, 'trace.txt');
    process.env.RSDOCS_TRACE = file;
    vi.resetModules();
    const { checkpoint } = await import('./checkpoint');
    for (let i = 0; i < 2000; i++) checkpoint('page');
    checkpoint('done');
    const lines = fs.readFileSync(file, 'utf8').trim().split('\n');
    expect(lines.map((l) => l.split(' ').slice(1, 3).join(' '))).toEqual(['page 1', 'page 1000', 'page 2000', 'done 1']);
    for (const line of lines) {
      const [, rss, peak] = /rss=(\d+) peak=(\d+) heap=\d+\/\d+$/.exec(line)!.map(Number);
      expect(peak).toBeGreaterThanOrEqual(rss!);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
