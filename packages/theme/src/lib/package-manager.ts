/** Turn one package-manager-neutral command into the command each manager expects. */

export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

/** A neutral command (`add react -D`, `run build`, `create rslib`) or one command per manager. */
export type PackageManagerCommand = string | Partial<Record<PackageManager, string>>;

function convert(manager: PackageManager, command: string): string {
  const [verb = '', ...rest] = command.split(/\s+/);
  const args = rest.join(' ');
  const tail = args ? ` ${args}` : '';
  if (verb === 'add') return manager === 'npm' ? `npm install${tail}` : `${manager} add${tail}`;
  if (verb === 'run') return manager === 'yarn' || manager === 'pnpm' ? `${manager}${tail}` : `${manager} run${tail}`;
  return `${manager} ${command}`;
}

/**
 * The command for each package manager, in the order npm, yarn, pnpm, bun.
 * A string is converted (`add X` → `npm install X`, `yarn add X`…; `run X` → `npm run X`, `yarn X`…;
 * anything else is prefixed with the manager's name). An object is used as given; managers it omits are left out.
 */
export function packageManagerCommands(command: PackageManagerCommand): Partial<Record<PackageManager, string>> {
  const out: Partial<Record<PackageManager, string>> = {};
  if (typeof command === 'string') {
    const trimmed = command.trim();
    for (const manager of PACKAGE_MANAGERS) out[manager] = convert(manager, trimmed);
    return out;
  }
  for (const manager of PACKAGE_MANAGERS) {
    const value = command[manager];
    if (typeof value === 'string' && value.trim()) out[manager] = value;
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
