import type { Plugin } from 'vite';

/**
 * What the CSS minifier (Lightning CSS) leaves that no browser needs; every byte here is in each page's first paint.
 * - The same declaration twice in a row: prefixing runs once when Vite bundles the imports and again when it minifies,
 *   and a value with `var()` is not recognised as already prefixed (`-webkit-mask-image:var(--m);-webkit-mask-image:…`).
 * - `--lightningcss-light` / `--lightningcss-dark`, written next to every `color-scheme` for the `light-dark()`
 *   fallback: dead when no stylesheet of the build reads them (`keepSchemeVars` false).
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
      for (const a of sheets) if (a.type === 'asset') a.source = trimCss(text(a), { keepSchemeVars });
    },
  };
}
