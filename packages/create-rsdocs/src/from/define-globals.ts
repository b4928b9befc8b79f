import fs from 'node:fs';
import path from 'node:path';
import { walk } from './files';
import type { LocalBuilderPlugin } from './builder-plugins';
import type { Note } from './notes';
import { SCRIPT } from './scan-docs';

const DECLARED = /^[ \t]*declare\s+(?:const|let|var)\s+([A-Za-z_$][\w$]*)/gm;

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

/**
 * Globals an Rspress build defined for the site's code: the config's local builder plugins that define some
 * (`source.define` through `modifyRsbuildConfig`), and the globals the site's components declare. A plugin
 * vite.config.ts runs (`run`) defines them under rsdocs too; for one it cannot run, `notRun` says why, and the build
 * stops, naming the page and the global, at the first page whose component reads one: these notes say so first.
 */
export function defineNotes(dir: string, themeDir: string, root: string, plugins: LocalBuilderPlugin[], run: Set<LocalBuilderPlugin>, notRun: Map<LocalBuilderPlugin, string>): Note[] {
  const declared = declaredGlobals(dir, themeDir, root);
  const notes: Note[] = [];
  const defined = new Set<string>();
  const usedIn = (name: string) => (declared.has(name) ? `; ${declared.get(name)!.join(', ')} read${declared.get(name)!.length === 1 ? 's' : ''} it` : '');
  for (const plugin of plugins.filter((p) => p.changesConfig)) {
    const keys = definedKeys(fs.readFileSync(path.join(dir, plugin.file), 'utf8'));
    for (const k of keys) defined.add(k.name);
    const list = keys.map((k) => `\`${k.name}\``).join(', ');
    const subject = `${plugin.names} (builderConfig.plugins)`;
    const where = `${plugin.file}:${keys[0]?.line ?? 1}`;
    if (run.has(plugin)) {
      notes.push({
        area: 'builder',
        subject,
        where,
        detail: `a builder plugin of the site's that defines ${list || 'globals'} for the site's code (\`source.define\`): vite.config.ts runs it for ${keys.length === 1 ? 'that global' : 'them'} (\`definesFromRsbuildPlugins\`)${keys.map((k) => usedIn(k.name)).join('')}`,
        port: "Nothing to do. Each build warns about any other hook of the plugin's (it is not run) and any config it sets besides `source.define` (not carried): port those to a Vite plugin in vite.config.ts.",
      });
      continue;
    }
    if (!keys.length) continue;
    notes.push({
      area: 'builder',
      subject,
      where,
      detail: `a builder plugin of the site's that defines ${list} for the site's code (\`source.define\`), which rsdocs does not run: ${notRun.get(plugin) ?? 'it cannot be run from vite.config.ts'}${keys.map((k) => usedIn(k.name)).join('')}`,
      port: `Run it in vite.config.ts (\`define: await definesFromRsbuildPlugins([{ plugin: ${plugin.expression}, file: '${plugin.file}' }], { command })\` from @rsdocs/theme/vite, in \`defineConfig(async ({ command }) => ({ … }))\`), or define ${keys.length === 1 ? 'it' : 'them'} yourself (\`define: { ${keys[0]!.name}: JSON.stringify(value) }\`). Until then the build stops at the first page that reads ${keys.length === 1 ? 'it' : 'one'}, naming the page, the file and line, and the global.`,
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
