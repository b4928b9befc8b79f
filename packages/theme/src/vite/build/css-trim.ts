import type { Plugin } from 'vite';

/**
 * What the CSS minifier (Lightning CSS) leaves that no browser needs; every byte here is in each page's first paint.
 * - The same declaration twice in a row: prefixing runs once when Vite bundles the imports and again when it minifies,
 *   and a value with `var()` is not recognised as already prefixed (`-webkit-mask-image:var(--m);-webkit-mask-image:…`).
 * - `--lightningcss-light` / `--lightningcss-dark`, written next to every `color-scheme` for the `light-dark()`
 *   fallback: dead when no stylesheet of the build reads them (`keepSchemeVars` false).
 * Shadowed token defaults are dropped apart (`dropShadowedTokens`).
 */
export function trimCss(css: string, { keepSchemeVars }: { keepSchemeVars: boolean }): string {
  return css.replace(/\{([^{}]*)\}/g, (_, body: string) => {
    const kept: string[] = [];
    for (const decl of body.split(';')) {
      if (decl !== '' && decl === kept[kept.length - 1]) continue;
      if (!keepSchemeVars && /^--lightningcss-(?:light|dark):/.test(decl)) continue;
      kept.push(decl);
    }
    return `{${kept.join(';')}}`;
  });
}

/** The root's token rules: a site's own, unlayered, and the theme's defaults inside `@layer rsd.tokens`. */
const ROOT = ':root';
const ROOT_DARK = ':root.dark';
const TOKENS_LAYER = '@layer rsd.tokens';
const DEFAULTS: Record<string, string> = { ':where(:root)': ROOT, ':where(:root.dark)': ROOT_DARK };

interface Block {
  prelude: string;
  /** Offsets of the body, between the braces. */
  start: number;
  end: number;
  parent: string | null;
}

/** The blocks of a minified stylesheet, outer ones and nested ones, with their preludes (quoted strings skipped). */
function blocks(css: string): Block[] {
  const found: Block[] = [];
  const open: Array<{ prelude: string; start: number }> = [];
  let preludeStart = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      const close = css.indexOf(c, i + 1);
      i = close < 0 ? css.length : close;
    } else if (c === '{') {
      open.push({ prelude: css.slice(preludeStart, i).trim(), start: i + 1 });
      preludeStart = i + 1;
    } else if (c === '}') {
      const block = open.pop();
      if (block) found.push({ prelude: block.prelude, start: block.start, end: i, parent: open.length ? open[open.length - 1]!.prelude : null });
      preludeStart = i + 1;
    } else if (c === ';') preludeStart = i + 1;
  }
  return found;
}

/** Custom properties a declaration list sets (normal ones: an `!important` default is never shadowed here). */
function customProps(body: string): string[] {
  return body.split(';').filter((d) => d.startsWith('--') && !d.includes('!important')).map((d) => d.slice(0, d.indexOf(':')));
}

/**
 * Drop the theme's token defaults a site sets again for the same root: an unlayered declaration wins over any layered
 * one, so a default in `@layer rsd.tokens { :where(:root) {…} }` that an unlayered top-level `:root {…}` also sets is
 * never used (in either appearance: `:root` matches dark pages too), nor is one in `:where(:root.dark)` that an
 * unlayered `:root` or `:root.dark` sets. Defaults under a media query, and any other rule, are left alone.
 */
export function dropShadowedTokens(css: string): string {
  const all = blocks(css);
  const own = { [ROOT]: new Set<string>(), [ROOT_DARK]: new Set<string>() } as Record<string, Set<string>>;
  for (const b of all) if (b.parent === null && b.prelude in own) for (const name of customProps(css.slice(b.start, b.end))) own[b.prelude]!.add(name);
  if (!own[ROOT]!.size && !own[ROOT_DARK]!.size) return css;
  const cuts = all
    .filter((b) => b.parent === TOKENS_LAYER && b.prelude in DEFAULTS)
    .map((b) => {
      const shadowing = DEFAULTS[b.prelude] === ROOT ? [own[ROOT]!] : [own[ROOT]!, own[ROOT_DARK]!];
      const kept = css
        .slice(b.start, b.end)
        .split(';')
        .filter((d) => !(d.startsWith('--') && !d.includes('!important') && shadowing.some((set) => set.has(d.slice(0, d.indexOf(':'))))));
      return { ...b, body: kept.join(';') };
    })
    .sort((a, b) => b.start - a.start);
  let out = css;
  for (const cut of cuts) out = out.slice(0, cut.start) + cut.body + out.slice(cut.end);
  return out;
}

/** Whether any of a build's stylesheets reads the `light-dark()` fallback's variables. */
export function readsSchemeVars(sheets: string[]): boolean {
  return sheets.some((css) => css.includes('var(--lightningcss-'));
}

/** Applies `trimCss` to the client build's stylesheets before they are written and inlined into pages. */
export function cssTrimPlugin(): Plugin {
  return {
    name: 'rsdocs:css-trim',
    apply: 'build',
    enforce: 'post',
    generateBundle(_, bundle) {
      const sheets = Object.values(bundle).filter((a) => a.type === 'asset' && a.fileName.endsWith('.css'));
      const text = (a: (typeof sheets)[number]) => (a.type === 'asset' ? (typeof a.source === 'string' ? a.source : Buffer.from(a.source).toString('utf8')) : '');
      const keepSchemeVars = readsSchemeVars(sheets.map(text));
      for (const a of sheets) if (a.type === 'asset') a.source = dropShadowedTokens(trimCss(text(a), { keepSchemeVars }));
    },
  };
}
