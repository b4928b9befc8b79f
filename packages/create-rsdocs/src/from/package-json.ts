import type { StarterDeps } from '../deps';
import type { Note } from './notes';

type Deps = Record<string, string>;
export interface PackageJson {
  scripts?: Record<string, string>;
  dependencies?: Deps;
  devDependencies?: Deps;
  peerDependencies?: Deps;
  optionalDependencies?: Deps;
  [key: string]: unknown;
}

/** Rspress itself, its plugins and the wrappers that run it: rsdocs replaces them. */
export function isRspressPackage(name: string): boolean {
  return (
    name === 'rspress' ||
    name.startsWith('@rspress/') ||
    name.startsWith('rspress-plugin-') ||
    name.startsWith('@rstack-dev/') ||
    name === 'rstack' ||
    // Rsbuild plugins ran inside Rspress's build (builderConfig.plugins); rsdocs builds with Vite.
    name.startsWith('@rsbuild/') ||
    name.startsWith('rsbuild-plugin-') ||
    // Shiki transformers only meant something to Rspress's highlighter; rsdocs handles the notations.
    name === '@shikijs/transformers'
  );
}

/** Packages made to run inside Rspress's or Rsbuild's build: rsdocs never keeps these, even when pages import them. */
export function runsOnlyUnderRspress(name: string): boolean {
  return /^(rspress|rstack)$|^@rspress\/|^@rsbuild\/|^rspress-plugin-|^rsbuild-plugin-/.test(name);
}

/** A spec npm cannot install outside the monorepo it came from. */
const uninstallable = (spec: string) => /^(workspace|catalog|link):/.test(spec);

export interface PackageRewrite {
  pkg: PackageJson;
  notes: Note[];
  /** Packages taken out, with the spec they had. */
  removed: Map<string, string>;
}

/**
 * package.json for rsdocs: Rspress's packages and specs npm cannot install go, ours come in (the starter's
 * versions, or `file:` tarballs), and `dev`, `build`, `preview` run rsdocs. Other dependencies stay as they are.
 */
/** Vite compiles .scss with this package (Rsbuild needed @rsbuild/plugin-sass). */
export const SASS_VERSION = '^1.80.0';

/**
 * `imported`: the packages the pages import (see imported-packages.ts). Of those, an Rspress UI library (React
 * components such as `@rstack-dev/doc-ui`, which import `@rspress/core/*` that rsdocs provides) is kept, and a spec
 * of the monorepo (`catalog:`) becomes `latest`, so that `npm install` gets it.
 */
export function rewritePackageJson(pkg: PackageJson, ours: StarterDeps, opts: { outDir: string; sass?: boolean; imported?: Set<string> }): PackageRewrite {
  const notes: Note[] = [];
  const out: PackageJson = { ...pkg };
  const replaced = new Set([...Object.keys(ours.dependencies), ...Object.keys(ours.devDependencies)]);
  const removed: string[] = [];
  const taken = new Map<string, string>();
  for (const field of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'] as const) {
    const deps = pkg[field];
    if (!deps) continue;
    const kept: Deps = {};
    for (const [name, spec] of Object.entries(deps)) {
      if (replaced.has(name)) continue; // ours below, at the versions rsdocs is tested with
      if (opts.imported?.has(name) && !runsOnlyUnderRspress(name) && (isRspressPackage(name) || uninstallable(spec))) {
        kept[name] = uninstallable(spec) ? 'latest' : spec;
        notes.push({
          area: 'packages',
          subject: `${name}@${spec}`,
          detail: `kept${uninstallable(spec) ? ` as \`latest\` (\`${spec.split(':')[0]}:\` specs only install inside the monorepo that defines them)` : ''}: the site's code imports it (its pages, the theme components they import, or a builder plugin vite.config.ts runs)`,
          port: `Pin the version the site used (\`npm install -D ${name}@<version>\`). Its imports of \`@rspress/core/*\` get rsdocs's equivalents, and the build names any it does not provide with file and line. Should \`npm install\` refuse it for a peer dependency on Rspress (ERESOLVE; an optional peer, as @rstack-dev/doc-ui's, is fine), add \`legacy-peer-deps=true\` to .npmrc.`,
        });
        continue;
      }
      if (isRspressPackage(name)) {
        removed.push(`${name}@${spec}`);
        taken.set(name, spec);
        continue;
      }
      if (uninstallable(spec)) {
        taken.set(name, spec);
        notes.push({
          area: 'packages',
          subject: `${name}@${spec}`,
          detail: `removed: \`${spec.split(':')[0]}:\` specs only install inside the monorepo that defines them`,
          port: `If the theme code or the config uses ${name}, add it back with a version range (\`npm install -D ${name}\`).`,
        });
        continue;
      }
      kept[name] = spec;
    }
    if (field === 'dependencies') Object.assign(kept, ours.dependencies);
    if (field === 'devDependencies') Object.assign(kept, ours.devDependencies);
    out[field] = sortKeys(kept);
  }
  out.dependencies ??= sortKeys({ ...ours.dependencies });
  out.devDependencies ??= sortKeys({ ...ours.devDependencies });
  if (opts.sass && !out.dependencies.sass && !out.devDependencies.sass && !out.dependencies['sass-embedded'] && !out.devDependencies['sass-embedded']) {
    out.devDependencies = sortKeys({ ...out.devDependencies, sass: SASS_VERSION });
    notes.push({ area: 'packages', subject: `sass@${SASS_VERSION}`, detail: 'added: the site has Sass stylesheets (or used the Rsbuild Sass plugin), which Vite compiles with it', port: 'Nothing to do.' });
  }
  if (removed.length)
    notes.push({ area: 'packages', subject: removed.join(', '), detail: 'removed: Rspress, its plugins and the build wrapper around it', port: 'Nothing to do: @rsdocs/theme and @rsdocs/search replace them.' });
  const outDir = opts.outDir === 'dist' ? '' : ` --out-dir ${opts.outDir}`;
  const scripts = { ...(pkg.scripts ?? {}) };
  const ourScripts: Record<string, string> = { dev: 'rsdocs dev', build: `rsdocs build${outDir}`, preview: `rsdocs preview${outDir}` };
  for (const [name, command] of Object.entries(ourScripts)) {
    if (scripts[name] && scripts[name] !== command)
      notes.push({ area: 'packages', subject: `scripts.${name}`, detail: `was \`${scripts[name]}\`, now \`${command}\``, port: 'Nothing to do.' });
    scripts[name] = command;
  }
  out.scripts = scripts;
  return { pkg: out, notes, removed: taken };
}

const sortKeys = (deps: Deps): Deps => Object.fromEntries(Object.entries(deps).sort(([a], [b]) => a.localeCompare(b)));
