import fs from 'node:fs';
import path from 'node:path';
import { inspect } from 'node:util';

/** A build error meant for a person: it names the file (and line) and what is wrong, without a stack trace. */
export class RsdocsError extends Error {
  /** Where the error was thrown, for `--debug` (`RSDOCS_DEBUG=1`): never printed otherwise. */
  declare readonly internalStack: string;

  constructor(message: string) {
    super(message);
    this.name = 'RsdocsError';
    Object.defineProperty(this, 'internalStack', { value: this.stack ?? '', enumerable: false });
    // Vite prints `stack` when present; keep it to the message so no internals show.
    this.stack = `${this.name}: ${message}`;
  }

  /** `vite build` prints errors with `util.inspect`, which wraps a stack without frames as `[RsdocsError: …]`. */
  [inspect.custom](): string {
    return process.env.RSDOCS_DEBUG ? `${this.message}\n${this.internalStack}` : this.message;
  }
}

export interface Problem {
  file: string;
  line?: number;
  column?: number;
  message: string;
  /**
   * Warnings only: the same warning for many pages (an Rspress frontmatter key rsdocs ignores). A build shows each
   * group once, with the files that have it (`formatGroupedWarnings`).
   */
  group?: string;
}

/** One line per group of warnings: the first one's message and every place that has it (at most 10 named). */
export function formatGroupedWarnings(warnings: Problem[]): string[] {
  const groups = new Map<string, Problem[]>();
  for (const w of warnings) {
    const key = w.group ?? w.message;
    const list = groups.get(key);
    if (list) list.push(w);
    else groups.set(key, [w]);
  }
  return [...groups.values()].map((list) => {
    const places = list.slice(0, 10).map((w) => (w.line ? `${w.file}:${w.line}` : w.file));
    const more = list.length > 10 ? `, and ${list.length - 10} more` : '';
    const files = new Set(list.map((w) => w.file)).size;
    const count = `${files} file${files === 1 ? '' : 's'}`;
    return `${list[0]!.message} (${list.length === files ? count : `${list.length} places in ${count}`}: ${places.join(', ')}${more})`;
  });
}

export function formatProblem(p: Problem): string {
  const where = p.line ? `${p.file}:${p.line}${p.column ? `:${p.column}` : ''}` : p.file;
  return `${where}: ${p.message}`;
}

/**
 * One error for a page's problems, placed for Vite's dev overlay: the first one's place as `loc` (absolute file), the
 * lines around it as `frame` (see `locatedError`). `file` of a problem is relative to `projectRoot`.
 */
export function problemsError(problems: Problem[], projectRoot: string): LocatedError {
  const file = path.resolve(projectRoot, problems[0]?.file ?? '.');
  let source = '';
  try {
    source = fs.readFileSync(file, 'utf8');
  } catch {
    // no frame then
  }
  return locatedError(problems, file, source);
}

/** Throw one error listing every problem, so an author can fix them all in one pass. */
export function throwProblems(problems: Problem[], heading: string): void {
  if (!problems.length) return;
  const shown = problems.slice(0, 50).map((p) => `  - ${formatProblem(p)}`);
  if (problems.length > 50) shown.push(`  … and ${problems.length - 50} more`);
  throw new RsdocsError(`${heading} (${problems.length}):\n${shown.join('\n')}`);
}

/** Vite's error fields: its overlay and terminal show `file:line:column` and the code frame. */
export interface LocatedError extends RsdocsError {
  id: string;
  loc: { file: string; line: number; column: number };
  frame: string;
}

/**
 * The problems of one file as the error Vite shows in its overlay: the first problem's place as `loc`, a code
 * frame around it, and every problem in the message. `absoluteFile` makes the overlay's link open the file.
 */
export function locatedError(problems: Problem[], absoluteFile: string, source: string): LocatedError {
  const first = problems[0]!;
  // The place of the first is shown beside the message (`loc`); the others say theirs.
  const message = problems.length === 1 ? first.message : `${problems.length} problems:\n${problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`;
  const line = first.line ?? 1;
  const column = first.column ?? 1;
  return Object.assign(new RsdocsError(message), { id: absoluteFile, loc: { file: absoluteFile, line, column }, frame: source ? codeFrame(source, line, column) : '' });
}

/** Two lines of source either side of `line`, the line marked with `>` and the column with `^`. */
export function codeFrame(source: string, line: number, column?: number): string {
  const lines = source.split(/\r?\n/);
  const start = Math.max(1, line - 2);
  const end = Math.min(lines.length, line + 2);
  const width = String(end).length;
  const out: string[] = [];
  for (let n = start; n <= end; n++) {
    out.push(`${n === line ? '>' : ' '} ${String(n).padStart(width)} | ${lines[n - 1]}`);
    if (n === line && column) out.push(`  ${' '.repeat(width)} | ${' '.repeat(column - 1)}^`);
  }
  return out.join('\n');
}
