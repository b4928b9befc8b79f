import fs from 'node:fs';

const STYLESHEET_IMPORT = /^import\s*(['"])[^'"\n]+\.(?:css|scss|sass|less|styl|stylus|pcss|postcss)(?:\?[^'"\n]*)?\1\s*;?$/;

/**
 * Whether a theme entry's source only imports stylesheets (after comments are removed): such a module exports
 * nothing and changes nothing a server render sees, so prerendering needs no bundle of it. Anything else, even an
 * unusual spelling of the same, counts as code.
 */
export function importsStylesheetsOnly(source: string): boolean {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const statements = code.split(/\n|;(?=\s*import)/).map((s) => s.trim()).filter(Boolean);
  return statements.every((s) => STYLESHEET_IMPORT.test(s));
}

/** Whether prerendering needs the site's theme entry: it has one, and it is more than stylesheets (or unreadable). */
export function themeEntryNeedsServer(file: string | null): boolean {
  if (!file) return false;
  try {
    return !importsStylesheetsOnly(fs.readFileSync(file, 'utf8'));
  } catch {
    return true; // the bundle reports a missing or unreadable file
  }
}
