/** Turn one package-manager-neutral command into the command each manager expects. */

export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun', 'deno'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

/**
 * A neutral command (`add react -D`, `run build`, `create rslib`) or one command per manager. An object may name
 * other tools too (shown after the five, in its own order).
 */
export type PackageManagerCommand = string | (Partial<Record<PackageManager, string>> & Record<string, string | undefined>);

/**
 * How a neutral command is run:
 * - `install` (default): package management, `add X` → `npm install X`, `yarn add X`…;
 * - `dlx`: a package fetched from the registry and run (`npx X`, `yarn dlx X`, `pnpm dlx X`, `bunx X`,
 *   `deno run -A npm:X`);
 * - `exec`: a binary of an installed package (`npx X`, `yarn X`, `pnpm X`, `bun X`, `deno run -A npm:X`).
 */
export type CommandMode = 'install' | 'dlx' | 'exec';

const RUNNERS: Record<Exclude<CommandMode, 'install'>, Record<PackageManager, string>> = {
  dlx: { npm: 'npx', yarn: 'yarn dlx', pnpm: 'pnpm dlx', bun: 'bunx', deno: 'deno run -A' },
  exec: { npm: 'npx', yarn: 'yarn', pnpm: 'pnpm', bun: 'bun', deno: 'deno run -A' },
};

/** Deno takes npm packages as `npm:name`: each positional word that is not a flag, URL or already prefixed. */
function denoPackages(words: string[]): string[] {
  return words.map((w) => (w.startsWith('-') || w.includes(':') ? w : `npm:${w}`));
}

/** `yarn create x@latest` fetches nothing newer than `yarn create x`, and Yarn 1 rejects the tag. */
const withoutLatestForYarn = (words: string[]) => words.map((w, i) => (i === 0 ? w.replace(/@latest$/, '') : w));

function convertDeno(verb: string, words: string[]): string {
  const tail = (list: string[]) => (list.length ? ` ${list.join(' ')}` : '');
  if (verb === 'add' || verb === 'install') return words.some((w) => !w.startsWith('-')) ? `deno add${tail(denoPackages(words))}` : `deno install${tail(words)}`;
  if (verb === 'remove' || verb === 'uninstall') return `deno remove${tail(denoPackages(words))}`;
  if (verb === 'run') return `deno task${tail(words)}`;
  if (verb === 'create') return `deno init --npm${tail(words)}`;
  return `deno ${[verb, ...words].join(' ')}`;
}

function convertInstall(manager: PackageManager, verb: string, words: string[]): string {
  const args = words.join(' ');
  const tail = args ? ` ${args}` : '';
  if (manager === 'deno') return convertDeno(verb, words);
  // `install` with packages adds them (`npm install X`, `yarn add X`…); alone it installs the lockfile.
  if (verb === 'add' || (verb === 'install' && words.some((w) => !w.startsWith('-')))) return manager === 'npm' ? `npm install${tail}` : `${manager} add${tail}`;
  if (verb === 'run') return manager === 'yarn' || manager === 'pnpm' ? `${manager}${tail}` : `${manager} run${tail}`;
  if (verb === 'create' && manager === 'yarn') return `yarn create ${withoutLatestForYarn(words).join(' ')}`.trimEnd();
  return `${manager} ${[verb, ...words].join(' ')}`.trimEnd();
}

function convert(manager: PackageManager, command: string, mode: CommandMode): string {
  const [verb = '', ...words] = command.split(/\s+/);
  if (mode === 'install') return convertInstall(manager, verb, words);
  const runner = RUNNERS[mode][manager];
  return manager === 'deno' ? `${runner} ${denoPackages([verb]).concat(words).join(' ')}` : `${runner} ${command}`;
}

/**
 * The command for each package manager, in the order npm, yarn, pnpm, bun, deno, then `additional` tools.
 * A string is converted for `mode` (see `CommandMode`; anything not known is prefixed with the manager's name, and
 * an additional tool's name is always just prefixed). An object is used as given; managers it omits are left out.
 */
export function packageManagerCommands(command: PackageManagerCommand, mode: CommandMode = 'install', additional: string[] = []): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof command === 'string') {
    const trimmed = command.trim();
    for (const manager of PACKAGE_MANAGERS) out[manager] = convert(manager, trimmed, mode);
    for (const tool of additional) out[tool] = `${tool} ${trimmed}`;
    return out;
  }
  const known = new Set<string>(PACKAGE_MANAGERS);
  const keys = [...PACKAGE_MANAGERS, ...Object.keys(command).filter((k) => !known.has(k))];
  for (const key of keys) {
    const value = command[key];
    if (typeof value === 'string' && value.trim()) out[key] = value;
  }
  return out;
}

/** Kinds of word in a one-line shell command, for simple CSS colouring without a highlighter. */
export type ShellTokenKind = 'command' | 'subcommand' | 'flag' | 'string' | 'arg' | 'space';

/** Split a one-line shell command into coloured pieces. Joining the texts gives the input back unchanged. */
export function tokenizeShell(line: string): Array<{ kind: ShellTokenKind; text: string }> {
  const tokens: Array<{ kind: ShellTokenKind; text: string }> = [];
  const re = /(\s+)|("[^"]*"?|'[^']*'?)|(\S+)/g;
  let words = 0;
  for (const match of line.matchAll(re)) {
    const [text, space, quoted] = match;
    if (space) tokens.push({ kind: 'space', text });
    else if (quoted) tokens.push({ kind: 'string', text });
    else {
      const kind: ShellTokenKind = words === 0 ? 'command' : text.startsWith('-') ? 'flag' : words === 1 ? 'subcommand' : 'arg';
      tokens.push({ kind, text });
    }
    if (!space) words++;
  }
  return tokens;
}
