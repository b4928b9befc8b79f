/**
 * The dev server's `.md` copies: `/guide/start.md` answers the page's Markdown as the build writes it (its source
 * without frontmatter, `CompiledPage.markdown`), so the page menu's "Copy page" and "View as Markdown" work in dev
 * too. Only for a route that is a page; anything else goes on (a `.md` file in `public/` stays Vite's).
 */
import type { Connect } from 'vite';
// Vite strips the base before these middlewares (as for the page middleware in server.ts).
import { removeBase } from '../../lib/url';
import type { DevContext } from './context';

/** The route a `.md` copy's path stands for (`/guide/index.md` → `/guide/`), or undefined for another path. */
export function routeOfMarkdownPath(pathname: string): string | undefined {
  if (!pathname.endsWith('.md')) return undefined;
  const route = pathname.slice(0, -'.md'.length);
  return route.endsWith('/index') ? route.slice(0, -'index'.length) : route;
}

export function markdownCopyMiddleware(ctx: DevContext): Connect.NextHandleFunction {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const url = new URL(req.url ?? '/', 'http://dev');
    const route = routeOfMarkdownPath(decodeURIComponent(removeBase(url.pathname, '/')));
    const page = route === undefined ? undefined : ctx.pageByRoute(route);
    if (!page) return next();
    ctx
      .store()
      .compile(page)
      .then((compiled) => {
        res.setHeader('Content-Type', 'text/markdown; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(req.method === 'HEAD' ? undefined : compiled.markdown);
      }, next);
  };
}
