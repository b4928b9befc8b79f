import type { Connect } from 'vite';
import { withBase } from '../../lib/url';
import type { DevContext } from './context';
import { buildPlannedIndexes, planSearchIndexes } from '../search/search-index';

/** Where the browser asks the dev server for a language's index; it answers with a redirect to the file's name. */
export const DEV_SEARCH_PATH = '/@rsdocs/search/';

/** The dev search source's URL for each index key (`lang|version`): known without compiling a page. */
export function devSearchUrls(keys: string[], base: string): Record<string, string> {
  return Object.fromEntries(keys.map((key) => [key, withBase(`${DEV_SEARCH_PATH}${encodeURIComponent(key)}`, base)]));
}

interface Built {
  /** Each key's root file, the one the built site's search module names. */
  entries: Map<string, string>;
  /** Every file the index builder wrote (roots, shards), by name. */
  files: Map<string, string>;
}

/**
 * The search indexes of the dev server: built in memory on first request with the same builder as `vite build`,
 * rebuilt on the next request after a page changed (only changed pages compile again). A thin adapter: it serves
 * whatever files the builder returns, by file name under the base path.
 */
export function createDevSearch(ctx: DevContext) {
  // `version` counts page changes; `latest` stays served (its files by name) while a newer build is under way, and
  // `previous` after it, for a browser that opened the older root just before.
  let version = 0;
  let latest: { built: Built; version: number } | null = null;
  let previous: Built | null = null;
  let pending: Promise<Built> | null = null;

  const build = async (): Promise<Built> => {
    const compiled = await ctx.store().compileAll(ctx.pages(), { checkLinks: false, configFile: ctx.configFile, skipBroken: true });
    const plans = planSearchIndexes(compiled.map((c) => ({ pageData: c.pageData, text: c.text })));
    const indexes = await buildPlannedIndexes(plans, { inWorker: compiled.length > 300 });
    return { entries: new Map(indexes.map((i) => [i.key, i.fileName])), files: new Map(indexes.flatMap((i) => i.files).map((f) => [f.fileName, f.source])) };
  };
  const fresh = (): Promise<Built> => {
    if (latest?.version === version) return Promise.resolve(latest.built);
    if (!pending) {
      const started = version;
      pending = build().then(
        (built) => {
          pending = null;
          previous = latest?.built ?? null;
          latest = { built, version: started };
          return built;
        },
        (error) => {
          pending = null;
          throw error;
        },
      );
    }
    return pending;
  };

  const middleware: Connect.NextHandleFunction = (req, res, next) => {
    const url = (req.url ?? '/').split('?')[0]!;
    const answer = async () => {
      if (url.startsWith(DEV_SEARCH_PATH)) {
        const { entries } = await fresh();
        const file = entries.get(decodeURIComponent(url.slice(DEV_SEARCH_PATH.length)));
        if (!file) return next();
        res.statusCode = 302;
        res.setHeader('Cache-Control', 'no-store');
        res.setHeader('Location', withBase(`/${file}`, ctx.site().siteData.base));
        return res.end();
      }
      const name = decodeURIComponent(url.slice(1));
      let source = latest?.built.files.get(name) ?? previous?.files.get(name);
      if (source === undefined && pending) source = (await pending).files.get(name);
      if (source === undefined) return next();
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(source);
    };
    answer().catch(next);
  };

  return {
    middleware,
    /** A page changed: the next request for an index builds them again. */
    markStale() {
      version++;
    },
  };
}
