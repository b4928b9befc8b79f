import type { CompiledPage, CompileOptions } from './compile';
import { contentModuleCode } from './content-module';

// What the build side needs of page modules without loading the Markdown stack (remark, MDX, Prism): the plugin's
// entry stays light, and a build whose pages compile on worker threads never loads that stack on the main thread.

/**
 * The page's module: the compiled MDX, or the content tree's module, plus its page data (with the build-wide facts
 * `compileAll` adds).
 */
export function pageModuleCode(page: CompiledPage): string {
  return `${page.code || contentModuleCode(page.content!)}\nexport const pageData = ${JSON.stringify(page.pageData)};\n`;
}

/** Compile one Markdown/MDX page (see markdown/compile.ts), loading the compiler on first use. */
export async function compilePage(source: string, opts: CompileOptions): Promise<CompiledPage> {
  const compiler = await import('./compile');
  return compiler.compilePage(source, opts);
}
