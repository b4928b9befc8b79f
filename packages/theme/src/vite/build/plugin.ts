// The build room owns `vite build`: the bundles, prerendered HTML, the out dir and every file written into it.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { checkpoint } from '../checkpoint';
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

    // A chunk about to be written over a hard link to the last build's file (a staging folder's, see staging.ts):
    // the link goes first, so the bundler's write cannot reach the out dir still being served.
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      checkpoint('client-bundle');
      if (ctx.outDir === ctx.targetOutDir) return;
      for (const fileName of Object.keys(bundle)) unlinkShared(path.join(ctx.outDir, fileName));
    },

    writeBundle() {
      checkpoint(this.environment.name === 'client' ? 'client-bundle-written' : 'server-bundle-written');
    },
  };
}

function unlinkShared(file: string): void {
  try {
    if (fs.statSync(file).nlink > 1) fs.unlinkSync(file);
  } catch {
    // not there: nothing shared
  }
}
