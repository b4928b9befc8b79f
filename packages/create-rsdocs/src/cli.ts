import path from 'node:path';
import { ask } from './prompts';
import { DEFAULTS, HELP, parseCliArgs, type Answers } from './options';
import { scaffold } from './scaffold';
import { convert } from './from/convert';
import { migrationText } from './from/migration-md';

/** The command `npm create rsdocs` runs. Errors are one plain line each, never a stack. */
export async function main(argv: string[]): Promise<void> {
  try {
    const cli = parseCliArgs(argv);
    if (cli.help) {
      process.stdout.write(HELP);
      return;
    }
    if (cli.from !== undefined) {
      fromRspress(cli.from, cli.tarballs);
      return;
    }
    // Without a terminal to ask on (CI, a pipe) the defaults are taken, as with --yes.
    const interactive = !cli.yes && process.stdin.isTTY === true && process.stdout.isTTY === true;
    const answers: Answers | null = interactive ? await ask(cli.given) : { ...DEFAULTS, ...cli.given };
    if (!answers) {
      process.exitCode = 1; // cancelled; the prompt said so
      return;
    }
    // Refuses a taken folder before writing anything.
    const result = scaffold(answers, { tarballs: cli.tarballs });
    const shown = path.relative(process.cwd(), result.dir) || '.';
    const cd = shown === '.' ? '' : `  cd ${/\s/.test(shown) ? JSON.stringify(shown) : shown}\n`;
    process.stdout.write(`
Created ${answers.title} in ${result.dir} (${answers.langs.join(' + ')}, ${result.files.length} files)${cli.tarballs ? '\n@rsdocs/theme and @rsdocs/search come from the tarballs in ' + path.resolve(cli.tarballs) : ''}

Next steps:
${cd}  npm install
  npm run dev        # rsdocs dev: http://localhost:5173, pages update as you edit
  npm run build      # rsdocs build: static site in dist/
  npm run preview    # rsdocs preview: serve dist/
  npm run typecheck  # check site.config.ts and theme/
`);
  } catch (error) {
    process.stderr.write(`create-rsdocs: ${(error as Error).message}\n`);
    process.exitCode = 1;
  }
}

/** `--from <folder>`: convert an Rspress project in place and say what could not be carried over. */
function fromRspress(folder: string, tarballs: string | undefined): void {
  const result = convert(folder, { tarballs });
  const relative = path.relative(process.cwd(), result.dir) || '.';
  const shown = relative.startsWith('..') ? result.dir : relative;
  const cd = shown === '.' ? '' : `  cd ${/\s/.test(shown) ? JSON.stringify(shown) : shown}\n`;
  const list = migrationText(result.notes);
  process.stdout.write(`
Converted ${result.dir} from ${result.config.file}${result.config.via ? ` (${result.config.via})` : ''}: ${result.pages} Markdown files, none of them changed.
Wrote ${result.written.join(', ')}.${tarballs ? `\n@rsdocs/theme and @rsdocs/search come from the tarballs in ${path.resolve(tarballs)}` : ''}
${list ? `\nNot carried over, or carried with a difference (${result.notes.length}; how to port each is in MIGRATION.md):\n${list}\n` : ''}
Next steps:
${cd}  npm install
  npm run build      # rsdocs build: static site in ${result.outDir}/
  npm run dev        # rsdocs dev
`);
}
