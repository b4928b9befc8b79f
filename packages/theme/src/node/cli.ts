import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cac, type CAC } from 'cac';
import { RsdocsError } from '../vite/errors';
import { formatError } from './report';

interface Flags {
  port?: number | string;
  host?: string | boolean;
  open?: string | boolean;
  base?: string;
  outDir?: string;
  debug?: boolean;
  /** false with `--no-cache` (cac's negated option). */
  cache?: boolean;
}

function version(): string {
  try {
    const manifest = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../package.json');
    return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
}

function portOf(value: number | string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port expects a port number such as 5173, got "${value}"`);
  return port;
}

/** A command's action whose errors print as plain lines and set a failing exit code. */
type Run = (action: (...a: never[]) => Promise<void>) => (...a: never[]) => Promise<void>;

const overrides = (flags: Flags) => ({ port: portOf(flags.port), host: flags.host, open: flags.open, base: flags.base, outDir: flags.outDir });

/** The `rsdocs` command. Errors print as plain lines (no stack unless `--debug`) and set a failing exit code. */
export async function main(rawArgs: string[]): Promise<void> {
  // `pnpm dev -- --port 3000` hands the `--` on to the script: it separates nothing here.
  const args = rawArgs.filter((a) => a !== '--');
  const cli = cac('rsdocs');
  let debug = args.includes('--debug');
  if (debug) process.env.RSDOCS_DEBUG = '1';
  const run: Run = (action) =>
    (async (...a: never[]) => {
      try {
        await action(...a);
      } catch (error) {
        console.error(formatError(error, debug));
        process.exitCode = 1;
      }
    }) as (...a: never[]) => Promise<void>;

  cli.option('--debug', 'print the stack of errors');

  siteCommands(cli, run, () => debug);
  builtSiteCommands(cli, run);

  cli.help();
  cli.version(version());
  try {
    cli.parse(['node', 'rsdocs', ...args], { run: false });
    debug ||= Boolean(cli.options.debug);
    if (cli.options.help || cli.options.version) return;
    if (!cli.matchedCommand) {
      if (cli.args.length) console.error(`rsdocs: unknown command "${cli.args[0]}"\n`);
      cli.outputHelp();
      if (cli.args.length) process.exitCode = 1;
      return;
    }
    await cli.runMatchedCommand();
  } catch (error) {
    // cac's own errors (unknown option, missing argument) are for a person too.
    console.error(debug ? formatError(error, true) : (error as Error).message);
    console.error('Run `rsdocs --help` for the commands and their options.');
    process.exitCode = 1;
  }
}

/** The commands on a site's sources: `dev` and `build`. */
function siteCommands(cli: CAC, run: Run, debug: () => boolean): void {
  cli
    .command('dev [root]', 'start the dev server (root: the folder with site.config.* and docs/, default .)')
    .option('--port <port>', 'port (default 5173, or the next free one)')
    .option('--host [host]', 'address to listen on; without a value, every address')
    .option('--open [path]', 'open the browser')
    .option('--base <path>', 'public base path, e.g. /docs/')
    .option('--out-dir <dir>', 'output folder of builds (default dist)')
    .action(
      run(async (root: string | undefined, flags: Flags) => {
        const { startDev } = await import('./dev');
        await startDev({ root, ...overrides(flags), debug: debug() });
      }),
    );

  cli
    .command('build [root]', 'build the static site')
    .option('--base <path>', 'public base path, e.g. /docs/')
    .option('--out-dir <dir>', 'output folder (default dist)')
    .option('--no-cache', 'build everything afresh, without reading or writing the build cache (node_modules/.cache/rsdocs)')
    .action(
      run(async (root: string | undefined, flags: Flags) => {
        const { runBuild } = await import('./build');
        await runBuild({ root, base: flags.base, outDir: flags.outDir, cache: flags.cache !== false });
      }),
    );
}

/** The commands on a built site: `preview`, `serve`, `mcp`; and `init`, which moved to create-rsdocs. */
function builtSiteCommands(cli: CAC, run: Run): void {
  cli
    .command('preview [root]', 'serve the built site (clean URLs, real 404)')
    .option('--port <port>', 'port (default 4173, or PORT)')
    .option('--host [host]', 'address to listen on (default 127.0.0.1); without a value, every address')
    .option('--open [path]', 'open the browser')
    .option('--base <path>', 'public base path the site was built for')
    .option('--out-dir <dir>', 'the built site (default: the build output folder)')
    .action(
      run(async (root: string | undefined, flags: Flags) => {
        const { startPreview } = await import('./preview');
        const { url } = await startPreview({ root, ...overrides(flags) });
        console.log(`Serving the built site at ${url}`);
      }),
    );

  cli
    .command('serve [dir]', 'serve a built folder (default dist) with clean URLs and the real 404')
    .option('--port <port>', 'port (default 4173, or PORT)')
    .option('--host [host]', 'address to listen on (default 127.0.0.1); without a value, every address')
    .option('--base <path>', 'public base path the site was built for')
    .action(
      run(async (dirArg: string | undefined, flags: Flags) => {
        const { serveStatic } = await import('./serve');
        const dir = path.resolve(dirArg ?? 'dist');
        const port = portOf(flags.port) ?? Number(process.env.PORT ?? 4173);
        const host = typeof flags.host === 'string' ? flags.host : flags.host ? '0.0.0.0' : '127.0.0.1';
        const server = await serveStatic({ dir, port, host, base: flags.base });
        const address = server.address();
        console.log(`Serving ${path.relative(process.cwd(), dir) || '.'} at http://${host}:${address && typeof address === 'object' ? address.port : port}/`);
      }),
    );

  cli
    .command('mcp', 'serve a built site to AI assistants: a Model Context Protocol server over stdio (needs @rsdocs/mcp)')
    .option('--dir <dir>', 'the built site (default dist)')
    .option('--root <project>', 'serve a docs project live instead: built by `rsdocs build` now and again on every change')
    .action(
      run(async (flags: { dir?: string; root?: string }) => {
        if (flags.dir && flags.root) throw new RsdocsError('rsdocs mcp: pass --dir (a built site) or --root (a project served live), not both');
        const { startMcp } = await import('./mcp');
        await startMcp({ ...(flags.root ? { root: flags.root } : { dir: flags.dir ?? 'dist' }), version: version() });
      }),
    );

  cli.command('init [dir]', 'moved: start a site with `npm create rsdocs@latest <dir>`').action(
    run(async () => {
      // The starter moved to its own package, which asks for the title, languages and brand colour.
      throw new RsdocsError('rsdocs init: the starter is now `npm create rsdocs@latest <dir>` (see the @rsdocs/theme README, "Quick start")');
    }),
  );
}
