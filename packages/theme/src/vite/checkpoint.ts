// Test hook for interrupted builds: `RSDOCS_KILL_AT=<step>[:<n>]` makes the process kill itself (SIGKILL, as
// `kill -9` would) the n-th time (default: the first) a build reaches that step. Tests use it to stop a build at a
// chosen moment without timing it (packages/site/tests/build/killed-build.test.ts). Unset, a step costs a compare.

const wanted = parseKillAt(process.env.RSDOCS_KILL_AT);
let seen = 0;

function parseKillAt(value: string | undefined): { step: string; nth: number } | null {
  if (!value) return null;
  const [step, nth] = value.split(':');
  return { step: step!, nth: Number(nth ?? 1) || 1 };
}

/** A point a build passes: `prerender` (a page written), `client-bundle`, `cache-write`, `swap`… */
export function checkpoint(step: string): void {
  if (wanted?.step !== step || ++seen < wanted.nth) return;
  process.kill(process.pid, 'SIGKILL');
}
