// The build room owns `vite build`: the bundles, prerendered HTML, the out dir and every file written into it.
import type { Plugin } from 'vite';
import type { RsdocsContext } from '../context';
import { buildSite } from './build-site';

/**
 * `rsdocs:build`: the build of a docs site (buildSite, before Vite's own buildApp), and the pages with JavaScript
 * as chunks of the client bundle.
 */
export function buildPlugin(ctx: RsdocsContext): Plugin {
  return {
    name: 'rsdocs:build',
    enforce: 'pre',
    sharedDuringBuild: true,

    // The client bundle holds the pages with JavaScript as chunks of their own (their exports kept for the
    // router); every other page's module is written by buildSite, outside the bundle.
    buildStart() {
      if (!ctx.isBuild || this.environment?.name !== 'client') return;
      for (const id of ctx.serverPages) this.emitFile({ type: 'chunk', id, preserveSignature: 'exports-only' });
    },

    buildApp: {
      order: 'pre',
      handler: (builder) => buildSite(ctx, builder),
    },
  };
}
