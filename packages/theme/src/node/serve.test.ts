import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFor, notFoundFile, parseHeaders, pickEncoding, resolveStaticFile, serveStatic } from './serve';

let tmp: string;
let dir: string;

const files: Record<string, string> = {
  'index.html': 'home',
  '404.html': 'not found',
  'guide/index.html': 'guide index',
  'guide/start/index.html': 'start',
  'guide/basic/cli.html': 'cli',
  'guide/basic/cli.md': '# CLI',
  'zh/index.html': 'zh home',
  'zh/404.html': 'zh not found',
  'zh/guide/basic/cli.html': 'zh cli',
  '介绍.html': 'intro',
  'static/js/index.abc123.js': 'console.log(1)',
  'sitemap.xml': '<urlset/>',
  // What a build with redirects writes (the paths carry the base of the site that wrote them).
  '_redirects': '# old routes\n/guide/solution/react /guide/framework/react 301\n/api/instance /api/core#instance 301\n/docs/old /docs/guide/basic/cli 301\n/splat/* /x 301\n',
  'guide/solution/react.html': 'redirect page',
  // What a build with `csp` writes, and a rule of the site's own after it.
  '_headers': "/*\n  Content-Security-Policy: default-src 'self'\n# the site's own\n/guide/*\n  X-Robots-Tag: noindex\n",
};

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-serve-'));
  dir = path.join(tmp, 'site');
  for (const [rel, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), content);
  }
  // outside the served folder: a sibling whose name starts with the folder's name, and a parent file
  fs.mkdirSync(path.join(tmp, 'site-secret'));
  fs.writeFileSync(path.join(tmp, 'site-secret', 'secret.txt'), 'secret');
  fs.writeFileSync(path.join(tmp, 'secret.html'), 'secret');
  fs.writeFileSync(path.join(tmp, '404.html'), 'secret 404');
});

afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('resolveStaticFile', () => {
  it.each([
    ['/', 'index.html'],
    ['/index.html', 'index.html'],
    ['/guide/basic/cli', 'guide/basic/cli.html'],
    ['/guide/basic/cli.html', 'guide/basic/cli.html'],
    ['/guide/basic/cli?from=nav', 'guide/basic/cli.html'],
    ['/guide/basic/cli#install', 'guide/basic/cli.html'],
    ['/guide/basic/cli.md', 'guide/basic/cli.md'],
    ['/guide/', 'guide/index.html'],
    ['/guide', 'guide/index.html'],
    ['/guide/start/', 'guide/start/index.html'],
    ['/guide/start', 'guide/start/index.html'],
    ['/zh/', 'zh/index.html'],
    ['/zh/guide/basic/cli', 'zh/guide/basic/cli.html'],
    ['/%E4%BB%8B%E7%BB%8D', '介绍.html'],
    ['/static/js/index.abc123.js', 'static/js/index.abc123.js'],
  ])('%s → %s', (url, rel) => {
    expect(resolveStaticFile(dir, url)).toBe(path.join(dir, rel));
  });

  it.each([['/missing'], ['/guide/basic/'], ['/zh/missing/'], ['/%E0%A4%A'], ['/static/js/']])('%s → null', (url) => {
    expect(resolveStaticFile(dir, url)).toBeNull();
  });

  it.each([
    ['/../secret.html'],
    ['/..%2Fsecret.html'],
    ['/guide/../../secret.html'],
    ['/%2E%2E/%2E%2E/secret'],
    ['../secret.html'],
    ['../site-secret/secret.txt'],
    ['x/../../site-secret/secret.txt'],
  ])('never leaves the folder: %s', (url) => {
    const file = resolveStaticFile(dir, url);
    if (file !== null) expect(file.startsWith(dir + path.sep)).toBe(true);
  });
});

describe('notFoundFile', () => {
  it.each([
    ['/missing', '404.html'],
    ['/guide/missing', '404.html'],
    ['/zh/missing', 'zh/404.html'],
    ['/zh/', 'zh/404.html'],
    ['/fr/missing', '404.html'],
    ['/', '404.html'],
  ])('%s → %s', (url, rel) => {
    expect(notFoundFile(dir, url)).toBe(path.join(dir, rel));
  });

  it('does not pick a 404 page outside the folder', () => {
    expect(notFoundFile(dir, '/../x')).toBe(path.join(dir, '404.html'));
  });

  it('is null when the site has no 404 page', () => {
    expect(notFoundFile(path.join(dir, 'guide'), '/x')).toBeNull();
  });
});

interface Reply {
  status: number;
  location?: string;
  type: string | undefined;
  cache: string | undefined;
  csp?: string;
  body: string;
}

/** A raw request: the path is sent as written, without the URL normalisation a browser would do. */
function get(server: http.Server, urlPath: string, method = 'GET'): Promise<Reply> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, location: res.headers.location, type: res.headers['content-type'], cache: res.headers['cache-control'], csp: res.headers['content-security-policy'] as string | undefined, body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const close = (server: http.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

describe('serveStatic', () => {
  let server: http.Server;
  beforeAll(async () => {
    server = await serveStatic({ dir, port: 0 });
  });
  afterAll(() => close(server));

  it.each([
    ['/', 'home'],
    ['/guide/basic/cli', 'cli'],
    ['/guide/basic/cli.html', 'cli'],
    ['/guide/basic/cli?x=1', 'cli'],
    ['/guide/', 'guide index'],
    ['/guide/start/', 'start'],
    ['/zh/', 'zh home'],
    ['/zh/guide/basic/cli', 'zh cli'],
    ['/%E4%BB%8B%E7%BB%8D', 'intro'],
  ])('serves %s with status 200', async (url, body) => {
    const reply = await get(server, url);
    expect(reply).toMatchObject({ status: 200, type: 'text/html; charset=utf-8', cache: 'no-cache', body });
  });

  it.each([
    ['/missing', 'not found'],
    ['/guide/missing', 'not found'],
    ['/zh/missing', 'zh not found'],
    ['/zh/guide/missing/', 'zh not found'],
  ])('answers %s with the 404 page of its language and status 404', async (url, body) => {
    expect(await get(server, url)).toMatchObject({ status: 404, type: 'text/html; charset=utf-8', body });
  });

  it('sends content types and long caching for hashed assets', async () => {
    expect(await get(server, '/static/js/index.abc123.js')).toMatchObject({
      status: 200,
      type: 'text/javascript; charset=utf-8',
      cache: 'public, max-age=31536000, immutable',
      body: 'console.log(1)',
    });
    expect(await get(server, '/sitemap.xml')).toMatchObject({ status: 200, type: 'application/xml; charset=utf-8' });
    expect(await get(server, '/guide/basic/cli.md')).toMatchObject({ status: 200, type: 'text/markdown; charset=utf-8', body: '# CLI' });
  });

  it('answers the rules of _redirects as a host would: the status, the target, the query before the hash', async () => {
    expect(await get(server, '/guide/solution/react')).toMatchObject({ status: 301, location: '/guide/framework/react', body: '' });
    expect(await get(server, '/guide/solution/react?x=1')).toMatchObject({ status: 301, location: '/guide/framework/react?x=1' });
    expect(await get(server, '/api/instance?x=1')).toMatchObject({ status: 301, location: '/api/core?x=1#instance' });
    // A path not listed (a splat rule is left to the host) is served as before.
    expect(await get(server, '/splat/a')).toMatchObject({ status: 404 });
  });

  it('sends a page asked for with a trailing slash to its address without one', async () => {
    expect(await get(server, '/guide/basic/cli/?x=1')).toMatchObject({ status: 301, location: '/guide/basic/cli?x=1' });
    expect(await get(server, '/guide/start/')).toMatchObject({ status: 200, body: 'start' });
    expect(await get(server, '/zh/guide/missing/')).toMatchObject({ status: 404 });
  });

  it('answers HEAD without a body', async () => {
    expect(await get(server, '/guide/basic/cli', 'HEAD')).toMatchObject({ status: 200, body: '' });
  });

  it.each([['/../secret.html'], ['/..%2Fsecret.html'], ['/guide/../../secret.html'], ['/%2e%2e/%2e%2e/secret.html'], ['/../404.html']])(
    'serves nothing outside the folder for %s',
    async (url) => {
      const reply = await get(server, url);
      expect(reply.body).not.toContain('secret');
    },
  );

  it('answers 404 in plain text when the site has no 404 page', async () => {
    const bare = await serveStatic({ dir: path.join(dir, 'guide'), port: 0 });
    try {
      expect(await get(bare, '/nothing')).toMatchObject({ status: 404, type: 'text/plain; charset=utf-8', body: '404 Not Found' });
    } finally {
      await close(bare);
    }
  });
});

describe('_headers', () => {
  it('reads path rules with their indented headers; * matches any rest of the path', () => {
    const rules = parseHeaders("# comment\n/*\n  Content-Security-Policy: default-src 'self'; img-src https:\n/guide/*\n  X-A: 1\n  X-B: two: words\n/exact.html\n  X-C: 3\n");
    expect(headersFor(rules, '/')).toEqual({ 'Content-Security-Policy': "default-src 'self'; img-src https:" });
    expect(headersFor(rules, '/guide/start/')).toEqual({ 'Content-Security-Policy': "default-src 'self'; img-src https:", 'X-A': '1', 'X-B': 'two: words' });
    expect(headersFor(rules, '/exact.html')['X-C']).toBe('3');
    expect(headersFor(rules, '/exact.htmlx')['X-C']).toBeUndefined();
  });

  it("sends the out dir's _headers with pages, 404s and redirects", async () => {
    const server = await serveStatic({ dir, port: 0 });
    try {
      for (const url of ['/', '/guide/basic/cli', '/missing', '/guide/solution/react']) expect({ url, csp: (await get(server, url)).csp }).toEqual({ url, csp: "default-src 'self'" });
    } finally {
      await close(server);
    }
  });
});

describe('serveStatic with a base path', () => {
  let server: http.Server;
  beforeAll(async () => {
    server = await serveStatic({ dir, port: 0, base: '/docs/' });
  });
  afterAll(() => close(server));

  it.each([
    ['/docs/', 200, 'home'],
    ['/docs', 200, 'home'],
    ['/docs/guide/basic/cli', 200, 'cli'],
    ['/docs/zh/', 200, 'zh home'],
    ['/docs/missing', 404, 'not found'],
    ['/docs/zh/missing', 404, 'zh not found'],
  ])('%s → %i %s', async (url, status, body) => {
    expect(await get(server, url)).toMatchObject({ status, body });
  });

  it('keeps the base when it drops a trailing slash', async () => {
    expect(await get(server, '/docs/guide/basic/cli/')).toMatchObject({ status: 301, location: '/docs/guide/basic/cli' });
  });

  it('matches _redirects paths with the base they were written with', async () => {
    expect(await get(server, '/docs/old')).toMatchObject({ status: 301, location: '/docs/guide/basic/cli' });
  });

  it('only strips the base as a whole path segment', async () => {
    expect((await get(server, '/docsguide/basic/cli')).body).not.toBe('cli');
  });

  it.each([['/docs../site-secret/secret.txt'], ['/docs..%2Fsite-secret%2Fsecret.txt'], ['/docs../404.html']])(
    'serves nothing outside the folder for %s',
    async (url) => {
      expect((await get(server, url)).body).not.toContain('secret');
    },
  );
});

describe('compression', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip;q=1.0, identity', 'gzip'],
    ['GZIP', 'gzip'],
    ['identity', null],
    [undefined, null],
  ])('Accept-Encoding %s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });

  it('answers HTML with the encoding the browser accepts, and plain bytes otherwise', async () => {
    const server = await serveStatic({ dir, port: 0 });
    const { port } = server.address() as AddressInfo;
    const fetchRaw = (encoding: string) =>
      new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/guide/basic/cli', headers: { 'accept-encoding': encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ encoding: res.headers['content-encoding'], vary: res.headers.vary, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    try {
      const br = await fetchRaw('br');
      expect(br.encoding).toBe('br');
      expect(br.vary).toBe('Accept-Encoding');
      expect(zlib.brotliDecompressSync(br.body).toString()).toBe('cli');
      const gz = await fetchRaw('gzip');
      expect(gz.encoding).toBe('gzip');
      expect(zlib.gunzipSync(gz.body).toString()).toBe('cli');
      const plain = await fetchRaw('identity');
      expect(plain.encoding).toBeUndefined();
      expect(plain.body.toString()).toBe('cli');
    } finally {
      await close(server);
    }
  });
});
