// Measurements of a dev server as an author meets it, the same way for every tool: start it (caches cleared, or
// kept), open a doc page in Chromium until its title heading is painted, then edit the page's file and time the
// open page's DOM catching up. Peak memory is the server process's own (VmHWM of /proc/<pid>/status).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

/** Resolves once something accepts connections on `port` (polled every 20 ms), or rejects after `timeoutMs`. */
function waitForPort(port, child, timeoutMs) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`the server exited (${child.exitCode})`));
      if (Date.now() - started > timeoutMs) return reject(new Error(`nothing listened on port ${port} after ${timeoutMs} ms`));
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        setTimeout(attempt, 20);
      });
    };
    attempt();
  });
}

/** Start a server command in its own process group (so it and its children stop together). */
/** A memory field of a process's /proc status (`VmRSS`, `VmHWM`: its peak), in MB; null once it has exited. */
function statusMb(pid, field) {
  try {
    const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return null;
  }
}

export function startServer({ cmd, args, cwd, env = {} }) {
  let output = '';
  const child = spawn(cmd, args, { cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', BROWSER: 'none', ...env } });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    child,
    output: () => output,
    /** Resident memory of the server process now, in MB. */
    rssMb: () => statusMb(child.pid, 'VmRSS'),
    /** CPU time (user + system) the server process used so far, in ms. */
    cpuMs() {
      try {
        const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
        return (Number(fields[11]) + Number(fields[12])) * 10;
      } catch {
        return null;
      }
    },
    /** Peak resident memory of the server process so far, in MB. */
    peakRssMb: () => statusMb(child.pid, 'VmHWM'),
    async stop() {
      if (child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
        const timer = setTimeout(() => {
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {
            // gone meanwhile
          }
        }, 5000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

/** Wait until a visible h1 holds `title`, then for the frame after it: returns that moment (epoch ms, page clock). */
async function paintedTitle(page, title, timeout) {
  await page.waitForFunction(
    (t) => [...document.querySelectorAll('h1')].some((h) => h.textContent.includes(t) && h.getBoundingClientRect().height > 0),
    title,
    { polling: 'raf', timeout },
  );
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(Date.now())))));
}

/**
 * One cold or warm start: `clear` runs first (caches), then the server starts and a fresh browser context opens the
 * page. Returns the milliseconds from the server's spawn to the page's title painted, and the running server and page.
 */
export async function timeStart(browser, target, { timeoutMs = 120_000 } = {}) {
  target.clear?.();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const started = Date.now();
  const server = startServer(target.command);
  try {
    await waitForPort(target.port, server.child, timeoutMs);
    // A server that is listening may still answer with errors while it warms up: try again until the page comes.
    for (;;) {
      try {
        await page.goto(`http://127.0.0.1:${target.port}${target.path}`, { waitUntil: 'commit', timeout: timeoutMs });
        break;
      } catch (error) {
        if (Date.now() - started > timeoutMs) throw error;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    const painted = await paintedTitle(page, target.title, timeoutMs - (Date.now() - started));
    return { ms: painted - started, server, context, page };
  } catch (error) {
    await context.close();
    await server.stop();
    throw new Error(`${error.message}\n--- server output ---\n${server.output().slice(-2000)}`);
  }
}

/**
 * Edit the open page's file `runs` times (a new paragraph after its title each time) and time each edit from the
 * write to the marker in the page's DOM. Reports whether the page reloaded (a value set in the page survives an
 * in-place update, not a reload). The file is restored afterwards.
 */
export async function timeEdits(page, file, runs, { timeoutMs = 30_000 } = {}) {
  const original = fs.readFileSync(file, 'utf8');
  const times = [];
  await page.evaluate(() => {
    window.__benchMark = true;
  });
  try {
    for (let i = 1; i <= runs; i++) {
      const marker = `Bench edit marker ${i} ${Date.now()}`;
      const edited = original.replace(/^(# .*\n)/m, `$1\n${marker}.\n`);
      if (edited === original) throw new Error(`no "# title" line to edit in ${file}`);
      const waiting = page.waitForFunction((m) => document.body.textContent.includes(m), marker, { polling: 'raf', timeout: timeoutMs });
      const written = Date.now();
      fs.writeFileSync(file, edited);
      await waiting;
      const shown = await page.evaluate(() => Date.now());
      times.push(shown - written);
      // Let the server settle (watchers, follow-up updates) before the next edit.
      await new Promise((r) => setTimeout(r, 400));
    }
  } finally {
    fs.writeFileSync(file, original);
  }
  const reloaded = !(await page.evaluate(() => window.__benchMark === true).catch(() => false));
  return { times, reloaded };
}

/**
 * Open `pages` ({ path, title }) one after another in the same tab, each as a new document (the server renders it
 * and the browser loads its modules), waiting for its title painted and the app hydrated. The server's resident
 * memory (VmRSS) is read after each page. After the 10th and the last, with `inspector` (attachInspector's, for a
 * server started with `--inspect-port=0`), every thread of the server is collected in full first: RSS read then is
 * what the server keeps, and the growth per page is taken between those two reads. Without it, RSS moves with the
 * collector (the 20,002-page corpus: ~70 MB of garbage built up over ~20 pages, then went), so the growth is the
 * least-squares slope of the reads from the 10th on, as before. `rawRss` is every read, before any collection.
 */
export async function walkPages(page, server, port, pages, { timeoutMs = 120_000, inspector = null } = {}) {
  const rss = [];
  const rawRss = [];
  const cpuBefore = server.cpuMs();
  let collectMs = 0;
  for (const [i, { path, title }] of pages.entries()) {
    await openPage(page, port, path, title, { timeoutMs });
    rawRss.push(server.rssMb());
    if (inspector && (i === 9 || i === pages.length - 1)) {
      const started = Date.now();
      await inspector.collect();
      collectMs += Date.now() - started;
      rss.push(server.rssMb());
    } else rss.push(rawRss.at(-1));
  }
  const slope = leastSquaresSlope(rawRss.slice(9));
  const after10 = rss[9] ?? null;
  const last = rss.at(-1);
  const perPage = inspector && after10 !== null ? (last - after10) / (pages.length - 10) : slope;
  return {
    rss,
    rawRss,
    rssAfter10Mb: after10,
    rssAfterLastMb: last,
    rssPerPageMb: Math.round(perPage * 100) / 100,
    ...(inspector ? { collected: true, rawRssPerPageMb: Math.round(slope * 100) / 100, rawRssAfterLastMb: rawRss.at(-1) } : {}),
    cpuMs: server.cpuMs() - cpuBefore,
    ...(inspector ? { collectMs } : {}),
  };
}

/** Least-squares slope of `ys` against 0, 1, 2, … */
function leastSquaresSlope(ys) {
  const n = ys.length;
  const mx = (n - 1) / 2;
  const my = ys.reduce((a, y) => a + y, 0) / n;
  return ys.reduce((a, y, x) => a + (x - mx) * (y - my), 0) / (ys.reduce((a, _, x) => a + (x - mx) ** 2, 0) || 1);
}

/** Open `path` in the tab as a new document and wait for its title painted and the app hydrated. */
export async function openPage(page, port, path, title, { timeoutMs = 120_000 } = {}) {
  await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'commit', timeout: timeoutMs });
  await paintedTitle(page, title, timeoutMs);
  await page.waitForFunction(() => window.__RSDOCS_HYDRATED__ === true, null, { timeout: timeoutMs });
}

/**
 * Open the search dialog on the open page (Ctrl+K), type `query`, and time from the first keystroke to the first
 * result shown. The dev server builds its index when first asked, so this is the author's first search.
 */
export async function timeFirstSearch(page, query, { timeoutMs = 300_000 } = {}) {
  await page.waitForFunction(() => window.__RSDOCS_HYDRATED__ === true, null, { timeout: timeoutMs });
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog');
  await dialog.waitFor({ timeout: timeoutMs });
  await dialog.getByRole('combobox').focus();
  const started = await page.evaluate(() => Date.now());
  await page.keyboard.type(query);
  await dialog.getByRole('option').first().waitFor({ timeout: timeoutMs });
  const shown = await page.evaluate(() => Date.now());
  await page.keyboard.press('Escape');
  return shown - started;
}
