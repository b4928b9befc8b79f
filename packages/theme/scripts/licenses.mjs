// After tsup: list every npm package bundled into the Node build (from its metafile: those with code in an output) with its licence text in
// dist/THIRD-PARTY-LICENSES.md, as their licences ask when their code is copied, then drop the metafile.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const metafile = path.join(root, 'dist/metafile-esm.json');
const { outputs } = JSON.parse(fs.readFileSync(metafile, 'utf8'));
// The modules whose code is in some output file: the metafile's inputs also name modules tree-shaken away whole.
const shipped = new Set(Object.values(outputs).flatMap((output) => Object.entries(output.inputs).filter(([, i]) => i.bytesInOutput > 0).map(([file]) => file)));

// The last node_modules segment of an input path names its package (pnpm nests them under .pnpm/…).
const packageDirs = new Map();
for (const input of shipped) {
  const match = /^(.*node_modules\/)((?:@[^/]+\/)?[^/]+)\//.exec(input);
  if (match) packageDirs.set(match[2], path.resolve(root, match[1] + match[2]));
}

const sections = [...packageDirs].sort(([a], [b]) => a.localeCompare(b)).map(([name, dir]) => {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const file = fs.readdirSync(dir).find((f) => /^(licen[cs]e|copying)([-.][\w.-]*)?$/i.test(f));
  if (!file) throw new Error(`scripts/licenses.mjs: ${name}@${pkg.version} is bundled but ships no LICENSE file`);
  return `## ${name}@${pkg.version} (${pkg.license})\n\n${fs.readFileSync(path.join(dir, file), 'utf8').trim()}\n`;
});
fs.writeFileSync(path.join(root, 'dist/THIRD-PARTY-LICENSES.md'), `# Packages bundled into @rsdocs/theme's Node build\n\n${sections.join('\n')}`);
fs.rmSync(metafile);
console.log(`dist/THIRD-PARTY-LICENSES.md: ${sections.length} packages`);
