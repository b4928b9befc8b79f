// Measurements shared by every tool: a timed build (wall time, peak RSS), output size, page count and the
// first-load bytes of a built page, all computed the same way for our engine, Rspress and VitePress.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// Same heap ceiling for every tool: large enough that none fails for lack of heap on the 2,000-page corpus.
const NODE_OPTIONS = '--max-old-space-size=8192';

/**
 * Run a build command under GNU time. Peak memory is `%M`: the largest resident set of any single process of
 * the build (what wait4 reports for the children), not a sum over processes. CPU time (user + system, all
 * processes) is kept too: on a busy shared machine it varies less than wall time.
 */
export function timedBuild(cmd, args, cwd, { timeoutSeconds, env } = {}) {
  const started = process.hrtime.bigint();
  // coreutils' timeout stops the build's whole process group (its workers and child processes too).
  const limited = timeoutSeconds ? ['timeout', '-k', '30', String(timeoutSeconds), cmd, ...args] : [cmd, ...args];
  const r = spawnSync('/usr/bin/time', ['-f', '%M %U %S', ...limited], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, ...env, NODE_OPTIONS, NO_COLOR: '1', FORCE_COLOR: '0', CI: '1' },
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const lines = (r.stderr ?? '').trim().split('\n');
  const [peakKb, user, sys] = lines.at(-1).split(' ').map(Number);
  if (timeoutSeconds && (r.status === 124 || r.status === 137)) {
    // What the build had used when it was stopped: the limit a peer hits is a figure too, not only its time.
    const atLimit = Number.isFinite(peakKb) ? { cpuSeconds: user + sys, peakMb: peakKb / 1024 } : {};
    return { error: `time limit: stopped after ${Math.round(seconds)} s`, seconds, ...atLimit };
  }
  if (r.status !== 0) {
    // Keep the tail of the output: enough to tell what failed, short enough for a table cell and the JSON.
    // GNU time's own "Command exited with non-zero status" line says nothing the exit code does not.
    const output = lines.slice(0, -1).filter((l) => !l.startsWith('Command exited with non-zero status'));
    const tail = `${r.stdout ?? ''}\n${output.join('\n')}`.split('\n').filter((l) => l.trim()).slice(-12).join('\n');
    return { error: `exit ${r.status ?? r.signal}: ${tail || r.error?.message || 'no output'}`, seconds };
  }
  return { seconds, cpuSeconds: user + sys, peakMb: peakKb / 1024 };
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

export function dirSize(dir) {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? dirSize(full) : fs.statSync(full).size;
  }
  return total;
}

export function countHtml(dir) {
  let n = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) n += countHtml(full);
    else if (entry.name.endsWith('.html') && entry.name !== '404.html') n++;
  }
  return n;
}

const gzipSize = (buf) => zlib.gzipSync(buf, { level: 9 }).length;

/** Attributes of one start tag, e.g. `<link rel="modulepreload" href="/a.js">` → { rel, href }. */
function attrs(tag) {
  const out = {};
  for (const m of [...tag.matchAll(/([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)].slice(1)) out[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  return out;
}

/**
 * First-load bytes of a built page (gzip -9 of each file): the HTML itself (inline scripts and styles
 * included), the JavaScript its HTML references (script src, modulepreload, preload as=script) and its
 * stylesheets (rel contains "stylesheet", which also covers VitePress's "preload stylesheet"). Fonts, images and chunks a page loads later from JavaScript are not counted.
 * Inline scripts and styles are in `htmlGzip`; they are also given on their own (`inlineJsGzip`, `inlineCssGzip`:
 * gzip of their text together), so that first-load JS can be told as files + inline.
 */
export function firstLoad(dist, htmlFile) {
  const html = fs.readFileSync(path.join(dist, htmlFile));
  const text = html.toString('utf8');
  const js = new Set();
  const css = new Set();
  for (const [tag] of text.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const a = attrs(tag);
    const rel = (a.rel ?? '').split(/\s+/);
    if (tag.startsWith('<script') && a.src) js.add(a.src);
    else if (rel.includes('modulepreload') || (rel.includes('preload') && a.as === 'script')) js.add(a.href);
    else if (rel.includes('stylesheet')) css.add(a.href);
  }
  const inline = (re) => [...text.matchAll(re)].map((m) => m[1]).join('\n');
  // Inline scripts that run: no src, and no data type (JSON).
  const inlineJs = inline(/<script(?![^>]*\bsrc=)(?![^>]*\btype="(?!module|text\/javascript)[^"]*")[^>]*>([\s\S]*?)<\/script>/gi);
  const inlineCss = inline(/<style\b[^>]*>([\s\S]*?)<\/style>/gi);
  return {
    page: htmlFile,
    htmlGzip: gzipSize(html),
    jsGzip: gzipOfUrls(dist, js),
    inlineJsGzip: inlineJs ? gzipSize(Buffer.from(inlineJs)) : 0,
    cssGzip: gzipOfUrls(dist, css),
    inlineCssGzip: inlineCss ? gzipSize(Buffer.from(inlineCss)) : 0,
    jsFiles: js.size,
    cssFiles: css.size,
    js: [...js],
  };
}

/** Sum of the gzip sizes of root-relative asset URLs (every tool here emits those) of a built site. */
export function gzipOfUrls(dist, urls) {
  const local = [...urls].filter((u) => !/^(https?:)?\/\//.test(u));
  return local.reduce((n, u) => n + gzipSize(fs.readFileSync(path.join(dist, u.split(/[?#]/)[0]))), 0);
}
