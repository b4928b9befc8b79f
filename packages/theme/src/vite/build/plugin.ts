// The build room owns `vite build`: the bundles, prerendered HTML, the out dir and every file written into it.
import type { Plugin } from 'vite';
import type { RsdocsContext } from '../context';
import { buildSite } from './build-site';

/**
 * `rsdocs:build`: the build of a docs site (buildSite, before Vite's own buildApp). The pages with JavaScript are
 * chunks of the client bundle through client/page-chunks.ts; every other page's module is written by buildSite,
 * outside the bundle.
 */
export function buildPlugin(ctx: RsdocsContext): Plugin {
  return {
    name: 'rsdocs:build',
    enforce: 'pre',
    sharedDuringBuild: true,

    buildApp: {
      order: 'pre',
      handler: (builder) => buildSite(ctx, builder),
    },
  };
}
