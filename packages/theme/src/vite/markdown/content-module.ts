// The module of a page shipped as a content tree: made by the compiler (compile.ts) and by page-module.ts, which
// both import it (and not each other).

/** Resolved by the plugin to the theme's content renderer. */
export const CONTENT_RUNTIME = 'virtual:rsdocs/content';

/** The module of a page shipped as a content tree (`content`: the tree as JSON). */
export function contentModuleCode(content: string): string {
  return `import { createContent } from ${JSON.stringify(CONTENT_RUNTIME)};\nexport default createContent(JSON.parse(${JSON.stringify(content)}));\n`;
}
