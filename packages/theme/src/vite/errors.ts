import path from 'node:path';

/** A build error meant for a person: it names the file (and line) and what is wrong, without a stack trace. */
export class RsdocsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RsdocsError';
    // Vite prints `stack` when present; keep it to the message so no internals show.
    this.stack = `${this.name}: ${message}`;
  }
}

export interface Problem {
  file: string;
  line?: number;
  column?: number;
  message: string;
}

export function formatProblem(p: Problem): string {
  const where = p.line ? `${p.file}:${p.line}${p.column ? `:${p.column}` : ''}` : p.file;
  return `${where}: ${p.message}`;
}

/**
 * One error for a page's problems, with the first one's place as `loc` (absolute file), so Vite's dev overlay
 * can point at it. The message lists each as `file:line:column: message`.
 */
export function problemsError(problems: Problem[], projectRoot: string): RsdocsError {
  const error = new RsdocsError(problems.map(formatProblem).join('\n')) as RsdocsError & { loc?: { file: string; line?: number; column?: number }; id?: string };
  const first = problems[0];
  if (first) {
    const file = path.resolve(projectRoot, first.file);
    error.loc = { file, line: first.line, column: first.column };
    error.id = file;
  }
  return error;
}

/** Throw one error listing every problem, so an author can fix them all in one pass. */
export function throwProblems(problems: Problem[], heading: string): void {
  if (!problems.length) return;
  const shown = problems.slice(0, 50).map((p) => `  - ${formatProblem(p)}`);
  if (problems.length > 50) shown.push(`  … and ${problems.length - 50} more`);
  throw new RsdocsError(`${heading} (${problems.length}):\n${shown.join('\n')}`);
}
