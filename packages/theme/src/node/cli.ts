import path from 'node:path';
import { initSite } from './init';
import { serveStatic } from './serve';

const HELP = `rsdocs <command>

  serve [dir] [--port 4173] [--host 127.0.0.1]   serve a built site (clean URLs, real 404)
  init <dir>                                     write a minimal bilingual site that builds
`;

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

export async function main(args: string[]): Promise<void> {
  const [command, ...rest] = args;
  if (command === 'serve') {
    const dir = path.resolve(rest.find((a) => !a.startsWith('--') && a !== flag(rest, '--port') && a !== flag(rest, '--host')) ?? 'dist');
    const port = Number(flag(rest, '--port') ?? process.env.PORT ?? 4173);
    const host = flag(rest, '--host') ?? '127.0.0.1';
    await serveStatic({ dir, port, host });
    console.log(`Serving ${path.relative(process.cwd(), dir) || '.'} at http://${host}:${port}/`);
    return;
  }
  if (command === 'init') {
    const dir = rest[0];
    if (!dir) {
      console.error('rsdocs init: give the folder to create, e.g. `rsdocs init my-docs`');
      process.exitCode = 1;
      return;
    }
    try {
      // `pnpm --filter @rsdocs/theme run init <dir>` runs in the package folder: resolve against where it was typed.
      // Only for that script: any other npm script (e.g. a test run) also sets INIT_CWD, to somewhere else.
      const typedIn = process.env.npm_lifecycle_event === 'init' ? process.env.INIT_CWD : undefined;
      initSite(path.resolve(typedIn ?? process.cwd(), dir));
    } catch (error) {
      console.error((error as Error).message);
      process.exitCode = 1;
    }
    return;
  }
  console.log(HELP);
  if (command && command !== 'help' && command !== '--help') process.exitCode = 1;
}
