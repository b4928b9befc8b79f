import type { Plugin } from 'vite';

/** The client bundle's second input: it imports every page with JavaScript, lazily. Never loaded by a browser. */
export const PAGE_CHUNKS = 'virtual:rsdocs/page-chunks';
const RESOLVED = `\0${PAGE_CHUNKS}`;

/** The module that makes each page a lazy chunk of its own: one dynamic import per page file. */
export function pageChunksModule(pageFiles: string[]): string {
  const lines = pageFiles.map((f) => `  () => import(${JSON.stringify(f)}),`);
  return `export default [\n${lines.join('\n')}\n];\n`;
}

/** For the entry chunk's groups: the module listing the pages is an entry's too, but never the browser's. */
export const notPageChunks = (id: string): boolean => id !== RESOLVED;

/**
 * The pages with JavaScript as chunks of the client bundle, each with its own imports (components, JSON,
 * fragments), or chunks shared by the pages that import the same modules.
 *
 * Each page is reached by a dynamic import from one extra input, not emitted as an entry of its own: the entry
 * chunk's groups take Rolldown's `$initial` modules (what an entry imports statically, see plugin.ts; they leave this input's module out, `notPageChunks`), and an
 * emitted chunk is an entry too, so every page's imports would land in the entry chunk, loaded by every page.
 * The extra input's own chunk names every page; nothing loads it, and it is dropped from the output.
 */
export function pageChunksPlugin(pageFiles: () => string[]): Plugin {
  return {
    name: 'rsdocs:page-chunks',
    apply: 'build',
    sharedDuringBuild: true,
    buildStart() {
      if (this.environment.name !== 'client' || !pageFiles().length) return;
      // Its export kept, or the bundler would drop the dynamic imports as unused.
      this.emitFile({ type: 'chunk', id: PAGE_CHUNKS, name: 'rsdocs-pages', preserveSignature: 'exports-only' });
    },
    resolveId: {
      filter: { id: /^virtual:rsdocs\/page-chunks$/ },
      handler: () => RESOLVED,
    },
    load: {
      filter: { id: /^\0virtual:rsdocs\/page-chunks$/ },
      handler: () => pageChunksModule(pageFiles()),
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      for (const [fileName, chunk] of Object.entries(bundle)) if (chunk.type === 'chunk' && chunk.facadeModuleId === RESOLVED) delete bundle[fileName];
    },
  };
}
