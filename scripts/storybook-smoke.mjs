#!/usr/bin/env node
// Smoke test for the built Storybook: serves storybook-static on a loopback port, opens every story (and docs
// page) listed in index.json in headless Chromium, and fails with a list when a story throws, fails to render,
// logs a console error or a request fails. Also prints the accessibility addon's findings (add --a11y to make
// serious or critical ones fail the run too).
//
//   pnpm build-storybook && node scripts/storybook-smoke.mjs [--dir storybook-static] [--jobs 2] [--filter navbar,sidebar] [--a11y | --skip-a11y] [--fresh] [--verbose]
//     [--rtl] [--locale ar] [--mirror]
//
// --rtl renders every story right to left (the toolbar's Direction global; each story is checked to have run with
// <html dir="rtl">), --locale in one of the theme's languages (the toolbar's Language global).
// --mirror (stories only) renders each story in both directions, its play function run in each, and fails a story
// whose right-to-left layout is not the left-to-right one mirrored: every box laid out along the page (block, flex
// and grid boxes, not text runs) must sit at the mirrored place with the same size. Boxes inside a part that stays
// left to right (code) are not compared, nor what a story lists as placed physically on purpose:
// `parameters: { rtl: { physical: ['.selector', …] } }`.
//
// Environment: CHROMIUM_PATH=/path/to/chromium (default /usr/bin/chromium).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './ensure-chromium.mjs';

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
    rtl: { type: 'boolean', default: false },
    mirror: { type: 'boolean', default: false },
    locale: { type: 'string' },
    // Reload iframe.html for every story instead of switching over the channel (slower, fully isolated).
    fresh: { type: 'boolean', default: false },
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
let entries = Object.values(index.entries).filter((e) => e.type === 'story' || (opts.docs && !opts.mirror && e.type === 'docs'));
// --filter a,b: the entries whose id contains any of the comma-separated parts.
const filters = opts.filter?.toLowerCase().split(',').map((part) => part.trim()).filter(Boolean) ?? [];
if (filters.length) entries = entries.filter((e) => filters.some((part) => e.id.includes(part)));
if (entries.length === 0) {
  console.error('No stories to check.');
  process.exit(2);
}

const server = await serve(root);
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: CHROMIUM_FLAGS,
});

/**
 * Runs in every page before Storybook: hooks the channel as soon as the preview creates it and records the
 * outcome of the story being checked in `window.__smoke` (replaced by the runner before each story).
 */
const INIT = () => {
  // The first story comes from the URL (so a reload of the page keeps tracking it); later ones are set by the runner.
  window.__smoke = { id: new URLSearchParams(location.search).get('id'), done: false, status: null, errors: [], a11y: [] };
  const attach = (channel) => {
    const fail = (kind) => (err) => window.__smoke.errors.push(`${kind}: ${err?.message ?? err?.title ?? JSON.stringify(err)}`);
    channel.on('storyErrored', fail('storyErrored'));
    channel.on('storyThrewException', fail('storyThrewException'));
    channel.on('storyMissing', (id) => window.__smoke.errors.push(`storyMissing: ${id}`));
    channel.on('playFunctionThrewException', fail('playFunctionThrewException'));
    // Only the main render of the story counts: a docs page shown just before also renders this story (without
    // the accessibility check) and may report it finished after the switch. The main render's phase is already
    // 'finished' when it announces storyFinished.
    channel.on('storyFinished', ({ storyId, status, reporters }) => {
      const state = window.__smoke;
      const render = window.__STORYBOOK_PREVIEW__?.currentRender;
      if (storyId !== state.id || state.done || render?.id !== storyId || render?.phase !== 'finished') return;
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
    channel.on('docsRendered', (id) => {
      const state = window.__smoke;
      if (id !== state.id) return;
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


/**
 * Runs in the page: the boxes of a story laid out along the page, in document order. Text runs and what sits in
 * them (inline boxes, whose place follows the words' own direction), SVG internals and the inside of a part
 * written in the other direction (code blocks stay left to right) are left out, as are the story's `physical`
 * selectors. x is measured from the start of the page's content box, so that either direction can be compared.
 */
const MEASURE = () => {
  const html = document.documentElement;
  const root = document.getElementById('storybook-root') ?? document.body;
  const physical = window.__STORYBOOK_PREVIEW__?.currentRender?.story?.parameters?.rtl?.physical ?? [];
  // The page's content box: <html>'s own box less its borders. Not html.clientWidth, which counts the room a page
  // keeps for its scrollbar while it cannot scroll (scrollbar-gutter: stable under a scroll lock); Chromium keeps
  // that room on the right in both directions, as it does the scrollbar, so it is not part of what must mirror.
  const htmlBox = html.getBoundingClientRect();
  const htmlStyle = getComputedStyle(html);
  const width = htmlBox.width - parseFloat(htmlStyle.borderLeftWidth) - parseFloat(htmlStyle.borderRightWidth);
  const originX = htmlBox.left + html.clientLeft;
  const boxes = [];
  /** Parts written in the other direction: what is inside them is not compared. */
  const islands = [];
  const name = (el) => `${el.tagName.toLowerCase()}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}`;
  const visit = (el, path) => {
    if (physical.some((selector) => el.matches(selector))) return;
    // Not shown (display: none, or skipped content such as a closed <details>' body, whose boxes keep whatever
    // place they last had): nothing to compare.
    if (!el.checkVisibility()) return;
    const style = getComputedStyle(el);
    const inline = style.display.startsWith('inline') || style.display === 'ruby';
    if (inline) return;
    const rect = el.getBoundingClientRect();
    if (style.display !== 'contents' && (rect.width > 0 || rect.height > 0)) {
      boxes.push({ path, name: name(el), x: rect.left - originX, y: rect.top + window.scrollY, w: rect.width, h: rect.height });
    }
    if (style.direction !== (html.dir || 'ltr')) islands.push(path);
    if (el instanceof SVGElement || style.direction !== (html.dir || 'ltr')) return;
    [...el.children].forEach((child, i) => visit(child, `${path}/${i}`));
  };
  [...root.children].forEach((child, i) => visit(child, `${i}`));
  // Dialogs and popovers are portalled to <body>, beside the story's root.
  [...document.body.children].forEach((child, i) => {
    if (child !== root && !child.matches('script, #storybook-docs, .sb-wrapper, .sb-preparing-story, .sb-preparing-docs, .sb-nopreview, .sb-errordisplay')) visit(child, `body/${i}`);
  });
  return { dir: html.dir, width, boxes, islands };
};

/** The boxes of the right-to-left render that are not the left-to-right ones mirrored (at most 5, described). */
function unmirrored(first, second) {
  const [ltr, rtl] = first.dir === 'rtl' ? [second, first] : [first, second];
  if (ltr.width !== rtl.width) return [`the page is ${ltr.width} px wide left to right and ${rtl.width} px right to left`];
  const byPath = new Map(rtl.boxes.map((b) => [b.path, b]));
  const inIsland = (path) => rtl.islands.some((i) => path.startsWith(`${i}/`));
  const wrong = [];
  const near = (a, b) => Math.abs(a - b) <= 1.5;
  for (const a of ltr.boxes) {
    if (inIsland(a.path)) continue;
    const b = byPath.get(a.path);
    const mirroredX = ltr.width - a.x - a.w;
    if (!b) wrong.push({ path: a.path, text: `${a.name} (${a.path}) is shown left to right only` });
    else if (!near(b.x, mirroredX) || !near(b.y, a.y) || !near(b.w, a.w) || !near(b.h, a.h)) {
      const at = (box) => `x ${box.x.toFixed(1)} (${box.w.toFixed(1)}×${box.h.toFixed(1)}, y ${box.y.toFixed(1)})`;
      wrong.push({ path: a.path, text: `${a.name} (${a.path}) is at ${at(b)}, not at x ${mirroredX.toFixed(1)}: left to right it is at ${at(a)}` });
    }
  }
  // The outermost boxes only: a box inside one that moved moved with it.
  const outer = wrong.filter((w) => !wrong.some((o) => w.path.startsWith(`${o.path}/`)));
  return outer.slice(0, 5).map((w) => `not mirrored right to left: ${w.text}`).concat(outer.length > 5 ? [`… and ${outer.length - 5} more boxes`] : []);
}

/** Until no animation or transition that ends is running (a spinner runs forever; a paused one stays put). */
async function transitionsEnded(page) {
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
    null,
    { timeout: timeoutMs, polling: 'raf' },
  );
}

/** Wait until the story being checked reported back and every render on the page settled. */
async function settled(page, dir) {
  await page.waitForFunction(
    (dir) => {
      const state = window.__smoke;
      if (state?.errors.length > 0) return true;
      const renders = window.__STORYBOOK_PREVIEW__?.storyRenders ?? [];
      return state?.done && renders.every((r) => ['finished', 'errored', 'aborted'].includes(r.phase)) && (!dir || document.documentElement.dir === dir);
    },
    dir,
    { timeout: timeoutMs, polling: 50 },
  );
}

/**
 * --mirror: measure the story as it was rendered (its play function run), render it again in the other direction
 * (the toolbar's global: React renders the same tree again, so what the play function opened stays open) and
 * compare. (A remount to run the play function again makes Storybook reload the page now and then.)
 */
async function checkMirrored(page, entry) {
  await transitionsEnded(page);
  const first = await page.evaluate(MEASURE);
  const target = first.dir === 'rtl' ? 'ltr' : 'rtl';
  await page.evaluate(async ({ id, target }) => {
    window.__smoke = { id, done: false, status: null, errors: [], a11y: [] };
    const preview = window.__STORYBOOK_PREVIEW__;
    await preview.onUpdateGlobals({ globals: { direction: target } });
  }, { id: entry.id, target });
  await settled(page, target);
  // Effects that place things after the render (measured positions) run by the next frames.
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
  // A box with a transition (the progress bar's transform) moves to its place for the new direction over time.
  await transitionsEnded(page);
  const state = await page.evaluate(() => window.__smoke);
  if (state.errors.length) return state.errors.map((e) => `${target}: ${e}`);
  const second = await page.evaluate(MEASURE);
  if (second.dir !== target) return [`could not render right to left and left to right: <html dir="${second.dir}"> after switching to ${target}`];
  return unmirrored(first, second);
}

const failures = [];
const a11yFindings = [];
let done = 0;
// --skip-a11y: the addon's manual mode, so axe does not run after each story (about twice as fast).
const globalList = [opts['skip-a11y'] && 'a11y.manual:!true', (opts.rtl || opts.mirror) && 'direction:rtl', opts.locale && `locale:${opts.locale}`].filter(Boolean);
const globals = globalList.length ? `&globals=${globalList.join(';')}` : '';

/**
 * One browser page per worker. The first story loads iframe.html; later ones are selected over the Storybook
 * channel (as the manager does), which skips reloading the bundle. After a story that did not finish, the page
 * is thrown away so the next story starts clean.
 */
async function openPage(context) {
  const page = await context.newPage();
  const sink = { problems: [], consoleErrors: [], loads: 0, inFlight: new Set(), started: 0, drained: [] };
  const finished = (req) => {
    sink.inFlight.delete(req);
    if (sink.inFlight.size === 0) sink.drained.splice(0).forEach((resolve) => resolve());
  };
  page.on('request', (req) => {
    sink.started += 1;
    sink.inFlight.add(req);
  });
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  // Storybook reloads the page when it has to tear down a story that never finishes rendering (e.g. one that keeps
  // re-rendering itself); after the first load, any further 'load' is reported against the story being checked.
  page.on('load', () => {
    sink.loads += 1;
    if (sink.loads > 1) sink.problems.push('the page reloaded while this story was shown');
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.location()?.url?.endsWith('/favicon.ico')) sink.consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => sink.problems.push(`uncaught: ${err.message}`));
  page.on('requestfailed', (req) => {
    // ERR_ABORTED is a cancellation (a story switch or a superseded lazy import), not a failure; if something was
    // really missing, the story reports it as an error.
    if (!req.url().startsWith('data:') && req.failure()?.errorText !== 'net::ERR_ABORTED') sink.problems.push(`request failed: ${req.url().replace(origin, '')} ${req.failure()?.errorText ?? ''}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400 && !res.url().endsWith('/favicon.ico')) sink.problems.push(`HTTP ${res.status()}: ${res.url().replace(origin, '')}`);
  });
  return { page, sink, loaded: false };
}

/**
 * Wait until the story's page is quiet: no request in flight, and two idle periods of its main thread pass with no
 * request started meanwhile. Effects and deferred modules have then run (or would still hold a request), whatever
 * the load; a fixed pause was too short on a busy machine.
 */
async function settle(page, sink) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`still busy after ${timeoutMs} ms: ${[...sink.inFlight].map((r) => r.url().replace(origin, '')).join(', ')}`);
    if (sink.inFlight.size > 0) {
      let timer;
      await new Promise((resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`requests still in flight after ${timeoutMs} ms: ${[...sink.inFlight].map((r) => r.url().replace(origin, '')).join(', ')}`)), left);
        sink.drained.push(resolve);
      }).finally(() => clearTimeout(timer));
      continue;
    }
    const started = sink.started;
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))));
    if (sink.inFlight.size === 0 && sink.started === started) return;
  }
}

async function check(slot, entry) {
  const t0 = Date.now();
  const { page, sink } = slot;
  sink.problems = [];
  sink.consoleErrors = [];
  const problems = sink.problems;
  const viewMode = entry.type === 'docs' ? 'docs' : 'story';
  let finished = false;
  try {
    if (!slot.loaded) {
      await page.goto(`${origin}/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=${viewMode}${globals}`, { waitUntil: 'load', timeout: timeoutMs });
      slot.loaded = true;
    } else {
      await page.evaluate(
        ({ id, viewMode }) => {
          window.__smoke = { id, done: false, status: null, errors: [], a11y: [] };
          window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode });
        },
        { id: entry.id, viewMode },
      );
    }
    // Done when the story (or docs page) reported back and every story render on the page has settled: a docs page
    // announces itself before its embedded stories finish, and leaving while one is pending makes Storybook reload.
    await page.waitForFunction(
      () => {
        const state = window.__smoke;
        if (state?.errors.length > 0) return true;
        const renders = window.__STORYBOOK_PREVIEW__?.storyRenders ?? [];
        return state?.done && renders.every((r) => ['finished', 'errored', 'aborted'].includes(r.phase));
      },
      null,
      { timeout: timeoutMs, polling: 50 },
    );
    // Let effects and deferred modules settle so late console errors are caught.
    await settle(page, sink);
    const state = await page.evaluate(() => window.__smoke);
    problems.push(...state.errors);
    if (opts.mirror && entry.type === 'story' && state.errors.length === 0) {
      // First in the direction the page is in (the previous story's second), then in the other.
      problems.push(...(await checkMirrored(page, entry)));
    } else if (opts.rtl && entry.type === 'story') {
      const dir = await page.evaluate(() => document.documentElement.dir);
      if (dir !== 'rtl') problems.push(`rendered with <html dir="${dir}">, not rtl: the Direction global did not apply`);
    }
    // The addon marks a story 'error' when axe finds any violation; those are reported separately below.
    if (state.status === 'error' && state.errors.length === 0 && state.a11y.length === 0) problems.push('story finished with status "error"');
    if (state.a11y.length) a11yFindings.push({ id: entry.id, findings: state.a11y });
    finished = state.errors.length === 0;
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
  for (const text of sink.consoleErrors) {
    if (!expected.some((part) => text.includes(part))) problems.push(`console.error: ${text.split('\n')[0]}`);
  }
  done += 1;
  if (opts.verbose) console.log(`${String(Date.now() - t0).padStart(6)} ms  ${entry.id}${problems.length ? '  FAIL' : ''}`);
  if (problems.length) failures.push({ id: entry.id, problems: [...new Set(problems)] });
  if (process.stdout.isTTY && !opts.verbose) process.stdout.write(`\r${done}/${entries.length}`);
  return finished;
}

try {
  const queue = [...entries];
  const jobs = Math.max(1, Number(opts.jobs) || 1);
  await Promise.all(
    Array.from({ length: jobs }, async () => {
      // A context per worker: workers share no localStorage, so one worker's stories cannot change another's.
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
      await context.addInitScript(INIT);
      let slot = null;
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        slot ??= await openPage(context);
        if (!(await check(slot, entry)) || opts.fresh) {
          await slot.page.close();
          slot = null;
        }
      }
      await slot?.page.close();
      await context.close();
    }),
  );
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
