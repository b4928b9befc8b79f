import { constants, PerformanceObserver } from 'node:perf_hooks';

/**
 * The build's steps and what each cost. Always: each step's wall time, for the build's closing line. With
 * `RSDOCS_PHASES=1` (or `--debug`), also a line on stderr as each step ends: its wall time, the process's CPU time in
 * it (user + system, of every thread: the compile and render workers are threads of this process), the main heap
 * used and the RSS at its end, and the peak RSS so far. Made to tell which step grows faster than the page count,
 * and which leaves a core idle (CPU below wall on a two-core machine).
 */
/** Shortest step the build's closing line names (it prints tenths of a second). */
const SHOWN_FROM_SECONDS = 0.05;

export class Phases {
  readonly started = performance.now();
  private mark = this.started;
  private cpu = process.cpuUsage();
  private readonly done: string[] = [];
  private readonly verbose: boolean;
  /** The main thread's garbage collection, in ms: since the start, and at the last step's end. */
  private gcMs = 0;
  private gcMark = 0;
  /** Full (mark-compact) collections of the main thread: since the start, and at the last step's end. */
  private majors = 0;
  private majorsMark = 0;
  private observer: PerformanceObserver | null = null;

  constructor({ verbose = phasesWanted(), pages }: { verbose?: boolean; pages?: number } = {}) {
    this.verbose = verbose;
    if (verbose) {
      this.observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          this.gcMs += entry.duration;
          if ((entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) this.majors++;
        }
      });
      this.observer.observe({ entryTypes: ['gc'] });
    }
    if (verbose && pages !== undefined) this.print(`build of ${pages} pages; CPU before it ${seconds(cpuOf(process.cpuUsage()))}`);
  }

  /** The step since the last one (or the start) ended now, named `name`. */
  end(name: string): void {
    const now = performance.now();
    const cpu = process.cpuUsage();
    const wall = (now - this.mark) / 1000;
    // The closing line names the steps that took time: a small site's steps after prerendering take none.
    if (wall >= SHOWN_FROM_SECONDS) this.done.push(`${name} ${wall.toFixed(1)}s`);
    if (this.verbose) this.print(`${phaseLine(name, wall, cpuOf(process.cpuUsage(this.cpu)), process.memoryUsage())}  main gc ${seconds((this.gcMs - this.gcMark) / 1000)} (${this.majors - this.majorsMark} full)`);
    this.gcMark = this.gcMs;
    this.majorsMark = this.majors;
    this.mark = now;
    this.cpu = cpu;
  }

  /** A step within a long one (every so many pages), reported only when verbose. */
  lap(name: string): void {
    if (this.verbose) this.end(name);
  }

  /** Stops watching the garbage collector (the build has ended). */
  close(): void {
    this.observer?.disconnect();
    this.observer = null;
  }

  toString(): string {
    return this.done.join(', ');
  }

  private print(line: string): void {
    process.stderr.write(`[rsdocs phases] ${line}\n`);
  }
}

/** Whether the build reports its steps: `RSDOCS_PHASES=1`, or the CLI's `--debug`. */
export function phasesWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  return (!!env.RSDOCS_PHASES && env.RSDOCS_PHASES !== '0') || (!!env.RSDOCS_DEBUG && env.RSDOCS_DEBUG !== '0');
}

/** One step's line: `name  wall 12.3s  cpu 20.1s (1.63 cores)  heap 412 MB  rss 980 MB  peak 1,100 MB`. */
export function phaseLine(name: string, wall: number, cpu: number, memory: Pick<NodeJS.MemoryUsage, 'heapUsed' | 'rss'>, peakRssKb = process.resourceUsage().maxRSS): string {
  const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;
  const cores = wall > 0 ? (cpu / wall).toFixed(2) : '-';
  return `${name.padEnd(22)} wall ${seconds(wall)}  cpu ${seconds(cpu)} (${cores} cores)  heap ${mb(memory.heapUsed)}  rss ${mb(memory.rss)}  peak ${mb(peakRssKb * 1024)}`;
}

const cpuOf = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1e6;
const seconds = (s: number) => `${s.toFixed(1)}s`;
