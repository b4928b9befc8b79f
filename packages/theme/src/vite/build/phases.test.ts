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

  it('prints a line on stderr as each step ends when asked, and keeps every step for the closing line', () => {
    const printed: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((line) => (printed.push(String(line)), true));
    const phases = new Phases({ verbose: true, pages: 3 });
    phases.end('markdown');
    phases.lap('render to 10000');
    phases.end('search indexes');
    phases.close();
    expect(printed[0]).toMatch(/^\[rsdocs phases\] build of 3 pages; CPU before it \d+\.\ds\n$/);
    for (const line of printed.slice(1)) expect(line).toMatch(/ wall \d+\.\ds {2}cpu \d+\.\ds \(.+ cores\) {2}heap \d+ MB {2}rss \d+ MB {2}peak \d+ MB {2}main gc \d+\.\ds \(\d+ full\)\n$/);
    expect(printed.slice(1).map((l) => l.slice('[rsdocs phases] '.length).split('  ')[0]!.trim())).toEqual(['markdown', 'render to 10000', 'search indexes']);
    expect(String(phases)).toMatch(/^markdown \d+\.\ds, render to 10000 \d+\.\ds, search indexes \d+\.\ds$/);
  });

  it('prints nothing in a normal build, and leaves laps out of the closing line', () => {
    const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const phases = new Phases({ verbose: false, pages: 3 });
    phases.end('markdown');
    phases.lap('render to 10000');
    phases.close();
    expect(write).not.toHaveBeenCalled();
    expect(String(phases)).toMatch(/^markdown \d+\.\ds$/);
  });
});
