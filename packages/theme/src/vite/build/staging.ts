import fs from 'node:fs';
import path from 'node:path';
import { checkpoint } from '../checkpoint';
import { listFiles, type OutputRecord } from './out-dir';

// A build never writes into the out dir itself. It writes a staging folder beside it (same parent, so the same file
// system), Vite's bundles included, and swaps it in by renaming once the build succeeded: a build that fails or is
// killed leaves the last site whole. Two renames swap the folders (`dist` → retired, staging → `dist`); a build killed
// between them is undone by the next one, which finds the retired folder and puts it back (`recoverOutDir`).

const STAGING = 'rsdocs-next';
const RETIRED = 'rsdocs-old';

/** Where a build stages the out dir `outDir`: a hidden sibling named after it and this process. */
export function stagingDirFor(outDir: string, pid = process.pid): string {
  return path.join(path.dirname(outDir), `.${path.basename(outDir)}.${STAGING}-${pid}`);
}

function retiredDirFor(outDir: string, pid = process.pid): string {
  return path.join(path.dirname(outDir), `.${path.basename(outDir)}.${RETIRED}-${pid}`);
}

/**
 * Whether a build may stage `outDir`: not when it holds the project (an out dir of `.` or a parent), nor when its
 * parent takes no new folder; then the build writes into the out dir as it is, as Vite does.
 */
export function canStage(outDir: string, root: string): boolean {
  const rel = path.relative(outDir, root);
  if (rel === '' || !rel.startsWith('..')) return false;
  if (path.dirname(outDir) === outDir) return false;
  try {
    fs.accessSync(path.dirname(outDir), fs.constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Folders of builds into this process's staging dirs under way (another build of this process's is no leftover). */
const active = new Set<string>();

/**
 * What earlier builds that were killed or failed left beside `outDir`: their staging folders are removed, and a
 * retired out dir (killed between the swap's two renames) is put back when the out dir is missing, or else gives the
 * new one its `.git`. Folders of builds still running (another process's, or this one's) are left alone.
 */
export function recoverOutDir(outDir: string): void {
  const parent = path.dirname(outDir);
  const prefix = `.${path.basename(outDir)}.`;
  let names: string[];
  try {
    names = fs.readdirSync(parent);
  } catch {
    return;
  }
  for (const name of names) {
    const match = name.startsWith(prefix) && new RegExp(`^(${STAGING}|${RETIRED})-(\\d+)$`).exec(name.slice(prefix.length));
    if (!match) continue;
    const dir = path.join(parent, name);
    const pid = Number(match[2]);
    if (active.has(dir) || (pid !== process.pid && isAlive(pid))) continue;
    if (match[1] === RETIRED) {
      if (!fs.existsSync(outDir)) {
        fs.renameSync(dir, outDir);
        continue;
      }
      moveGit(dir, outDir);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** An out dir that is a git worktree (a `gh-pages` checkout) stays one: its `.git` moves to the new folder. */
function moveGit(from: string, to: string): void {
  const git = path.join(from, '.git');
  if (fs.existsSync(git) && !fs.existsSync(path.join(to, '.git'))) fs.renameSync(git, path.join(to, '.git'));
}

/**
 * A spare folder to start a staging folder from: the out dir a swap retired (kept in the build cache, see
 * `swapIn`), holding the files of the last build but one. `differs`: the files it holds in another version than
 * the out dir (or that the out dir lacks, or that it lacks): all the rest are the same files (hard links).
 */
export interface SpareOutDir {
  dir: string;
  differs: Set<string>;
}

/**
 * A staging folder for `outDir`, as this build starts. `link`: files of the out dir (its last build's, that this
 * build may keep) given to the staging folder as hard links, not copies: an unchanged warm build copies no bytes,
 * and whatever the build writes over one of them must replace the link, never write through it (`OutputWriter`
 * does). `spare`: a folder holding most of them already (see `SpareOutDir`), renamed into place: only the files it
 * holds otherwise are linked again, and those it holds beyond them removed, so an edit build costs what changed,
 * not a link per file of the site. `copyAll`: the whole out dir copied instead (Vite's `emptyOutDir: false`,
 * where any file may be written over in place by any step). `later`: `link` only names the files the build may
 * keep (a spare's others go), and none is linked now: the build's `OutputWriter` links each one it keeps
 * (`linkKeptFrom`), so the files it makes again (an edit's search index) are never linked and pruned.
 */
export async function startStaging(
  staging: string,
  outDir: string,
  { link = [], copyAll = false, spare, later = false }: { link?: Iterable<string>; copyAll?: boolean; spare?: SpareOutDir | null; later?: boolean } = {},
): Promise<void> {
  active.add(staging);
  fs.rmSync(staging, { recursive: true, force: true });
  const reused = !copyAll && spare ? renamed(spare.dir, staging) : false;
  if (!reused) fs.mkdirSync(staging, { recursive: true });
  if (copyAll) {
    if (fs.existsSync(outDir)) fs.cpSync(outDir, staging, { recursive: true, filter: (src) => path.basename(src) !== '.git' || path.dirname(src) !== outDir });
    return;
  }
  let toLink = [...link];
  if (reused) {
    const wanted = new Set(toLink);
    const held = listFiles(staging);
    const stale = [...held].filter((rel) => !wanted.has(rel) || spare!.differs.has(rel));
    await inBatches(stale, (rel) => fs.rmSync(path.join(staging, rel), { force: true }));
    for (const rel of stale) held.delete(rel);
    toLink = toLink.filter((rel) => !held.has(rel));
  }
  if (later) return;
  const made = new Set<string>();
  await inBatches(toLink, (rel) => {
    const to = path.join(staging, rel);
    const dir = path.dirname(to);
    if (!made.has(dir)) {
      made.add(dir);
      fs.mkdirSync(dir, { recursive: true });
    }
    try {
      fs.linkSync(path.join(outDir, rel), to);
    } catch (error) {
      // Gone since (the build then writes it), or a file system without hard links: a copy then.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') fs.copyFileSync(path.join(outDir, rel), to);
    }
  });
}

/** Files handled in one go between two turns of the event loop (see `inBatches`). */
const BATCH = 2000;

/**
 * `each` of `items`, synchronously, `BATCH` at a time, the event loop's other work let through between batches. A
 * first edit build links every file of the site (139,208 at 20,002 pages): measured alone, 1.1 s of CPU this way
 * against 2.7–2.9 s through libuv's threads (a promise and two thread hand-offs per link).
 */
async function inBatches<T>(items: T[], each: (item: T) => void): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH) {
    if (i) await new Promise((resolve) => setImmediate(resolve));
    for (const item of items.slice(i, i + BATCH)) each(item);
  }
}

/**
 * The files a retired out dir holds otherwise than the out dir that replaced it: those whose record changed, came
 * or went between the build that made it (`before`) and the one that replaced it (`after`). Every other file of
 * the records is one file in both (the second build kept it: a hard link).
 */
export function spareDiffers(before: Map<string, OutputRecord>, after: Map<string, OutputRecord>): string[] {
  const same = (a?: OutputRecord, b?: OutputRecord) => !!a && !!b && a.id === b.id && a.stamp === b.stamp;
  return [...new Set([...before.keys(), ...after.keys()])].filter((rel) => !same(before.get(rel), after.get(rel)));
}

/** `from` renamed to `to`; false when it cannot be (missing, or on another file system). */
function renamed(from: string, to: string): boolean {
  try {
    fs.renameSync(from, to);
    return true;
  } catch {
    return false;
  }
}

/** A failed build's staging folder, removed: the out dir was never touched. */
export function dropStaging(staging: string): void {
  fs.rmSync(staging, { recursive: true, force: true });
  active.delete(staging);
}

/**
 * The staging folder made the out dir: the old out dir renamed aside, the staging folder renamed in its place, the
 * old one's `.git` moved over, and the old one removed, or renamed to `keepAs` (the next build's spare, see
 * `SpareOutDir`; true when it was). An out dir that cannot be renamed (a mount point) is emptied and filled
 * instead, and `warn` says the swap was not atomic.
 */
export async function swapIn(staging: string, outDir: string, warn: (message: string) => void, keepAs?: string): Promise<boolean> {
  const retired = retiredDirFor(outDir);
  let had = true;
  try {
    fs.renameSync(outDir, retired);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') had = false;
    else return replaceContents(staging, outDir, warn, code).then(() => false);
  }
  checkpoint('swap');
  fs.renameSync(staging, outDir);
  active.delete(staging);
  if (!had) return false;
  moveGit(retired, outDir);
  if (keepAs) {
    fs.rmSync(keepAs, { recursive: true, force: true });
    if (renamed(retired, keepAs)) return true;
  }
  await fs.promises.rm(retired, { recursive: true, force: true });
  return false;
}

/** The fallback of `swapIn`: the out dir's entries (but `.git`) replaced by the staging folder's, one by one. */
async function replaceContents(staging: string, outDir: string, warn: (message: string) => void, code: string | undefined): Promise<void> {
  warn(`rsdocs: the out dir ${outDir} could not be renamed (${code}): its files were replaced in place, so a build stopped meanwhile would have left it half-written`);
  for (const name of fs.readdirSync(outDir)) if (name !== '.git') await fs.promises.rm(path.join(outDir, name), { recursive: true, force: true });
  for (const name of fs.readdirSync(staging)) {
    try {
      fs.renameSync(path.join(staging, name), path.join(outDir, name));
    } catch {
      fs.cpSync(path.join(staging, name), path.join(outDir, name), { recursive: true });
    }
  }
  dropStaging(staging);
}
