/**
 * The strict Content-Security-Policy of a built site (`csp` in the site config). Each page declares its policy in a
 * `<meta http-equiv>`, the first thing in its `<head>`: the site's directives, with the page's own inline scripts and
 * styles allowed by the SHA-256 hashes of the exact text it holds (never `'unsafe-inline'` or `'unsafe-eval'`). The
 * site's policy for a header (`_headers`, `rsdocs preview`) is the union of its pages' policies.
 */
import { createHash } from 'node:crypto';

/** Directive name → sources, in order. */
export type CspDirectives = Record<string, string[]>;

/** `csp` in the site config: on, off, or on with directives whose sources are added to the default ones. */
export type CspOption = boolean | Record<string, string | string[]>;

/** Directives a `<meta>` policy cannot carry (the browser ignores them there, and says so in the console). */
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);

/** Name of the header, and of the `<meta http-equiv>`. */
export const CSP_HEADER = 'Content-Security-Policy';

/** Sources of one directive merged into another's, each once, in the order first seen. */
function addSources(directives: CspDirectives, name: string, sources: readonly string[]): void {
  const list = (directives[name] ??= []);
  for (const source of sources) if (source && !list.includes(source)) list.push(source);
}

/** Policies merged: every directive of each, with the sources of all (`'none'` dropped where others allow something). */
export function mergeDirectives(...all: CspDirectives[]): CspDirectives {
  const merged: CspDirectives = {};
  for (const directives of all) for (const [name, sources] of Object.entries(directives)) addSources(merged, name, sources);
  for (const [name, sources] of Object.entries(merged)) if (sources.length > 1 && sources.includes("'none'")) merged[name] = sources.filter((s) => s !== "'none'");
  return merged;
}

/**
 * The site's directives before a page's hashes, or null when `csp` is off. Scripts and styles come from the site's
 * origin only (the app's chunks and stylesheets), plus the hashes each page adds; images and media may come from any
 * https origin (content links them), fonts from the origin or data URLs; requests go to the origin and to `connect`
 * (a remote search endpoint); no plugins, no `<base>`, forms post to the origin. `option`'s sources are added.
 */
export function cspDirectives(option: CspOption | undefined, { connect = [] }: { connect?: string[] } = {}): CspDirectives | null {
  if (!option) return null;
  const defaults: CspDirectives = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'media-src': ["'self'", 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...connect],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  if (option === true) return defaults;
  return mergeDirectives(defaults, Object.fromEntries(Object.entries(option).map(([name, value]) => [name.toLowerCase(), [value].flat()])));
}

/** The site config's policy (`csp`), with a remote search endpoint's origin among the requests allowed. */
export function siteCspDirectives(config: { csp?: CspOption; search?: { mode?: unknown; remote?: { apiUrl: string } } }): CspDirectives | null {
  const api = config.search?.mode === 'remote' ? config.search.remote?.apiUrl : undefined;
  let connect: string[] = [];
  try {
    if (api) connect = [new URL(api).origin];
  } catch {
    // not an absolute URL: a path of the site's own origin
  }
  return cspDirectives(config.csp, { connect });
}

/**
 * The dev server's looser policy: the site's directives, but inline scripts and styles allowed as such (Vite's client
 * injects styles, and the page's head script changes with every edit) and its socket reachable.
 */
export function devCspDirectives(directives: CspDirectives): CspDirectives {
  return mergeDirectives(directives, { 'script-src': ["'unsafe-inline'"], 'style-src': ["'unsafe-inline'"], 'connect-src': ['ws:', 'wss:'] });
}

/** The source that allows an inline script or style whose text is exactly `text`. */
export const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Inline scripts that run (no `src`; no type, or a JavaScript one): a data block (`application/json`) never does. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)((?:\s[^>]*)?)>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi;
const TYPE = /\stype=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
/** Whether a script's attributes make it run: no `type`, or a JavaScript one (a data block's never does). */
const runs = (attributes: string) => {
  const match = TYPE.exec(attributes);
  const type = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim().toLowerCase();
  return !type || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
};

/** The text of an HTML document's inline scripts that run and of its inline styles, exactly as written. */
export function inlineSources(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(INLINE_SCRIPT)].filter((m) => runs(m[1]!)).map((m) => m[2]!);
  const styles = [...html.matchAll(INLINE_STYLE)].map((m) => m[1]!);
  return { scripts, styles };
}

/** The policy as the header or the `<meta>` states it (`for: 'meta'` leaves out what only a header can say). */
export function policyText(directives: CspDirectives, { for: where = 'header' }: { for?: 'header' | 'meta' } = {}): string {
  return Object.entries(directives)
    .filter(([name, sources]) => sources.length && !(where === 'meta' && HEADER_ONLY.has(name)))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** A policy's text back into directives (a page's `<meta>`, to merge the site's from them). */
export function parsePolicy(text: string): CspDirectives {
  const directives: CspDirectives = {};
  for (const part of text.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) addSources(directives, name.toLowerCase(), sources);
  }
  return directives;
}

/** The directives of a page: the site's, and the hashes of the inline scripts and styles it holds. */
export function pageDirectives(html: string, site: CspDirectives): CspDirectives {
  const { scripts, styles } = inlineSources(html);
  return mergeDirectives(site, { 'script-src': scripts.map(hashSource), 'style-src': styles.map(hashSource) });
}

const META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/;

/**
 * A page's HTML with its policy as the first thing in its `<head>`: the site's directives with the hashes of this
 * page's inline scripts and styles, as written. (Nothing runs or loads before it; `<meta charset>` follows, still
 * within the document's first 1024 bytes.)
 */
export function withCsp(html: string, site: CspDirectives): string {
  const policy = policyText(pageDirectives(html, site), { for: 'meta' }).replace(/"/g, '&quot;');
  if (!/<head>/i.test(html)) throw new Error('rsdocs: a page without <head> cannot declare its Content-Security-Policy');
  return html.replace(/<head>/i, (head) => `${head}\n<meta http-equiv="${CSP_HEADER}" content="${policy}">`);
}

/** The policy a page declares in its `<meta>`, as directives; null without one. */
export function declaredPolicy(html: string): CspDirectives | null {
  const match = META.exec(html);
  return match ? parsePolicy(match[1]!.replace(/&quot;/g, '"')) : null;
}

/**
 * `_headers` for Netlify and Cloudflare Pages: every path is sent with `policy` (the union of the pages' policies),
 * and header-only directives such as `frame-ancestors` take effect there. A site's own `public/_headers` (`own`) is
 * kept after it.
 */
export function headersFile(policy: string, own?: string): string {
  const kept = own?.trim() ? `\n# public/_headers\n${own.endsWith('\n') ? own : `${own}\n`}` : '';
  return `/*\n  ${CSP_HEADER}: ${policy}\n${kept}`;
}
