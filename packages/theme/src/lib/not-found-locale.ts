import { parseRoutePath } from './url';

/**
 * Hosts such as GitHub Pages, Netlify and Vercel answer every unknown path with the one `404.html` at the site's
 * root, whatever language the path asked for. That page is prerendered in the default language, so on `/zh/nope` it
 * must switch to Chinese, and on `/v1/nope` to version 1. Two pieces do it:
 * - `notFoundRelocationScript`, inline in the 404 page's `<head>`: when the requested path's language or version is
 *   not the page's, it marks `<html>` with `data-rsd-relocating` (the stylesheet hides the page then), so the wrong
 *   language is never painted; a timer unhides it after 3 s should the app never start;
 * - the client (`bootClient`), which then renders the 404 page of the path's language and version instead of
 *   hydrating the prerendered one, and removes the mark.
 */
export const RELOCATING_ATTRIBUTE = 'data-rsd-relocating';

export interface LocaleOptions {
  base: string;
  langs: string[];
  defaultLang: string;
  versions: string[];
  defaultVersion: string;
}

/** Whether a 404 page in `page` language and version stands in for a path of another language or version. */
export function isRelocatedNotFound(pathname: string, page: { lang: string; version: string }, opts: LocaleOptions): boolean {
  const parts = parseRoutePath(pathname, opts);
  return parts.lang !== page.lang || parts.version !== page.version;
}

/**
 * The inline head script of a 404 page prerendered in `page`'s language and version. It reads the path the way
 * `parseRoutePath` does (base removed, `.html` dropped, the version segment, then the language segment).
 */
export function notFoundRelocationScript(page: { lang: string; version: string }, opts: LocaleOptions): string {
  // JSON keeps every value a valid literal; escaping `<` keeps `</script>` in a value harmless.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const base = opts.base.endsWith('/') ? opts.base.slice(0, -1) : opts.base;
  return (
    `(function(){try{var p=location.pathname,b=${json(base)};` +
    `if(b&&(p===b||p.indexOf(b+'/')===0))p=p.slice(b.length)||'/';` +
    `try{p=decodeURI(p)}catch(e){}` +
    `var s=p.replace(/\\/{2,}/g,'/').replace(/\\.html$/,'').split('/'),i=1,v=${json(opts.defaultVersion)},l=${json(opts.defaultLang)};` +
    `if(s[i]&&${json(opts.versions)}.indexOf(s[i])>=0&&s[i]!==v){v=s[i];i++}` +
    `if(s[i]&&s[i]!==l&&${json(opts.langs)}.indexOf(s[i])>=0)l=s[i];` +
    `if(l!==${json(page.lang)}||v!==${json(page.version)}){var h=document.documentElement;` +
    `h.setAttribute('${RELOCATING_ATTRIBUTE}','');` +
    `setTimeout(function(){h.removeAttribute('${RELOCATING_ATTRIBUTE}')},3000)}}catch(e){}})()`
  );
}
