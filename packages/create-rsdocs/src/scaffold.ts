import fs from 'node:fs';
import path from 'node:path';
import { findTarballs, starterDeps } from './deps';
import type { Answers } from './options';
import { packageName, starterFiles } from './starter';

export interface ScaffoldOptions {
  /** Where relative folders are resolved. @default process.cwd() */
  cwd?: string;
  /** Folder with the packed tarballs (`--tarballs`). */
  tarballs?: string;
  /** Version range base for @rsdocs/* (tests). @default this package's version */
  version?: string;
}

export interface ScaffoldResult {
  dir: string;
  /** Written files, relative to `dir`, with forward slashes. */
  files: string[];
}

/** Why `dir` cannot take a new site (it exists and is not an empty folder), or undefined. */
export function targetProblem(dir: string): string | undefined {
  if (!fs.existsSync(dir)) return undefined;
  if (!fs.statSync(dir).isDirectory()) return `${dir} exists and is not a folder`;
  const entries = fs.readdirSync(dir);
  if (!entries.length) return undefined;
  const shown = entries.slice(0, 5).join(', ') + (entries.length > 5 ? ', …' : '');
  return `${dir} is not empty (${shown}): choose a new or empty folder`;
}

/** Write the starter site for `answers`. Throws before writing anything when the folder is taken. */
export function scaffold(answers: Answers, opts: ScaffoldOptions = {}): ScaffoldResult {
  const dir = path.resolve(opts.cwd ?? process.cwd(), answers.dir);
  const problem = targetProblem(dir);
  if (problem) throw new Error(`${problem}; nothing was written.`);
  const tarballs = opts.tarballs ? findTarballs(path.resolve(opts.cwd ?? process.cwd(), opts.tarballs)) : undefined;
  const deps = starterDeps({ projectDir: dir, version: opts.version, tarballs });
  const files = starterFiles(answers, { name: packageName(dir), deps, tarballs: !!tarballs });
  for (const [rel, content] of Object.entries(files)) {
    const file = path.join(dir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  return { dir, files: Object.keys(files) };
}
