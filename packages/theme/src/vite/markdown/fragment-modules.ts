import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { joinRoutePath } from '../../lib/url';
import type { PageStore } from '../content/pages';
import type { ResolvedSite } from '../config/resolve';
import type { ScannedPage } from '../content/scan';
import { problemsError } from '../errors';
import { FRAGMENT_SOURCE, importLine } from './fragments';
import { CONTENT_RUNTIME } from './content-module';
import { pageModuleCode } from './page-module';

/** Marks a fragment's module id; its query also names the language and version it compiles for. */
const FRAGMENT_QUERY = 'rsdocs-fragment';
const MARKDOWN_FILE = /\.mdx?$/;

export interface FragmentContext {
  site(): ResolvedSite;
  store(): PageStore;
  pageByFile(file: string): ScannedPage | undefined;
}

interface FragmentTarget {
  lang: string;
  version: string;
}

/**
 * Fragments as modules: a `.md`/`.mdx` file imported by a page (or by another fragment, or a component) that is
 * not a routed page compiles through the page pipeline, with the importing page's language, into a module
 * whose component takes the page's MDX components (markdown/fragments.ts). Found wherever the site's resolver
 * finds it: relative paths, Vite aliases and tsconfig `paths` alike. One that does not compile is an error at
 * its own line, naming the page that imported it.
 */
export function fragmentModulesPlugin(ctx: FragmentContext): Plugin {
  // The first import of each fragment, as `file:line`, for the messages about it.
  const importedAt = new Map<string, string>();
  const relative = (file: string) => path.relative(ctx.site().projectRoot, file).split(path.sep).join('/');

  /** The language and version a fragment compiles for: its importer's, else its own folder's, else the site's. */
  const targetOf = (importer: string | undefined, fragmentFile: string): FragmentTarget => {
    const { routeOptions, contentRoot } = ctx.site();
    if (importer) {
      const [file, query] = importer.split('?');
      const page = ctx.pageByFile(file!);
      if (page) return { lang: page.lang, version: page.version };
      const params = new URLSearchParams(query ?? '');
      if (params.has(FRAGMENT_QUERY)) return { lang: params.get('lang') ?? routeOptions.defaultLang, version: params.get('version') ?? routeOptions.defaultVersion };
    }
    const parts = path.relative(contentRoot, fragmentFile).split(path.sep);
    const version = routeOptions.versions.length && routeOptions.versions.includes(parts[0]!) ? parts.shift()! : routeOptions.defaultVersion;
    const lang = routeOptions.langs.includes(parts[0]!) ? parts[0]! : routeOptions.defaultLang;
    return { lang, version };
  };

  return {
    name: 'rsdocs:fragments',
    enforce: 'pre',
    resolveId: {
      filter: { id: FRAGMENT_SOURCE },
      async handler(source, importer, options) {
        // The pages themselves (the bundle's inputs name them by file): nothing to do.
        if (!importer || (path.isAbsolute(source) && ctx.pageByFile(source))) return null;
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        // Not found (or a virtual module standing in for it): the unresolved-import report names it with its line.
        if (!resolved || resolved.external || resolved.id.startsWith('\0')) return resolved;
        const file = resolved.id.split('?')[0]!;
        if (!MARKDOWN_FILE.test(file) || ctx.pageByFile(file)) return resolved;
        const target = targetOf(importer, file);
        if (importer && !importedAt.has(file)) {
          const importerFile = importer.split('?')[0]!;
          const line = fs.existsSync(importerFile) ? importLine(fs.readFileSync(importerFile, 'utf8'), source) : undefined;
          importedAt.set(file, `${relative(importerFile)}${line ? `:${line}` : ''}`);
        }
        const query = new URLSearchParams({ [FRAGMENT_QUERY]: '', lang: target.lang, ...(target.version ? { version: target.version } : {}) });
        return `${file}?${query.toString()}`;
      },
    },
    load: {
      filter: { id: /\.mdx?(?:\?|$)/ },
      async handler(id) {
        if (id.startsWith('\0')) return undefined;
        const [file, query] = id.split('?');
        // Pages are the main plugin's; a Markdown file reached without this plugin's resolve is a fragment too, but
        // not with another query (`?raw`, `?url`: Vite's).
        if (!MARKDOWN_FILE.test(file!) || ctx.pageByFile(file!)) return undefined;
        const params = new URLSearchParams(query ?? '');
        if (query && !params.has(FRAGMENT_QUERY)) return undefined;
        const target = params.has(FRAGMENT_QUERY)
          ? { lang: params.get('lang')!, version: params.get('version') ?? ctx.site().routeOptions.defaultVersion }
          : targetOf(undefined, file!);
        const routePath = joinRoutePath({ lang: target.lang, version: target.version, rest: '/' }, ctx.site().routeOptions);
        const compiled = await ctx.store().compileFragment(file!, { ...target, routePath });
        if (compiled.problems.length) {
          const from = importedAt.get(file!);
          const problems = from ? compiled.problems.map((p) => ({ ...p, message: `${p.message} (in a fragment imported at ${from})` })) : compiled.problems;
          throw problemsError(problems, ctx.site().projectRoot);
        }
        const code = pageModuleCode(compiled);
        // On the server, a fragment's content tree renders with the theme's own module, external there as for the
        // prerender: through the virtual module (the theme's file by path) the dev server's SSR runner would run a
        // second copy of the theme, and after its first reload (an edit) pages rendered without the site's data.
        return { code: this.environment.name === 'ssr' ? code.replace(JSON.stringify(CONTENT_RUNTIME), JSON.stringify('@rsdocs/theme')) : code, moduleType: 'js' };
      },
    },
  };
}
