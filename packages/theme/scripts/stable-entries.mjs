// tsup expands a list of globs in the order the file system's crawl answers, which changes from run to run; with
// code splitting, esbuild's chunks (their names, what each holds, the order of imports) follow the entries' order,
// and a site's bundle follows the chunks. These entries are the same files, in one order: the build is reproducible.
import fs from 'node:fs';
import path from 'node:path';

/** A glob of `*` and `**` as a regular expression over `/`-separated paths (no dot files, as tsup's glob). */
function globToRegExp(glob) {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (glob.startsWith('**/', i)) {
      re += '(?:[^/.][^/]*/)*';
      i += 2;
    } else if (glob.startsWith('**', i)) {
      re += '.*';
      i += 1;
    } else if (c === '*') re += '(?:[^/.][^/]*)?';
    else re += c.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

/**
 * The files `patterns` name (globs, `!` ones excluded; relative to the package folder), sorted, as tsup's entry
 * object: each keyed by its output path, the path below the folder the files share (`src/`) without extension.
 */
export function stableEntries(patterns, cwd = process.cwd()) {
  const include = patterns.filter((p) => !p.startsWith('!')).map(globToRegExp);
  const exclude = patterns.filter((p) => p.startsWith('!')).map((p) => globToRegExp(p.slice(1)));
  const roots = [...new Set(patterns.filter((p) => !p.startsWith('!')).map((p) => p.split('/')[0]))];
  const files = roots
    .flatMap((root) => fs.readdirSync(path.join(cwd, root), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(cwd, path.join(e.parentPath ?? e.path, e.name)).split(path.sep).join('/')))
    .filter((f) => include.some((re) => re.test(f)) && !exclude.some((re) => re.test(f)))
    .sort();
  const base = roots.length === 1 ? `${roots[0]}/` : '';
  return Object.fromEntries(files.map((f) => [f.slice(base.length).replace(/\.[^./]+$/, ''), f]));
}
