import path from 'node:path';
import { ask } from './prompts';
import { DEFAULTS, HELP, parseCliArgs, type Answers } from './options';
import { scaffold } from './scaffold';

/** The command `npm create rsdocs` runs. Errors are one plain line each, never a stack. */
export async function main(argv: string[]): Promise<void> {
  try {
    const cli = parseCliArgs(argv);
    if (cli.help) {
      process.stdout.write(HELP);
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
