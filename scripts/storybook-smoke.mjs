#!/usr/bin/env node
// Smoke test for the built Storybook: serves storybook-static on a loopback port, opens every story (and docs
// page) listed in index.json in headless Chromium, and fails with a list when a story throws, fails to render,
// logs a console error or a request fails. Also prints the accessibility addon's findings (add --a11y to make
// serious or critical ones fail the run too).
//
//   pnpm build-storybook && node scripts/storybook-smoke.mjs [--dir storybook-static] [--jobs 2] [--filter navbar] [--a11y | --skip-a11y] [--verbose]
//
// Environment: CHROMIUM=/path/to/chromium (default /usr/bin/chromium).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const { values: opts } = parseArgs({
  options: {
    dir: { type: 'string', default: 'storybook-static' },
    jobs: { type: 'string', default: '2' },
    filter: { type: 'string' },
    timeout: { type: 'string', default: '20000' },
    a11y: { type: 'boolean', default: false },
    docs: { type: 'boolean', default: true },
    verbose: { type: 'boolean', default: false },
    'skip-a11y': { type: 'boolean', default: false },
  },
});
const started = Date.now();
const root = resolve(opts.dir);
const timeoutMs = Number(opts.timeout);

const MIME = {
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
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

/** A tiny static file server for the build output. */
function serve(dir) {
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      let file = normalize(join(dir, decodeURIComponent(url.pathname)));
      if (file !== dir && !file.startsWith(dir + sep)) throw Object.assign(new Error('outside root'), { code: 'ENOENT' });
      if ((await stat(file).catch(() => null))?.isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream', 'cache-control': 'max-age=3600' });
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
    }
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

const index = JSON.parse(await readFile(join(root, 'index.json'), 'utf8').catch(() => {
  console.error(`No ${join(opts.dir, 'index.json')}: run \`pnpm build-storybook\` first.`);
  process.exit(2);
}));
let entries = Object.values(index.entries).filter((e) => e.type === 'story' || (opts.docs && e.type === 'docs'));
if (opts.filter) entries = entries.filter((e) => e.id.includes(opts.filter.toLowerCase()));
if (entries.length === 0) {
  console.error('No stories to check.');
  process.exit(2);
}

const server = await serve(root);
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/** Hooks the Storybook channel as soon as the preview creates it and records the render outcome. */
const INIT = () => {
  const state = (window.__smoke = { done: false, status: null, errors: [], a11y: [] });
  const attach = (channel) => {
    const fail = (kind) => (err) => state.errors.push(`${kind}: ${err?.message ?? err?.title ?? JSON.stringify(err)}`);
    channel.on('storyErrored', fail('storyErrored'));
    channel.on('storyThrewException', fail('storyThrewException'));
    channel.on('storyMissing', (id) => state.errors.push(`storyMissing: ${id}`));
    channel.on('playFunctionThrewException', fail('playFunctionThrewException'));
    channel.on('storyFinished', ({ status, reporters }) => {
      state.status = status;
      for (const report of reporters ?? []) {
        if (report.type !== 'a11y') {
          if (report.status === 'failed') state.errors.push(`${report.type} report failed`);
          continue;
        }
        if (report.result?.error) state.errors.push(`axe could not run: ${report.result.error?.message ?? report.result.error}`);
        for (const v of report.result?.violations ?? []) {
          const targets = v.nodes.slice(0, 3).map((n) => [].concat(n.target).join(' ')).join(', ');
          state.a11y.push({ impact: v.impact, text: `${v.impact} ${v.id}: ${v.help} — ${targets}${v.nodes.length > 3 ? ` (+${v.nodes.length - 3})` : ''}` });
        }
      }
      state.done = true;
    });
    channel.on('docsRendered', () => {
      state.status = 'success';
      state.done = true;
    });
  };
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value) => {
      channel = value;
      if (value) attach(value);
    },
  });
};

const failures = [];
const a11yFindings = [];
let done = 0;

async function check(context, entry) {
  const t0 = Date.now();
  const page = await context.newPage();
  const problems = [];
  const consoleErrors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.location()?.url?.endsWith('/favicon.ico')) consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(`uncaught: ${err.message}`));
  page.on('requestfailed', (req) => {
    if (!req.url().startsWith('data:')) problems.push(`request failed: ${req.url().replace(origin, '')} ${req.failure()?.errorText ?? ''}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400 && !res.url().endsWith('/favicon.ico')) problems.push(`HTTP ${res.status()}: ${res.url().replace(origin, '')}`);
  });
  const viewMode = entry.type === 'docs' ? 'docs' : 'story';
  // --skip-a11y: the addon's manual mode, so axe does not run after each story (about twice as fast).
  const globals = opts['skip-a11y'] ? '&globals=a11y.manual:!true' : '';
  try {
    await page.goto(`${origin}/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=${viewMode}${globals}`, { waitUntil: 'load', timeout: timeoutMs });
    await page.waitForFunction(() => window.__smoke?.done || window.__smoke?.errors.length > 0, null, { timeout: timeoutMs, polling: 50 });
    const state = await page.evaluate(() => window.__smoke);
    problems.push(...state.errors);
    // The addon marks a story 'error' when axe finds any violation; those are reported separately below.
    if (state.status === 'error' && state.errors.length === 0 && state.a11y.length === 0) problems.push('story finished with status "error"');
    if (state.a11y.length) a11yFindings.push({ id: entry.id, findings: state.a11y });
    // Let effects and deferred modules settle so late console errors are caught.
    await page.waitForTimeout(150);
  } catch (err) {
    problems.push(`did not finish rendering: ${err.message.split('\n')[0]}`);
  }
  // A story that shows an error state on purpose lists the messages it logs:
  // `parameters: { smoke: { expectedConsoleErrors: ['substring', …] } }` (a docs page honours its stories' lists).
  const expected = await page
    .evaluate(() => {
      const render = window.__STORYBOOK_PREVIEW__?.currentRender;
      const params = [render?.story?.parameters];
      for (const file of render?.csfFiles ?? []) for (const story of Object.values(file.stories ?? {})) params.push(story.parameters);
      return params.flatMap((p) => p?.smoke?.expectedConsoleErrors ?? []);
    })
    .catch(() => []);
  for (const text of consoleErrors) {
    if (!expected.some((part) => text.includes(part))) problems.push(`console.error: ${text.split('\n')[0]}`);
  }
  await page.close();
  done += 1;
  if (opts.verbose) console.log(`${String(Date.now() - t0).padStart(6)} ms  ${entry.id}${problems.length ? '  FAIL' : ''}`);
  if (problems.length) failures.push({ id: entry.id, problems: [...new Set(problems)] });
  if (process.stdout.isTTY && !opts.verbose) process.stdout.write(`\r${done}/${entries.length}`);
}

try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  await context.addInitScript(INIT);
  const queue = [...entries];
  const jobs = Math.max(1, Number(opts.jobs) || 1);
  await Promise.all(
    Array.from({ length: jobs }, async () => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) await check(context, entry);
    }),
  );
  await context.close();
} finally {
  await browser.close();
  server.close();
}

if (process.stdout.isTTY) process.stdout.write('\r');
const seconds = ((Date.now() - started) / 1000).toFixed(1);
const stories = entries.filter((e) => e.type === 'story').length;
const serious = a11yFindings.filter(({ findings }) => findings.some((f) => f.impact === 'serious' || f.impact === 'critical'));
if (a11yFindings.length) {
  console.log(`Accessibility addon: violations in ${a11yFindings.length} stories (${serious.length} serious or critical):`);
  for (const { id, findings } of a11yFindings) console.log(`  ${id}\n    ${findings.map((f) => f.text).join('\n    ')}`);
}
if (failures.length) {
  console.error(`\n${failures.length} of ${entries.length} entries failed:`);
  for (const { id, problems } of failures) console.error(`  ${id}\n    ${problems.join('\n    ')}`);
}
console.log(`Checked ${entries.length} entries (${stories} stories, ${entries.length - stories} docs) in ${seconds}s.`);
process.exit(failures.length || (opts.a11y && serious.length) ? 1 : 0);
