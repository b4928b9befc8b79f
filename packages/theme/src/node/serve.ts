import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** Types worth compressing (images other than SVG and fonts are compressed already). */
const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;

/** The encoding to answer with, from a request's `Accept-Encoding`: Brotli, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set((acceptEncoding ?? '').split(',').map((e) => e.split(';')[0]!.trim().toLowerCase()));
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

// Compressed bodies by file, encoding and modification time: each file is compressed once per server run.
const compressedCache = new Map<string, Buffer>();
function compressed(filePath: string, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding}:${fs.statSync(filePath).mtimeMs}:${filePath}`;
  let body = compressedCache.get(key);
  if (!body) {
    const raw = fs.readFileSync(filePath);
    body = encoding === 'br' ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }) : zlib.gzipSync(raw, { level: 6 });
    compressedCache.set(key, body);
  }
  return body;
}

export interface ServeOptions {
  dir: string;
  port?: number;
  host?: string;
  base?: string;
}

function isFile(p: string): boolean {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

/** `file` is `dir` or inside it (not merely a path starting with the same letters, like `dir-secret/`). */
function isInside(dir: string, file: string): boolean {
  const root = path.resolve(dir);
  const full = path.resolve(file);
  return full === root || full.startsWith(root.endsWith(path.sep) ? root : `${root}${path.sep}`);
}

/**
 * Map a URL path to a file of a built site with clean URLs: `/guide/cli` → `guide/cli.html`,
 * `/guide/` → `guide/index.html`. Returns null when nothing matches (the caller answers 404).
 */
export function resolveStaticFile(dir: string, urlPath: string): string | null {
  let p: string;
  try {
    p = decodeURIComponent(urlPath.split(/[?#]/)[0] ?? '/');
  } catch {
    return null;
  }
  // Resolved from a leading `/`, `..` cannot climb above the folder; the check below guards against anything else.
  const full = path.join(dir, path.normalize(`/${p}`));
  if (!isInside(dir, full)) return null; // no escaping the folder
  const candidates = p.endsWith('/') ? [path.join(full, 'index.html')] : [full, `${full}.html`, path.join(full, 'index.html')];
  return candidates.find(isFile) ?? null;
}

/** The 404 page of the path's language when the site has one (`zh/404.html`), else the root one. */
export function notFoundFile(dir: string, urlPath: string): string | null {
  const first = urlPath.split('/').filter(Boolean)[0];
  const localized = first ? path.join(dir, first, '404.html') : null;
  if (localized && isInside(dir, localized) && isFile(localized)) return localized;
  const root = path.join(dir, '404.html');
  return isFile(root) ? root : null;
}

/**
 * The exact-path rules of a `_redirects` file (Netlify / Cloudflare Pages format: `from to [status]` per line, `#`
 * comments), as a map from path to target and status. Rules with splats or placeholders are left to the host.
 */
export function parseRedirects(text: string): Map<string, { to: string; status: number }> {
  const rules = new Map<string, { to: string; status: number }>();
  for (const line of text.split(/\r?\n/)) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from || !to || from.startsWith('#') || /[*:]/.test(from)) continue;
    const code = Number(status ?? 301);
    if (!rules.has(from)) rules.set(from, { to, status: code >= 300 && code < 400 ? code : 301 });
  }
  return rules;
}

// The out dir's `_redirects`, read again when the file changes (a build while the server runs).
let redirectsCache: { key: string; rules: Map<string, { to: string; status: number }> } | null = null;
function redirectRules(root: string): Map<string, { to: string; status: number }> {
  const file = path.join(root, '_redirects');
  let key = '';
  try {
    key = `${file}:${fs.statSync(file).mtimeMs}`;
  } catch {
    return new Map();
  }
  if (redirectsCache?.key !== key) redirectsCache = { key, rules: parseRedirects(fs.readFileSync(file, 'utf8')) };
  return redirectsCache.rules;
}

/** A rule of a `_headers` file: the paths it matches (`*` matches anything) and the headers they are sent with. */
export interface HeaderRule {
  path: RegExp;
  headers: Array<[string, string]>;
}

/**
 * The rules of a `_headers` file (Netlify / Cloudflare Pages format): a path on a line of its own (`/*`, `/guide/*`,
 * `/exact`), then its headers indented below it, `Name: value`; `#` comments.
 */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line.trim().split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*');
      rules.push({ path: new RegExp(`^${source}$`), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules[rules.length - 1];
    if (rule && colon > 0) rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

// The out dir's `_headers`, read again when the file changes (a build while the server runs).
let headersCache: { key: string; rules: HeaderRule[] } | null = null;
function headerRules(root: string): HeaderRule[] {
  const file = path.join(root, '_headers');
  let key = '';
  try {
    key = `${file}:${fs.statSync(file).mtimeMs}`;
  } catch {
    return [];
  }
  if (headersCache?.key !== key) headersCache = { key, rules: parseHeaders(fs.readFileSync(file, 'utf8')) };
  return headersCache.rules;
}

/** The headers `_headers` gives a request's path (with the base, as the host sees it). */
export function headersFor(rules: HeaderRule[], urlPath: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) if (rule.path.test(urlPath)) for (const [name, value] of rule.headers) headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  return headers;
}

/**
 * A small static server for a built site: clean URLs, a real 404 status, compressed text, long caching for hashed
 * assets, the redirects of its `_redirects` file answered as a host would (the paths there include the base), and the
 * headers of its `_headers` file sent (the site's Content-Security-Policy).
 */
export function serveStatic({ dir, port = 4173, host = '127.0.0.1', base = '/' }: ServeOptions): Promise<http.Server> {
  const root = path.resolve(dir);
  const b = base.endsWith('/') ? base.slice(0, -1) : base;
  const server = http.createServer((req, res) => {
    let urlPath = (req.url ?? '/').split('?')[0] ?? '/';
    // What the site's `_headers` sets for this path (its Content-Security-Policy), on every answer, as a host sends it.
    for (const [name, value] of Object.entries(headersFor(headerRules(root), urlPath))) res.setHeader(name, value);
    const redirect = redirectRules(root).get(urlPath);
    if (redirect) {
      // The visitor's query goes along, before the target's own hash.
      const url = req.url ?? '';
      const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
      const hashAt = redirect.to.indexOf('#');
      const [target, hash] = hashAt < 0 ? [redirect.to, ''] : [redirect.to.slice(0, hashAt), redirect.to.slice(hashAt)];
      res.writeHead(redirect.status, { Location: `${target}${target.includes('?') ? '' : query}${hash}`, 'Cache-Control': 'no-cache' });
      return res.end();
    }
    if (b && (urlPath === b || urlPath.startsWith(`${b}/`))) urlPath = urlPath.slice(b.length) || '/';
    const file = resolveStaticFile(root, urlPath);
    // `/guide/cli/` where only `guide/cli.html` exists: the page's own address, as Cloudflare Pages answers it.
    if (!file && urlPath.length > 1 && urlPath.endsWith('/') && resolveStaticFile(root, `${urlPath.slice(0, -1)}.html`)) {
      const url = req.url ?? '';
      res.writeHead(301, { Location: `${b}${urlPath.slice(0, -1)}${url.includes('?') ? url.slice(url.indexOf('?')) : ''}`, 'Cache-Control': 'no-cache' });
      return res.end();
    }
    const send = (status: number, filePath: string) => {
      const type = TYPES[path.extname(filePath)] ?? 'application/octet-stream';
      const encoding = COMPRESSIBLE.test(type) ? pickEncoding(req.headers['accept-encoding']) : null;
      res.writeHead(status, {
        'Content-Type': type,
        'Cache-Control': filePath.includes(`${path.sep}assets${path.sep}`) || filePath.includes(`${path.sep}static${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        Vary: 'Accept-Encoding',
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      });
      if (req.method === 'HEAD') return res.end();
      if (encoding) return res.end(compressed(filePath, encoding));
      fs.createReadStream(filePath).pipe(res);
    };
    if (file) return send(200, file);
    const notFound = notFoundFile(root, urlPath);
    if (notFound) return send(404, notFound);
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('404 Not Found');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
