/**
 * Right-to-left pages mirror only if the theme's CSS names sides by the flow of the text (inline-start/end), never
 * by the screen (left/right). This scans every stylesheet of the theme and lists each declaration that names a
 * physical side. A declaration that means the screen's side on purpose (positions measured from the left by script)
 * says so in a comment holding `physical:`, which excuses its line and the lines after it up to the next blank line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface PhysicalSide {
  line: number;
  declaration: string;
  why: string;
}

const BOX_SHORTHANDS = new Set(['margin', 'padding', 'inset', 'scroll-margin', 'scroll-padding', 'border-width', 'border-style', 'border-color']);

/** Split a value on whitespace outside parentheses: `calc(1px + 2px) 0` → two parts. */
function splitValue(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of value) {
    if (ch === '(') depth += 1;
    if (ch === ')') depth -= 1;
    if (/\s/.test(ch) && depth === 0) {
      if (current) parts.push(current);
      current = '';
    } else current += ch;
  }
  if (current) parts.push(current);
  return parts;
}

/** Why a declaration is physical, or null when it mirrors with the text's direction. */
export function physicalReason(property: string, rawValue: string): string | null {
  const prop = property.trim().toLowerCase();
  if (prop.startsWith('--')) return null; // a custom property holds a value, not a side
  // Custom property names (`var(--pad-left)`) and strings are not side keywords.
  const value = rawValue.replace(/--[\w-]+/g, (name) => name.replace(/left|right/g, 'side')).replace(/(["'])(?:(?!\1).)*\1/g, '').trim();
  if (prop === 'left' || prop === 'right') return `${prop}: use inset-inline-${prop === 'left' ? 'start' : 'end'}`;
  if (/(^|-)(left|right)(-|$)/.test(prop)) return `${prop}: use the logical property (inline-start/inline-end)`;
  if (/\b(left|right)\b/.test(value)) return `${prop}: ${value}: use start/end (or inline-start/inline-end)`;
  // A movement signed by --rsd-inline-sign (1, or -1 on a right-to-left page) follows the text.
  const signed = rawValue.includes('--rsd-inline-sign');
  if (!signed && /\btranslateX\(/.test(value)) return `${prop}: translateX() moves by the screen: flip it under [dir=rtl] or comment why not`;
  const translate = /\btranslate(?:3d)?\(\s*([^,)\s]+)/.exec(value);
  if (!signed && translate && !/^0(px|%)?$/.test(translate[1]!)) return `${prop}: translate() moves by the screen: flip it under [dir=rtl] or comment why not`;
  if (prop === 'translate' && splitValue(value)[0] && !/^0(px|%)?$/.test(splitValue(value)[0]!)) return 'translate moves by the screen: flip it under [dir=rtl] or comment why not';
  const parts = splitValue(value);
  if (BOX_SHORTHANDS.has(prop) && parts.length === 4 && parts[1] !== parts[3]) return `${prop} with different right and left values: use ${prop}-block and ${prop}-inline (start end)`;
  if (prop === 'border-radius' && !value.includes('/') && parts.length >= 2) {
    const [a, b = a, c = a, d = b] = parts; // top-left, top-right, bottom-right, bottom-left
    if (a !== b || c !== d) return 'border-radius with different left and right corners: use border-start-start-radius and friends';
  }
  return null;
}

/** Every physical declaration of a stylesheet, with its line, unless a `physical:` comment excuses it. */
export function findPhysicalSides(css: string): PhysicalSide[] {
  const lines = css.split('\n');
  // A `physical:` comment excuses its own line and the lines after it up to the next blank line (one rule or a run).
  const excusedLines = new Set<number>();
  lines.forEach((text, i) => {
    if (!/physical:/.test(text)) return;
    for (let k = i; k < lines.length && (k === i || lines[k]!.trim() !== ''); k++) excusedLines.add(k + 1);
  });
  const excused = (line: number) => excusedLines.has(line);
  const found: PhysicalSide[] = [];
  // Comments out (newlines kept, so line numbers hold), then every `property: value` ending in ; or }.
  const code = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const declaration = /([{;]\s*)([-a-zA-Z]+)\s*:\s*([^;{}]+)/g;
  for (let m = declaration.exec(code); m; m = declaration.exec(code)) {
    const start = m.index + m[1]!.length;
    // A selector such as `a:hover {` also looks like `a: hover`: a declaration never ends at `{`.
    if (code[m.index + m[0].length] === '{') continue;
    const why = physicalReason(m[2]!, m[3]!);
    if (!why) continue;
    const line = code.slice(0, start).split('\n').length;
    if (!excused(line)) found.push({ line, declaration: `${m[2]}: ${m[3]!.trim()}`, why });
  }
  return found;
}

describe('physicalReason', () => {
  it.each([
    ['margin-left', '4px'],
    ['padding-right', '1em'],
    ['border-left', '3px solid red'],
    ['border-top-right-radius', '4px'],
    ['left', '0'],
    ['right', 'var(--x)'],
    ['text-align', 'right'],
    ['float', 'left'],
    ['transform-origin', 'left center'],
    ['padding', '4px 0 4px 12px'],
    ['margin', '0 0.5em 0 0'],
    ['padding', '0 var(--a) 0 var(--b)'],
    ['border-radius', '8px 8px 0 8px'],
    ['transform', 'translateX(3px)'],
    ['transform', 'translate(-50%, -8px) scale(0.98)'],
  ])('%s: %s is physical', (prop, value) => {
    expect(physicalReason(prop, value)).not.toBeNull();
  });

  it.each([
    ['margin-inline-start', '4px'],
    ['inset-inline-end', '0'],
    ['text-align', 'start'],
    ['float', 'inline-end'],
    ['padding', '4px 12px'],
    ['margin', '0 auto 8px'],
    ['padding', '4px 8px 4px 8px'],
    ['border-radius', '8px 8px 0 0'],
    ['--rsd-pad-left', '4px'],
    ['padding', 'var(--pad-left)'],
    ['padding', '0 var(--a) 0 var(--a)'],
    ['transform', 'translateY(-2px)'],
    ['transform', 'translate(0, -8px)'],
    ['content', '"left"'],
    ['transform', 'translateX(calc(-100% * var(--rsd-inline-sign)))'],
  ])('%s: %s is not', (prop, value) => {
    expect(physicalReason(prop, value)).toBeNull();
  });

  it('reads declarations past selectors with pseudo-classes and honours a physical: comment', () => {
    const css = ['a:hover {', '  margin-left: 2px;', '}', '.x { color: red; }', '/* physical: centred on the screen */', '.y { left: 50%; }', '.z { right: 0; }', '', '.w { left: 0; }'].join('\n');
    expect(findPhysicalSides(css).map((p) => p.line)).toEqual([2, 9]);
  });
});

describe('the theme’s stylesheets', () => {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.css'));

  it('are found', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it('name sides by the text’s direction (logical properties), except where a comment says why not', () => {
    const problems = files.flatMap((file) =>
      findPhysicalSides(readFileSync(path.join(SRC, file), 'utf8')).map((p) => `${file}:${p.line}  ${p.declaration}  (${p.why})`),
    );
    expect(problems).toEqual([]);
  });
});
