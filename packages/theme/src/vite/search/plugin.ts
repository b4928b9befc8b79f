// The search room owns the search indexes: planned from the pages, built (on workers, cached by run) and named.
import type { Plugin } from 'vite';
import { addCompileHint } from '../build/compile-hint';
import type { RsdocsContext } from '../context';

/** The lazily loaded entries of search: the dialog and the searcher (`paths.search`). */
const SEARCH_DIALOG_MODULE = /[\\/]SearchModal[\\/]SearchModal\.(?:js|tsx)$/;

/** `rsdocs:search`: the search dialog's chunks get V8's compile hint (compile-hint.ts), on top of their minified code. */
export function searchPlugin(ctx: RsdocsContext): Plugin {
  return {
    name: 'rsdocs:search',
    enforce: 'pre',
    sharedDuringBuild: true,

    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
        if (chunk.facadeModuleId === ctx.paths.search || SEARCH_DIALOG_MODULE.test(chunk.facadeModuleId)) addCompileHint(chunk, bundle);
      }
    },
  };
}
