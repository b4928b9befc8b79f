import fs from 'node:fs';
import path from 'node:path';
import { contrastRatio } from '../lib/contrast';

// The syntax colours of tokens.css must stay readable on the code background, also on a highlighted line
// (the theme's green tint and the orange tint sites like Rslib use), in light and in dark mode.
const css = fs.readFileSync(path.join(__dirname, 'tokens.css'), 'utf8');
const blocks = css.split(':where(:root.dark)');
const vars = (block: string) => Object.fromEntries([...block.matchAll(/(--rsd-c-[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
const light = vars(blocks[0]!);
const dark = vars(blocks.slice(1).join(''));

const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');
/** An `rgba(r, g, b, a)` tint laid over a `#rrggbb` background, as `#rrggbb`. */
function over(tint: string, background: string): string {
  const [r, g, b, a] = /rgba\(([^)]+)\)/.exec(tint)![1]!.split(',').map(Number) as [number, number, number, number];
  const bg = [1, 3, 5].map((i) => Number.parseInt(background.slice(i, i + 2), 16));
  return `#${[r, g, b].map((c, i) => hex(c * a + bg[i]! * (1 - a))).join('')}`;
}

describe.each([
  ['light', light, ['rgba(255, 139, 0, 0.12)']],
  ['dark', dark, ['rgba(255, 139, 0, 0.16)']],
] as const)('%s syntax colours', (_mode, tokens, siteTints) => {
  const syntax = Object.entries(tokens).filter(([name]) => name.startsWith('--rsd-c-syntax-'));
  const backgrounds = [tokens['--rsd-c-code-bg']!, over(tokens['--rsd-c-code-highlight']!, tokens['--rsd-c-code-bg']!), ...siteTints.map((t) => over(t, tokens['--rsd-c-code-bg']!))];

  it('defines every syntax colour', () => {
    expect(syntax.map(([name]) => name).sort()).toEqual(
      ['attr', 'comment', 'deleted', 'function', 'inserted', 'keyword', 'number', 'string', 'tag', 'text'].map((n) => `--rsd-c-syntax-${n}`),
    );
  });

  it.each(syntax)('%s keeps 4.5:1 on plain and highlighted lines', (_name, color) => {
    for (const bg of backgrounds) expect(contrastRatio(color, bg), `${color} on ${bg}`).toBeGreaterThanOrEqual(4.5);
  });
});
