import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

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

/** A small static server for a built site: clean URLs, a real 404 status, long caching for hashed assets. */
export function serveStatic({ dir, port = 4173, host = '127.0.0.1', base = '/' }: ServeOptions): Promise<http.Server> {
  const root = path.resolve(dir);
  const b = base.endsWith('/') ? base.slice(0, -1) : base;
  const server = http.createServer((req, res) => {
    let urlPath = (req.url ?? '/').split('?')[0] ?? '/';
    if (b && (urlPath === b || urlPath.startsWith(`${b}/`))) urlPath = urlPath.slice(b.length) || '/';
    const file = resolveStaticFile(root, urlPath);
    const send = (status: number, filePath: string) => {
      res.writeHead(status, {
        'Content-Type': TYPES[path.extname(filePath)] ?? 'application/octet-stream',
        'Cache-Control': filePath.includes(`${path.sep}assets${path.sep}`) || filePath.includes(`${path.sep}static${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
      if (req.method === 'HEAD') return res.end();
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
