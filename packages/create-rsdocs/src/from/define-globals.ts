import fs from 'node:fs';
import path from 'node:path';
import { walk } from './files';
import type { Note } from './notes';
import { SCRIPT, scriptImports } from './scan-docs';

const DECLARED = /^[ \t]*declare\s+(?:const|let|var)\s+([A-Za-z_$][\w$]*)/gm;
/** What an Rsbuild plugin does to change the build's config (where a `source.define` would be). */
const CHANGES_CONFIG = /\bmodifyRsbuildConfig\b|\bmodifyRspackConfig\b|\bsource\s*:\s*\{|\bsource\.define\b/;

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;
const rel = (dir: string, file: string) => path.relative(dir, file).split(path.sep).join('/');

/** Globals the site's components declare (`declare const X`) and expect a build to define: name → where. */
export function declaredGlobals(dir: string, themeDir: string, root: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const files = [...walk(path.join(dir, themeDir)).filter((f) => /\.[jt]sx$/.test(f)), ...walk(path.join(dir, root)).filter((f) => SCRIPT.test(f))];
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(DECLARED)) found.set(m[1]!, [...(found.get(m[1]!) ?? []), `${rel(dir, file)}:${lineAt(text, m.index)}`]);
  }
  return found;
}

/** The keys of every `define: { … }` object of a plugin file, with the line of each. */
export function definedKeys(text: string): Array<{ name: string; line: number }> {
  const out: Array<{ name: string; line: number }> = [];
  for (const m of text.matchAll(/\bdefine\s*:\s*\{/g)) {
    // The object's own keys: depth 1 of the braces after `define: {`.
    let depth = 1;
    let i = m.index + m[0].length;
    let keyStart = i;
    for (; i < text.length && depth > 0; i++) {
      const c = text[i];
      if (c === '{' || c === '[' || c === '(') depth++;
      else if (c === '}' || c === ']' || c === ')') depth--;
      else if (depth === 1 && c === ',') keyStart = i + 1;
      else if (depth === 1 && c === ':') {
        const key = /^\s*['"]?([A-Za-z_$][\w$.]*)['"]?\s*$/.exec(text.slice(keyStart, i))?.[1];
        if (key) out.push({ name: key, line: lineAt(text, keyStart + (text.slice(keyStart, i).length - text.slice(keyStart, i).trimStart().length)) });
        keyStart = text.length; // until the next comma
      }
    }
  }
  return out;
}

/** The site's own files the config imports (`./theme/plugin.ts`), resolved. */
function localImports(dir: string, configFile: string): Array<{ file: string; names: string }> {
  const text = fs.readFileSync(path.join(dir, configFile), 'utf8');
  const out: Array<{ file: string; names: string }> = [];
  for (const m of text.matchAll(/^[ \t]*import\s+([^;'"]*?)\s*from\s*['"](\.[^'"]+)['"]/gm)) {
    const base = path.resolve(dir, m[2]!);
    const file = [base, ...['.ts', '.mts', '.js', '.mjs', '/index.ts', '/index.js'].map((e) => base + e)].find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
    if (file) out.push({ file, names: m[1]!.replace(/[{}\s]+/g, ' ').trim() });
  }
  return out;
}

/**
 * Globals an Rspress build defined for the site's code and rsdocs will not: the config's local builder plugins that
 * define some (`source.define` through `modifyRsbuildConfig`), and the globals the site's components declare. The
 * build stops, naming the page and the global, at the first page whose component reads one; these notes say so first.
 */
export function defineNotes(dir: string, configFile: string, themeDir: string, root: string): Note[] {
  const declared = declaredGlobals(dir, themeDir, root);
  const notes: Note[] = [];
  const defined = new Set<string>();
  const usedIn = (name: string) => (declared.has(name) ? `; ${declared.get(name)!.join(', ')} read${declared.get(name)!.length === 1 ? 's' : ''} it` : '');
  for (const { file, names } of localImports(dir, configFile)) {
    const text = fs.readFileSync(file, 'utf8');
    if (!CHANGES_CONFIG.test(text)) continue;
    const keys = definedKeys(text);
    if (!keys.length) continue;
    for (const k of keys) defined.add(k.name);
    const list = keys.map((k) => `\`${k.name}\``).join(', ');
    notes.push({
      area: 'builder',
      subject: `${names} (builderConfig.plugins)`,
      where: `${rel(dir, file)}:${keys[0]!.line}`,
      detail: `a builder plugin of the site's that defines ${list} for the site's code (\`source.define\`), which rsdocs does not run${keys.map((k) => usedIn(k.name)).join('')}`,
      port: `Define ${keys.length === 1 ? 'it' : 'them'} in vite.config.ts (\`define: { ${keys[0]!.name}: JSON.stringify(value) }\`), computing the value as the plugin does, or port the plugin to a Vite plugin whose \`config()\` returns that \`define\`. Until then the build stops at the first page that reads ${keys.length === 1 ? 'it' : 'one'}, naming the page, the file and line, and the global.`,
    });
  }
  for (const [name, where] of declared) {
    if (defined.has(name)) continue;
    notes.push({
      area: 'theme',
      subject: `global \`${name}\``,
      where: where[0],
      detail: `declared with \`declare const\` (${where.join(', ')}): something in the Rspress build defined it, and nothing will under rsdocs`,
      port: `Define it in vite.config.ts (\`define: { ${name}: JSON.stringify(value) }\`), or remove its use; a page that reads it stops the build with its name.`,
    });
  }
  return notes;
}
