import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where a render error was thrown in the site's own code: its source file (relative to the project) and line. */
export interface ErrorPlace {
  file: string;
  line?: number;
}

const FRAME = /\(?((?:file:\/\/)?\/[^():\s]+\.m?js):(\d+):\d+\)?$/;
/** A module's first line in an unminified chunk: `//#region <file>` or `// <file>`, relative to the working folder. */
const REGION = /^\/\/(?:#region)? (\S+\.(?:[cm]?[jt]sx?|mdx?))$/;

/**
 * The source file (and line) of the first frame of `stack` inside the server bundle (`bundleDir`), found from the
 * bundle's own markers: an unminified Rolldown chunk opens each module with a comment naming its file. The line is the
 * source line whose text is the failing line's, when only one has it (the bundler keeps most statements as they were); else the
 * file alone. The theme's and the libraries' modules are not the site's: skipped.
 */
export function placeInBundle(
  stack: string,
  bundleDir: string,
  projectRoot: string,
  readFile = (f: string) => fs.readFileSync(f, 'utf8'),
  cwd = process.cwd(),
): ErrorPlace | null {
  for (const frameLine of stack.split('\n').slice(1)) {
    const m = FRAME.exec(frameLine.trim());
    if (!m) continue;
    const chunk = m[1]!.startsWith('file:') ? fileURLToPath(m[1]!) : m[1]!;
    if (!chunk.startsWith(bundleDir + path.sep)) continue;
    let lines: string[];
    try {
      lines = readFile(chunk).split('\n');
    } catch {
      continue;
    }
    const at = Number(m[2]) - 1;
    let region: string | undefined;
    for (let i = at; i >= 0 && !region; i--) region = REGION.exec(lines[i]!)?.[1];
    if (!region || region.includes('node_modules') || region.startsWith('\0') || region.startsWith('virtual:')) continue;
    // The marker's path is relative to the folder the build ran in (or the project's); a comment that names no
    // readable file is not one.
    let file = '';
    let source: string[] | undefined;
    for (const base of [cwd, projectRoot]) {
      file = path.resolve(base, region);
      try {
        source = readFile(file).split('\n');
        break;
      } catch {
        source = undefined;
      }
    }
    if (!source) continue;
    // Only a line that is there once: a `}` or `return null;` says nothing.
    const failing = lines[at]?.trim();
    const found = failing ? source.flatMap((l, i) => (l.trim() === failing ? [i + 1] : [])) : [];
    const line = found.length === 1 ? found[0] : undefined;
    return { file: path.relative(projectRoot, file).split(path.sep).join('/'), line };
  }
  return null;
}

/**
 * What to do about a render error, when we know: a global the code expects the build to define (Rspress sites
 * define such globals from a builder plugin, `source.define`), which nothing defines here.
 */
export function renderErrorAdvice(error: { name?: string; message: string }): string | undefined {
  const undefinedGlobal = /^(\S+) is not defined$/.exec(error.message);
  if (error.name !== 'ReferenceError' || !undefinedGlobal) return undefined;
  const name = undefinedGlobal[1]!;
  return (
    `\`${name}\` is a global the code expects the build to define (an Rspress site defines such globals in a builder plugin, ` +
    `\`builderConfig.plugins\` with \`source.define\`): run that plugin in vite.config.ts, ` +
    `\`define: await definesFromRsbuildPlugins([{ plugin, file }])\` from @rsdocs/theme/vite (create-rsdocs --from writes this for ` +
    `the site's own plugins), or define it there yourself, \`define: { ${name}: JSON.stringify(value) }\``
  );
}

/** The message of a page that failed to prerender: the page, where in the site's code, the error, what to do. */
export function renderErrorMessage(
  routePath: string,
  source: string | undefined,
  error: { name?: string; message: string; stack?: string },
  bundle: { dir: string; projectRoot: string } | null,
): string {
  const place = bundle && error.stack ? placeInBundle(error.stack, bundle.dir, bundle.projectRoot) : null;
  const where = place ? `, in ${place.file}${place.line ? `:${place.line}` : ''}` : '';
  const name = error.name && error.name !== 'Error' ? `${error.name}: ` : '';
  const advice = renderErrorAdvice(error);
  return `prerendering ${routePath}${source ? ` (${source})` : ''} failed${where}: ${name}${error.message}${advice ? `\n  fix: ${advice}` : ''}`;
}
