import type { CompiledPage, CompileOptions } from './compile';

// What the build side needs of page modules without loading the Markdown stack (remark, MDX, Prism): the plugin's
// entry stays light, and a build whose pages compile on worker threads never loads that stack on the main thread.

/** Resolved by the plugin to the theme's content renderer. */
export const CONTENT_RUNTIME = 'virtual:rsdocs/content';

/**
 * The page's module: the compiled MDX, or the content tree's module, plus its page data (with the build-wide facts
 * `compileAll` adds).
 */
export function pageModuleCode(page: CompiledPage): string {
  return `${page.code || contentModuleCode(page.content!)}\nexport const pageData = ${JSON.stringify(page.pageData)};\n`;
}

/** The module of a page shipped as a content tree (`content`: the tree as JSON). */
export function contentModuleCode(content: string): string {
  return `import { createContent } from ${JSON.stringify(CONTENT_RUNTIME)};\nexport default createContent(JSON.parse(${JSON.stringify(content)}));\n`;
}

/** Compile one Markdown/MDX page (see markdown/compile.ts), loading the compiler on first use. */
export async function compilePage(source: string, opts: CompileOptions): Promise<CompiledPage> {
  const compiler = await import('./compile');
  return compiler.compilePage(source, opts);
}
