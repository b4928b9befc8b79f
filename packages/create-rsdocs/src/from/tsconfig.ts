import { parseExpression } from '@babel/parser';
import { Evaluator, isRecord, type Value } from './static-value';
import type { Note } from './notes';

/** What a tsconfig gets when its `extends` cannot be installed: the starter's options (the site's own win). */
const BASE_OPTIONS = {
  target: 'ES2022',
  lib: ['ES2023', 'DOM', 'DOM.Iterable'],
  module: 'ESNext',
  moduleResolution: 'bundler',
  jsx: 'react-jsx',
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  isolatedModules: true,
};

/** tsconfig.json is JSON with comments and trailing commas: a JavaScript expression, read as one. */
export function readJsonc(text: string, file: string): { [key: string]: Value } {
  let node;
  try {
    node = parseExpression(text, { plugins: [] });
  } catch (error) {
    const loc = (error as { loc?: { line: number; column: number } }).loc;
    throw new Error(`${file}${loc ? `:${loc.line}:${loc.column + 1}` : ''}: cannot read it: ${(error as Error).message.replace(/\s*\(\d+:\d+\)$/, '')}`);
  }
  const value = new Evaluator({ ast: null as never, text, bindings: new Map() }).value(node);
  if (!isRecord(value)) throw new Error(`${file}: expected an object`);
  return value;
}

/**
 * Keep the tsconfig (its `paths` are the site's import aliases) but make it stand alone when it extends a config
 * that will not be installed (a workspace package of the monorepo the site came from). Returns the new text, or
 * undefined when it is fine as it is.
 */
export function fixTsconfig(
  text: string,
  isResolvable: (spec: string) => boolean,
  /** `paths` keys to take out, each with why (the site's `@theme` when it is an Rspress custom theme). */
  dropPaths: Record<string, string> = {},
  /** The docs root: its pages import through `paths`, which Vite applies only to files the tsconfig includes. */
  docsRoot?: string,
): { text: string; notes: Note[] } | undefined {
  const config = readJsonc(text, 'tsconfig.json');
  const options = isRecord(config.compilerOptions) ? config.compilerOptions : {};
  const paths = isRecord(options.paths) ? options.paths : {};
  const dropped = Object.keys(dropPaths).filter((key) => key in paths);
  const ext = config.extends;
  const list = Array.isArray(ext) ? ext : ext === undefined ? [] : [ext];
  const missing = list.filter((e): e is string => typeof e === 'string' && !isResolvable(e));
  const include = Array.isArray(config.include) ? config.include : undefined;
  const needsConfig = include !== undefined && !include.includes('site.config.ts');
  const pageGlobs = docsRoot ? [`${docsRoot}/**/*.mdx`, `${docsRoot}/**/*.md`] : [];
  const needsPages = include !== undefined && Object.keys(paths).length > 0 && pageGlobs.some((g) => !include.includes(g));
  if (!missing.length && !needsConfig && !dropped.length && !needsPages) return undefined;
  const notes: Note[] = [];
  const out: { [key: string]: Value } = {};
  for (const [key, value] of Object.entries(config)) {
    if (key === 'extends') {
      const kept = list.filter((e) => !missing.includes(e as string));
      if (kept.length) out.extends = Array.isArray(ext) ? kept : kept[0];
    } else out[key] = value;
  }
  if (missing.length) {
    out.compilerOptions = { ...BASE_OPTIONS, ...(isRecord(config.compilerOptions) ? config.compilerOptions : {}) };
    notes.push({
      area: 'project',
      subject: 'tsconfig.json',
      detail: `\`"extends": ${JSON.stringify(missing.length === 1 ? missing[0] : missing)}\` removed: it is not installed outside the monorepo; the starter's compiler options stand in for it (the file's own options and \`paths\` are kept)`,
      port: 'Copy the options you need from the old base config into compilerOptions.',
    });
  }
  if (dropped.length) {
    const compilerOptions = isRecord(out.compilerOptions) ? out.compilerOptions : {};
    out.compilerOptions = { ...compilerOptions, paths: Object.fromEntries(Object.entries(paths).filter(([key]) => !dropped.includes(key))) };
    for (const key of dropped)
      notes.push({ area: 'project', subject: `tsconfig.json paths["${key}"]`, detail: `removed (it was ${JSON.stringify(paths[key])}): ${dropPaths[key]}`, port: `Once that folder builds on rsdocs (see "Custom theme"), map \`${key}\` to it again if pages need its own exports.` });
  }
  if (needsConfig || needsPages) {
    const added = [...(needsConfig ? ['site.config.ts'] : []), ...(needsPages ? pageGlobs.filter((g) => !include!.includes(g)) : [])];
    out.include = [...include!, ...added];
    if (needsPages)
      notes.push({
        area: 'project',
        subject: 'tsconfig.json include',
        detail: `added ${pageGlobs.map((g) => `\`${g}\``).join(' and ')}: Vite applies the \`paths\` only to files the tsconfig includes, and the pages import through them (\`@en/*\`, \`@components/*\`)`,
        port: 'Nothing to do.',
      });
  }
  return { text: `${formatJson(out)}\n`, notes };
}

/** JSON with two-space indents, short lists of strings on one line (`"@en/*": ["./docs/en/*"]`), as people write tsconfig. */
export function formatJson(value: Value, indent = ''): string {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    const items = value.map((v) => formatJson(v, inner));
    const one = `[${items.join(', ')}]`;
    return value.every((v) => typeof v !== 'object' || v === null) && one.length <= 80 ? one : `[\n${items.map((i) => `${inner}${i}`).join(',\n')}\n${indent}]`;
  }
  if (isRecord(value)) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (!entries.length) return '{}';
    return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${formatJson(v, inner)}`).join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value ?? null);
}
