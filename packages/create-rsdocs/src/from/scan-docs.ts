import fs from 'node:fs';
import path from 'node:path';
import type { Note } from './notes';
import { walk } from './files';
import { runsOnlyUnderRspress } from './package-json';

/** Code-block meta that only an Rspress plugin understood: rsdocs builds such blocks as plain code, with a warning. */
const PLUGIN_META: { test: (lang: string, meta: string) => boolean; name: string; plugin: string; port: string }[] = [
  { name: '`preview`', plugin: '@rspress/plugin-preview', test: (_l, m) => /(^|\s)(pure|internal|iframe)?preview\b/.test(m), port: 'Render the demo with a component of your own next to the code.' },
  { name: '`twoslash`', plugin: '@rspress/plugin-twoslash', test: (_l, m) => /(^|\s)twoslash\b/.test(m), port: 'None yet: the block shows its code without type hovers.' },
  { name: '`file="…"`', plugin: 'the file-code-block plugin', test: (_l, m) => /(^|\s)file=/.test(m), port: 'Paste the file into the block, or render it with a component that reads it at build time.' },
  { name: '`tree`', plugin: 'a file-tree plugin', test: (l) => l === 'tree', port: 'Nothing to do: it shows as plain text.' },
];

/** Import sources pages may use under rsdocs without being installed by the site. */
const PROVIDED = /^(@theme|@theme-original|@rspress\/core(\/(theme|theme-original|runtime))?|react|react\/jsx-runtime)$/;

export interface DocsScan {
  notes: Note[];
  /** Pages (.md/.mdx) seen, for the summary. */
  pages: number;
}

/**
 * Read the docs root (never write it): code blocks whose meta needs an Rspress plugin, and imports of packages
 * that will not be installed. `aliases` are the tsconfig `paths` patterns (`@en/*`), which the engine resolves.
 */
export function scanDocs(projectDir: string, root: string, opts: { aliases: string[]; installed: Set<string>; themeAliases?: string[]; removed?: Map<string, string> }): DocsScan {
  const all = walk(path.join(projectDir, root));
  const files = all.filter((f) => /\.mdx?$/.test(f));
  const found = new Map<string, string[]>(); // name → locations
  const imports = new Map<string, string[]>();
  // Pages that import the site's theme folder through an alias (`@components/Hero`): they build once it does.
  const themeImports = new Map<string, string[]>();
  const themeAliases = opts.themeAliases ?? [];
  for (const file of files) {
    const rel = path.relative(projectDir, file).split(path.sep).join('/');
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    let fence: string | undefined;
    lines.forEach((line, i) => {
      const open = /^\s*(`{3,}|~{3,})\s*([\w+#.-]*)\s*(.*)$/.exec(line);
      if (fence) {
        if (open && open[1]!.startsWith(fence) && !open[2] && !open[3]) fence = undefined;
        return;
      }
      if (open) {
        fence = open[1]!;
        for (const meta of PLUGIN_META) if (meta.test(open[2]!, open[3]!)) push(found, meta.name, `${rel}:${i + 1}`);
        return;
      }
      if (!rel.endsWith('.mdx') || !/^import\s/.test(line)) return;
      // An import may span lines: read on to its `from '…'`.
      let statement = line;
      for (let j = i + 1; !/['"][^'"]+['"]\s*;?\s*$/.test(statement) && j < Math.min(lines.length, i + 30); j++) statement += `\n${lines[j]}`;
      const spec = /(?:from\s*|^import\s*)['"]([^'"]+)['"]/.exec(statement)?.[1];
      if (spec && isMissing(spec, opts)) push(imports, packageOf(spec), `${rel}:${i + 1}`);
      if (spec && themeAliases.some((a) => (a.endsWith('*') ? spec.startsWith(a.slice(0, -1)) : spec === a))) push(themeImports, spec, `${rel}:${i + 1}`);
    });
  }
  // A page's own components (`./_x.tsx`) are built with it.
  for (const file of all.filter((f) => SCRIPT.test(f))) {
    const rel = path.relative(projectDir, file).split(path.sep).join('/');
    for (const { spec, line } of scriptImports(fs.readFileSync(file, 'utf8'))) if (isMissing(spec, opts)) push(imports, packageOf(spec), `${rel}:${line}`);
  }
  const notes: Note[] = [];
  const list = (where: string[]) => `${where.slice(0, 6).join(', ')}${where.length > 6 ? `, and ${where.length - 6} more` : ''}`;
  for (const meta of PLUGIN_META) {
    const where = found.get(meta.name);
    if (where)
      notes.push({ area: 'docs', subject: `${meta.name} code blocks (${where.length})`, detail: `need ${meta.plugin}; rsdocs builds them as plain code blocks and warns: ${list(where)}`, port: meta.port });
  }
  for (const [pkg, where] of imports)
    notes.push({ area: 'docs', subject: `imports of ${pkg} (${where.length})`, detail: `a package the site does not install: ${list(where)}`, port: missingPackagePort(pkg, opts.removed) });
  if (themeImports.size) {
    const count = [...themeImports.values()].reduce((n, where) => n + where.length, 0);
    notes.push({
      area: 'theme',
      subject: `pages importing the theme folder (${count})`,
      detail: [...themeImports].map(([spec, where]) => `${spec}: ${list(where)}`).join('; '),
      port: 'They build once the components they import build on rsdocs (see the notes above); until then the build names each missing package or export with its file and line.',
    });
  }
  return { notes, pages: files.length };
}

/**
 * How to bring back a package pages or theme files import. One the converter took out of package.json (a
 * `catalog:` spec, an Rspress UI library) may well build: React components from Rspress's ecosystem import
 * `@rspress/core/*`, which rsdocs provides.
 */
export function missingPackagePort(pkg: string, removed?: Map<string, string>): string {
  if (runsOnlyUnderRspress(pkg))
    return 'Made for Rspress or Rsbuild, it does not run under rsdocs: replace what it gives (see "Components", "Extending" and "Plugins" in the @rsdocs/theme README).';
  const spec = removed?.get(pkg);
  if (spec !== undefined)
    return `It was in package.json as \`${spec}\`: install a version of it (\`npm install -D ${pkg}@<version>\`, with \`--legacy-peer-deps\` when it lists Rspress as a peer). Components that import \`@rspress/core/*\` get rsdocs's equivalents; those using what rsdocs does not provide are named by the build with their file and line.`;
  return 'Add it to package.json if it works outside Rspress; otherwise replace what it gives (the pages stay as they are if the replacement keeps the import path, e.g. through a tsconfig `paths` alias).';
}

export const SCRIPT = /\.(tsx?|jsx?|mts|mjs)$/;

/** Import (and re-export) sources of a script, with their lines; type-only ones (`import type …`) need nothing at run time. */
export function scriptImports(text: string): { spec: string; line: number }[] {
  const out: { spec: string; line: number }[] = [];
  for (const m of text.matchAll(/^[ \t]*(?:import|export)\s+(?!type\s+(?!from\b))(?:[^;'"]*?\bfrom\s*)?['"]([^'"]+)['"]/gm))
    out.push({ spec: m[1]!, line: text.slice(0, m.index).split('\n').length });
  return out;
}

/** A bare import that nothing provides: not relative, not an rsdocs-provided module, not a tsconfig alias, not installed. */
export function isMissing(spec: string, opts: { aliases: string[]; installed: Set<string> }): boolean {
  if (spec.startsWith('.') || spec.startsWith('/') || spec.startsWith('node:') || PROVIDED.test(spec)) return false;
  if (opts.aliases.some((a) => (a.endsWith('*') ? spec.startsWith(a.slice(0, -1)) : spec === a))) return false;
  return !opts.installed.has(packageOf(spec));
}

/** The package an import names: `@scope/name` or `name`, without the subpath. */
export const packageOf = (spec: string) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);

function push(map: Map<string, string[]>, key: string, value: string) {
  const list = map.get(key) ?? [];
  list.push(value);
  map.set(key, list);
}
