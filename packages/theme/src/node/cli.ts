import path from 'node:path';
import { serveStatic } from './serve';

const HELP = `rsdocs <command>

  serve [dir] [--port 4173] [--host 127.0.0.1]   serve a built site (clean URLs, real 404)
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
    // The starter moved to its own package, which asks for the title, languages and brand colour.
    console.error('rsdocs init: the starter is now `npm create rsdocs@latest <dir>` (see the @rsdocs/theme README, "Quick start")');
    process.exitCode = 1;
    return;
  }
  console.log(HELP);
  if (command && command !== 'help' && command !== '--help') process.exitCode = 1;
}
