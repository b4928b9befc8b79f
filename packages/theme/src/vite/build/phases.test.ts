import { afterEach, describe, expect, it, vi } from 'vitest';
import { phaseLine, Phases, phasesWanted } from './phases';

describe('phasesWanted', () => {
  it('is on with RSDOCS_PHASES or the CLI’s --debug (RSDOCS_DEBUG), off otherwise or with 0', () => {
    expect(phasesWanted({})).toBe(false);
    expect(phasesWanted({ RSDOCS_PHASES: '1' })).toBe(true);
    expect(phasesWanted({ RSDOCS_PHASES: '0' })).toBe(false);
    expect(phasesWanted({ RSDOCS_DEBUG: '1' })).toBe(true);
  });
});

describe('phaseLine', () => {
  it('names the step, its wall and CPU time, the cores that makes, and the memory after it', () => {
    const mb = 2 ** 20;
    expect(phaseLine('render to 10000', 20, 30, { heapUsed: 412 * mb, rss: 980 * mb }, 1100 * 1024)).toBe(
      'render to 10000        wall 20.0s  cpu 30.0s (1.50 cores)  heap 412 MB  rss 980 MB  peak 1100 MB',
    );
  });
});

describe('Phases', () => {
  afterEach(() => vi.restoreAllMocks());

  it('prints a line on stderr as each step ends when asked, and keeps its laps for the closing line', () => {
    const printed: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((line) => (printed.push(String(line)), true));
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const phases = new Phases({ verbose: true, pages: 3 });
    now += 1000;
    phases.end('markdown');
    now += 2000;
    phases.lap('render to 10000');
    now += 300;
    phases.end('search indexes');
    phases.close();
    expect(printed[0]).toMatch(/^\[rsdocs phases\] build of 3 pages; CPU before it \d+\.\ds\n$/);
    for (const line of printed.slice(1)) expect(line).toMatch(/ wall \d+\.\ds {2}cpu \d+\.\ds \(.+ cores\) {2}heap \d+ MB {2}rss \d+ MB {2}peak \d+ MB {2}main gc \d+\.\ds \(\d+ full\)\n$/);
    expect(printed.slice(1).map((l) => l.slice('[rsdocs phases] '.length).split('  ')[0]!.trim())).toEqual(['markdown', 'render to 10000', 'search indexes']);
    expect(String(phases)).toBe('markdown 1.0s, render to 10000 2.0s, search indexes 0.3s');
  });

  it('prints nothing in a normal build, and leaves laps and instant steps out of the closing line', () => {
    const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const phases = new Phases({ verbose: false, pages: 3 });
    now += 1900;
    phases.end('markdown');
    now += 500;
    phases.lap('render to 10000');
    now += 3000;
    phases.end('prerender');
    now += 10; // a small site's search indexes, made during prerendering: nothing left to wait for
    phases.end('search indexes');
    phases.close();
    expect(write).not.toHaveBeenCalled();
    expect(String(phases)).toBe('markdown 1.9s, prerender 3.5s');
  });
});
