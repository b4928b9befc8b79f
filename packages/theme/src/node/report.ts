interface ErrorLike {
  message?: string;
  stack?: string;
  frame?: string;
  id?: string;
  loc?: { file?: string; line: number; column: number };
  name?: string;
  internalStack?: string;
}

/** An RsdocsError, from whichever copy of the plugin threw it (the CLI's, or the one a Vite config imported). */
const isRsdocsError = (e: ErrorLike) => e.name === 'RsdocsError';

/**
 * An error as the command line prints it: plain readable lines (its place and code frame when it has them), no
 * wrapper and no stack, unless `debug` (`--debug`) asks for the stack.
 */
export function formatError(error: unknown, debug = false): string {
  const e = (error ?? {}) as ErrorLike;
  const lines = [String(e.message ?? error)];
  if (e.loc && !lines[0]!.includes(`:${e.loc.line}`)) lines.push(`  at ${e.loc.file ?? e.id}:${e.loc.line}:${e.loc.column}`);
  if (e.frame) lines.push(e.frame);
  if (debug) lines.push((isRsdocsError(e) ? e.internalStack : e.stack) ?? '');
  else if (!isRsdocsError(e) && e.stack) lines.push('(run with --debug to see where it was thrown)');
  return lines.filter(Boolean).join('\n');
}
