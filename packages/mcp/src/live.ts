import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DocsInputError } from './errors';

/**
 * A docs project served live (`rsdocs mcp --root <project>`): the project is built by its own `rsdocs build` (the
 * same pipeline as the site: its search index, `.md` copies and sections) into a folder of its `node_modules`, and
 * built again whenever a file of the project changes. Two folders take turns, so the one being answered from is
 * never the one being written; answers wait for a build under way. The build cache keeps rebuilds to what changed.
 */
export interface LiveSiteOptions {
  /** The project: the folder holding `site.config.*` (or a Vite config) and `docs/`. */
  root: string;
  /** Where the build's own output goes (it must not reach stdout, which carries the protocol). */
  log?: (text: string) => void;
  /** Files changed within this many milliseconds make one rebuild. @default 100 */
  settleMs?: number;
}

/** Top-level folders whose changes never need a rebuild: installed packages, git, the default build output. */
const IGNORED = new Set(['node_modules', '.git', 'dist', '.turbo']);

/** The command that builds the project: its own `rsdocs` CLI (from @rsdocs/theme as the project installs it). */
export function rsdocsCli(root: string): string {
  let pkgFile: string;
  try {
    pkgFile = createRequire(path.join(root, 'package.json')).resolve('@rsdocs/theme/package.json');
  } catch {
    throw new DocsInputError(`${root} has no @rsdocs/theme installed, so it cannot be built.`, 'Pass the docs project (the folder whose package.json lists @rsdocs/theme) as --root, and install its dependencies.');
  }
  const { bin } = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as { bin?: string | Record<string, string> };
  const file = typeof bin === 'string' ? bin : bin?.rsdocs;
  if (!file) throw new DocsInputError(`@rsdocs/theme at ${path.dirname(pkgFile)} has no rsdocs command.`, 'Install a version of @rsdocs/theme that has `rsdocs build`.');
  return path.resolve(path.dirname(pkgFile), file);
}

export class LiveSite {
  private readonly root: string;
  private readonly folders: [string, string];
  private turn = 0;
  /** The folder last built whole; null before the first build ends well. */
  private served: string | null = null;
  private failure: DocsInputError | null = null;
  private building: Promise<void> | null = null;
  /** A change seen while a build ran: one more build follows it. */
  private again = false;
  private child: ChildProcess | null = null;
  private watchers = new Map<string, fs.FSWatcher>();
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly options: LiveSiteOptions) {
    this.root = path.resolve(options.root);
    if (!fs.existsSync(this.root) || !fs.statSync(this.root).isDirectory())
      throw new DocsInputError(`The project folder ${this.root} does not exist.`, 'Pass the docs project (the folder holding site.config.* and docs/) with --root.');
    const base = path.join(this.root, 'node_modules', '.rsdocs', 'mcp');
    this.folders = [path.join(base, 'a'), path.join(base, 'b')];
  }

  /** Builds the project and watches it. */
  start(): void {
    this.rebuild();
    // The project's own files: the root itself, and each of its folders but the ignored ones, whole. (Watching the
    // root recursively would walk node_modules too: Node watches every folder of the tree on Linux.)
    this.watch(this.root, false);
    for (const entry of fs.readdirSync(this.root, { withFileTypes: true })) if (entry.isDirectory() && !IGNORED.has(entry.name)) this.watch(path.join(this.root, entry.name), true);
  }

  private watch(dir: string, recursive: boolean): void {
    if (this.watchers.has(dir) || this.closed) return;
    let watcher: fs.FSWatcher;
    try {
      watcher = fs.watch(dir, { recursive }, (_event, file) => {
        if (!recursive && file) {
          const name = String(file);
          if (IGNORED.has(name)) return;
          // A folder made at the top: watched from now on.
          const full = path.join(this.root, name);
          if (fs.existsSync(full) && fs.statSync(full).isDirectory()) this.watch(full, true);
        }
        this.changed();
      });
    } catch {
      return; // gone already
    }
    // The client's stdin keeps the process alive, not the watchers.
    watcher.unref();
    watcher.on('error', () => {
      watcher.close();
      this.watchers.delete(dir);
    });
    this.watchers.set(dir, watcher);
  }

  private changed(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.rebuild(), this.options.settleMs ?? 100);
  }

  /** The built folder to answer from, once no build is under way; the last build's error when it failed. */
  async ready(): Promise<string> {
    while (this.building) await this.building;
    if (this.failure) throw this.failure;
    if (!this.served) throw new DocsInputError(`${this.root} has not been built yet.`, 'Wait for the build, or check the project builds with `rsdocs build`.');
    return this.served;
  }

  close(): void {
    this.closed = true;
    for (const watcher of this.watchers.values()) watcher.close();
    this.watchers.clear();
    if (this.timer) clearTimeout(this.timer);
    this.child?.kill();
  }

  private rebuild(): void {
    if (this.closed) return;
    if (this.building) {
      this.again = true;
      return;
    }
    this.building = this.buildOnce().finally(() => {
      this.building = null;
      if (this.again) {
        this.again = false;
        this.rebuild();
      }
    });
  }

  private async buildOnce(): Promise<void> {
    const outDir = this.folders[this.turn]!;
    let cli: string;
    try {
      cli = rsdocsCli(this.root);
    } catch (error) {
      this.failure = error as DocsInputError;
      return;
    }
    const output: string[] = [];
    const code = await new Promise<number | null>((resolve) => {
      // Its output goes to the log, never to this process's stdout.
      const child = spawn(process.execPath, [cli, 'build', this.root, '--out-dir', outDir], { cwd: this.root, stdio: ['ignore', 'pipe', 'pipe'] });
      this.child = child;
      const take = (chunk: Buffer) => {
        output.push(chunk.toString());
        this.options.log?.(chunk.toString());
      };
      child.stdout!.on('data', take);
      child.stderr!.on('data', take);
      child.on('error', (error) => {
        output.push(String(error));
        resolve(null);
      });
      child.on('close', resolve);
    });
    this.child = null;
    if (this.closed) return;
    if (code !== 0) {
      const tail = output.join('').trim().split('\n').slice(-20).join('\n');
      this.failure = new DocsInputError(`Building ${this.root} failed:\n${tail}`, 'Fix what the build names; the server builds again when a file of the project is saved.');
      return;
    }
    this.failure = null;
    this.served = outDir;
    this.turn = 1 - this.turn;
  }
}
