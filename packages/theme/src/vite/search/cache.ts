import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readSealed, writeSealedSync } from '../cache/sealed';

// What a build keeps of an index between builds (`SearchIndexJob.cache`): its pages in runs, each run collected
// (split and tokenized, its terms' postings gathered) in a file named by what went into it. An edit then collects
// the run of the page it changed, and joins it with the others as they were: a language of thousands of pages is
// not tokenized again, and its postings are gathered per run, not per section.

/** Runs end, on average, after this many pages; never after more than `MAX_RUN`. */
const RUN_EVERY = 64;
const MAX_RUN = 256;

/** A short hash of some strings. */
function keyOf(...parts: string[]): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('base64url');
}

/** FNV-1a: a page's route decides alone whether a run ends after it. */
function routeHash(route: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < route.length; i++) h = Math.imul(h ^ route.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * Cuts pages into runs, each ending after a page whose route hashes to a multiple of `every` (or at `max` pages):
 * an added, removed or edited page changes its own run, and the others stay as they were.
 */
export function cutRuns<T extends { routePath: string }>(docs: T[], every = RUN_EVERY, max = MAX_RUN): T[][] {
  return [...runsOf(docs, every, max)];
}

/** `cutRuns` of pages as they come (read from a file a few at a time): each run as soon as it ends. */
export function* runsOf<T extends { routePath: string }>(docs: Iterable<T>, every = RUN_EVERY, max = MAX_RUN): Generator<T[]> {
  let run: T[] = [];
  for (const doc of docs) {
    run.push(doc);
    if (routeHash(doc.routePath) % every === 0 || run.length >= max) {
      yield run;
      run = [];
    }
  }
  if (run.length) yield run;
}

/** The file name of a run: its pages' keys (hashes of what the builder reads of them), the builder and the language. */
export function runKey(builder: string, lang: string, docKeys: string[]): string {
  return keyOf(builder, lang, ...docKeys);
}

/** A collected part as it is kept: its term maps as lists. */
interface StoredPart<P> {
  part: Omit<P, 'body' | 'head'>;
  body: Array<[string, number[], number[]]>;
  head: Array<[string, number[]]>;
}
type Part = { body: Map<string, { sections: number[]; counts: number[] }>; head: Map<string, number[]> };

export function storePart<P extends Part>(part: P): string {
  const { body, head, ...rest } = part;
  const stored: StoredPart<P> = { part: rest, body: [...body].map(([term, l]) => [term, l.sections, l.counts]), head: [...head] };
  return JSON.stringify(stored);
}

export function revivePart<P extends Part>(text: string): P {
  const stored = JSON.parse(text) as StoredPart<P>;
  return { ...stored.part, body: new Map(stored.body.map(([term, sections, counts]) => [term, { sections, counts }])), head: new Map(stored.head) } as P;
}

/** The kept runs of one index: read by key (a missing or unreadable file is a miss), written, and pruned. */
export class KeptRuns {
  private used = new Set<string>();

  constructor(private dir: string) {}

  /** Whether a run is kept (not whether it is whole: `read` tells). */
  has(key: string): boolean {
    return fs.existsSync(this.fileOf(key));
  }

  private fileOf(key: string): string {
    return path.join(this.dir, `${key}.json`);
  }

  /** A kept run's text; a missing run is a miss, and so is a damaged one (removed, with a warning: collected again). */
  read(key: string): string | undefined {
    this.used.add(key);
    const file = this.fileOf(key);
    const run = readSealed(file);
    if ('body' in run) return run.body;
    if ('corrupt' in run) {
      fs.rmSync(file, { force: true });
      // On the search worker, away from Vite's logger: the build's output shows it all the same.
      console.warn(`rsdocs: a damaged build cache entry was found and built again, not trusted: ${file} (${run.corrupt})`);
    }
    return undefined;
  }

  /** Sealed, under a temporary name first: a build stopped halfway leaves no half-written run. A failure is a later miss. */
  write(key: string, text: string): void {
    this.used.add(key);
    try {
      fs.mkdirSync(this.dir, { recursive: true });
      writeSealedSync(this.fileOf(key), text);
    } catch {
      // the next build collects this run again
    }
  }

  /** Removes the runs this build did not use. */
  prune(): void {
    let names: string[];
    try {
      names = fs.readdirSync(this.dir);
    } catch {
      return;
    }
    for (const name of names) if (!this.used.has(name.replace(/\.json$/, ''))) fs.rmSync(path.join(this.dir, name), { force: true });
  }
}
