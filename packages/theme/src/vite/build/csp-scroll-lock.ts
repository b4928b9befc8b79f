/**
 * With `csp` on, Radix's modal layers (the search dialog) lock the page's scroll with the theme's `ScrollLock`, a
 * stylesheet rule, instead of `react-remove-scroll`, whose `<style>` element written at run time the policy blocks.
 * The build's client bundle only: the dev server's policy allows inline styles.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import type { RsdocsContext } from '../context';
import { siteCspDirectives } from '../head/csp';

/** A module of a Radix package (as installed: `…/@radix-ui/react-dialog/dist/index.mjs`). */
const RADIX_MODULE = /[\\/]@radix-ui[\\/]react-[\w-]+[\\/]/;

export function cspScrollLockPlugin(ctx: RsdocsContext): Plugin {
  const lock = path.join(path.dirname(ctx.paths.client), 'components/ScrollLock/ScrollLock.js');
  return {
    name: 'rsdocs:csp-scroll-lock',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'react-remove-scroll' || !importer || !RADIX_MODULE.test(importer) || this.environment.name !== 'client') return null;
      return siteCspDirectives(ctx.config) ? lock : null;
    },
  };
}
