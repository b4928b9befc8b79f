import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../config/validate-config';
import { cspHeaders } from '../build/headers';
import { cspDirectives, declaredPolicy, devCspDirectives, inlineSources, policyText, siteCspDirectives, withCsp } from './csp';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const page = (head: string, body = '') => `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n${head}\n</head>\n<body>${body}</body>\n</html>\n`;

describe('cspDirectives', () => {
  it("is off without the option; on, scripts and styles come from the origin only, and the option's sources are added", () => {
    expect(cspDirectives(undefined)).toBeNull();
    expect(cspDirectives(false)).toBeNull();
    const on = cspDirectives(true)!;
    expect(on['script-src']).toEqual(["'self'"]);
    expect(on['style-src']).toEqual(["'self'"]);
    expect(on['object-src']).toEqual(["'none'"]);
    const more = cspDirectives({ 'img-src': 'https://cdn.example.com', 'Frame-Src': ['https://www.youtube-nocookie.com'], 'object-src': "'self'" })!;
    expect(more['img-src']).toEqual(["'self'", 'data:', 'https:', 'https://cdn.example.com']);
    expect(more['frame-src']).toEqual(['https://www.youtube-nocookie.com']);
    expect(more['object-src']).toEqual(["'self'"]); // 'none' gives way to what the site allows
  });

  it("lets a remote search endpoint's origin take requests, and the dev server run inline code and its socket", () => {
    const remote = siteCspDirectives({ csp: true, search: { mode: 'remote', remote: { apiUrl: 'https://search.example.com/api?q=' } } })!;
    expect(remote['connect-src']).toEqual(["'self'", 'https://search.example.com']);
    expect(siteCspDirectives({ csp: true, search: { mode: 'local', remote: { apiUrl: 'https://x.test/' } } })!['connect-src']).toEqual(["'self'"]);
    const dev = policyText(devCspDirectives(cspDirectives(true)!));
    expect(dev).toContain("script-src 'self' 'unsafe-inline'");
    expect(dev).toContain("connect-src 'self' ws: wss:");
  });
});

describe('withCsp', () => {
  it("declares the page's policy first in <head>, with the hash of each inline script and style as written, data blocks left out", () => {
    const script = 'document.documentElement.classList.add("x")';
    const style = ':root{color:red}\n';
    const html = page(`<script type="application/json" id="rsd-boot">{"a":1}</script><script>${script}</script><style data-href="/a.css">${style}</style><script type="module" src="/m.js"></script>`, '<script id="__RSDOCS_PAGE__" type="application/json">{}</script>');
    const out = withCsp(html, cspDirectives({ 'frame-ancestors': "'none'" })!);
    expect(out).toMatch(/^<!doctype html>\n<html lang="en">\n<head>\n<meta http-equiv="Content-Security-Policy" content="[^"]+">\n<meta charset="utf-8">/);
    expect(out.indexOf('<meta charset')).toBeLessThan(1024);
    const policy = declaredPolicy(out)!;
    expect(policy['script-src']).toEqual(["'self'", sha(script)]);
    expect(policy['style-src']).toEqual(["'self'", sha(style)]);
    expect(policy['frame-ancestors']).toBeUndefined(); // header only: a <meta> cannot say it
    expect(Object.values(policy).flat().filter((s) => /unsafe|\*/.test(s))).toEqual([]);
  });

  it('finds the scripts that run and the styles, exactly', () => {
    expect(inlineSources(page('<script>a</script><script type="module">b</script><script type="text/plain">c</script><script src="/d.js"></script><style media="print">e</style>'))).toEqual({ scripts: ['a', 'b'], styles: ['e'] });
  });
});

describe('cspHeaders', () => {
  it("sends every page's hashes and the header-only directives for every path, after which a site's own rules follow; names pages with style attributes", () => {
    const site = cspDirectives({ 'frame-ancestors': "'self'" })!;
    const pages: Array<[string, () => string]> = [
      ['a.html', () => withCsp(page('<script>one()</script>'), site)],
      ['b.html', () => withCsp(page('<script>two()</script>', '<div style="color:red"></div><script type="application/json">"<p style=x>"</script>'), site)],
      ['c.html', () => withCsp(page('<script>one()</script>', '<p>style="not an attribute"</p>'), site)],
    ];
    const { content, styledPages } = cspHeaders(site, pages, '/guide/*\n  X-Robots-Tag: noindex');
    const [rule, header] = content.split('\n');
    expect(rule).toBe('/*');
    expect(header).toMatch(/^ {2}Content-Security-Policy: default-src 'self'; script-src 'self' /);
    expect(header).toContain(`${sha('one()')} ${sha('two()')};`);
    expect(header).toContain("frame-ancestors 'self'");
    expect(content).toMatch(/\n# public\/_headers\n\/guide\/\*\n {2}X-Robots-Tag: noindex\n$/);
    expect(styledPages).toEqual(['b.html']);
  });
});

describe('the csp option', () => {
  it('takes true, false or directives with a source or a list of them, and says what is wrong otherwise', () => {
    for (const csp of [true, false, {}, { 'img-src': 'https://cdn.example.com', 'frame-src': ['https://a.test', "'self'"] }]) expect(validateConfig({ title: 'T', csp })).toEqual([]);
    expect(validateConfig({ title: 'T', csp: 'strict' } as never)[0]).toMatch(/^csp: expected true, false, or directives to add/);
    expect(validateConfig({ title: 'T', csp: { 'img-src': 'a.test; script-src *' } } as never)[0]).toMatch(/^csp\['img-src'\]: .*no spaces, ';' or ','/);
    expect(validateConfig({ title: 'T', csp: { 'img src': 'a.test' } } as never)[0]).toMatch(/directive names such as 'img-src', got "img src"/);
  });
});
