import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What the starter is tested with. create-rsdocs is released together with @rsdocs/theme and @rsdocs/search
 * (same version), so the theme range is its own version; the others are the theme's peers and the TypeScript
 * release it is checked with (deps.test.ts compares them with the workspace's manifests).
 */
export const STARTER_VERSIONS = {
  react: '^19.2.0',
  'react-dom': '^19.2.0',
  vite: '^8.0.0',
  typescript: '5.9.3',
  '@types/react': '^19.2.0',
  '@types/react-dom': '^19.2.0',
  '@types/node': '^20.19.0',
} as const;

export interface StarterDeps {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

/** This package's own version (src/ or dist/ sit one folder below package.json). */
export function ownVersion(): string {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

/** The packed tarballs of the two packages in `folder`, newest version first when several are there. */
export function findTarballs(folder: string): { theme: string; search: string } {
  const dir = path.resolve(folder);
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) throw new Error(`--tarballs: ${dir} is not a folder`);
  const files = fs.readdirSync(dir);
  const pick = (pkg: string) => {
    const matches = files.filter((f) => new RegExp(`^rsdocs-${pkg}-\\d[\\w.+-]*\\.tgz$`).test(f));
    // Versions compared numerically part by part, so 0.10.0 sorts after 0.9.0.
    matches.sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
    if (!matches[0]) throw new Error(`--tarballs: no rsdocs-${pkg}-<version>.tgz in ${dir} (pack it with \`npm pack\` in packages/${pkg})`);
    return path.join(dir, matches[0]);
  };
  return { theme: pick('theme'), search: pick('search') };
}

/** A `file:` spec from the project to a tarball: npm installs it as it is and never asks the registry for it. */
function fileSpec(projectDir: string, tarball: string): string {
  const rel = path.relative(projectDir, tarball).split(path.sep).join('/');
  return `file:${rel.startsWith('.') ? rel : `./${rel}`}`;
}

/**
 * The starter's dependencies. From the registry: `^<version>` of the theme and search. From tarballs: `file:`
 * specs for both, so that the theme's own dependency on @rsdocs/search is met by the local copy as well.
 */
export function starterDeps(opts: { projectDir: string; version?: string; tarballs?: { theme: string; search: string } }): StarterDeps {
  const range = `^${opts.version ?? ownVersion()}`;
  const theme = opts.tarballs ? fileSpec(opts.projectDir, opts.tarballs.theme) : range;
  const search = opts.tarballs ? fileSpec(opts.projectDir, opts.tarballs.search) : range;
  const v = STARTER_VERSIONS;
  return {
    dependencies: { '@rsdocs/search': search, '@rsdocs/theme': theme, react: v.react, 'react-dom': v['react-dom'] },
    devDependencies: {
      '@types/node': v['@types/node'],
      '@types/react': v['@types/react'],
      '@types/react-dom': v['@types/react-dom'],
      typescript: v.typescript,
      vite: v.vite,
    },
  };
}
