// Lighthouse (its default config: the mobile preset with simulated throttling) on pages of our built site,
// served by our static server and run in Debian's Chromium through chrome-launcher.
import os from 'node:os';
import { CHROMIUM, CHROMIUM_FLAGS, serve } from './browser.mjs';
import { importTool } from './tools.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * What an audit points at: selectors or URLs of its first few detail items (nested tables included). URLs lose
 * the server's origin (a random port) so results stay comparable between runs.
 */
function targets(audit, origin) {
  const labels = [];
  const walk = (items) => {
    for (const it of Array.isArray(items) ? items : []) {
      const label = it.node?.selector ?? it.url ?? it.source?.url ?? it.node?.snippet;
      if (typeof label === 'string') labels.push(label.startsWith(origin) ? label.slice(origin.length) : label);
      walk(it.items);
      walk(it.subItems?.items);
    }
  };
  walk(audit.details?.items);
  return [...new Set(labels)].slice(0, 5);
}

/**
 * Audits that keep a category below 100: every weighted audit under a score of 1, and for performance also the
 * unweighted opportunities and diagnostics Lighthouse marks as failing (score < 0.9), which name the causes.
 */
function failingAudits(lhr, origin) {
  const out = [];
  for (const cat of CATEGORIES) {
    for (const ref of lhr.categories[cat].auditRefs) {
      const a = lhr.audits[ref.id];
      if (a.score === null || ['notApplicable', 'manual', 'informative'].includes(a.scoreDisplayMode)) continue;
      if ((ref.weight > 0 && a.score < 1) || (cat === 'performance' && ref.weight === 0 && a.score < 0.9))
        out.push({ category: cat, id: a.id, title: a.title, score: a.score, weight: ref.weight, displayValue: a.displayValue ?? null, targets: targets(a, origin) });
    }
  }
  return out;
}

const score = (lhr, c) => (lhr.categories[c].score === null ? null : Math.round(lhr.categories[c].score * 100));

/**
 * Run Lighthouse `runs` times on each path of the site in `dist` and keep the run with the median performance
 * score (Lighthouse's own advice against variance): category scores (0–100), LCP/TBT (ms), CLS, failing audits.
 */
export async function runLighthouse(dist, paths, runs = 3) {
  const { default: lighthouse } = await importTool('lighthouse');
  const chromeLauncher = await importTool('chrome-launcher');
  const server = await serve(dist);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  const results = {};
  try {
    for (const [name, p] of Object.entries(paths)) {
      try {
        const lhrs = [];
        const loads = [];
        for (let i = 0; i < runs; i++) {
          loads.push(Math.round(os.loadavg()[0] * 10) / 10);
          const { lhr } = await lighthouse(server.origin + p, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
          if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
          lhrs.push(lhr);
        }
        const sorted = [...lhrs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
        const lhr = sorted[(sorted.length - 1) >> 1];
        results[name] = {
          path: p,
          scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(lhr, c)])),
          performanceRuns: lhrs.map((l) => score(l, 'performance')),
          performanceWorst: Math.min(...lhrs.map((l) => score(l, 'performance'))),
          tbtRunsMs: lhrs.map((l) => Math.round(l.audits['total-blocking-time'].numericValue)),
          // Each run's CPU index (Lighthouse's benchmark of this machine at that moment) and the 1-minute load
          // average as it started: a score is only comparable with its machine's state.
          benchmarkIndexRuns: lhrs.map((l) => Math.round(l.environment.benchmarkIndex)),
          load1mRuns: loads,
          // Main-thread work (ms, under the simulated 4× CPU slowdown) and the DOM's element count, per run.
          mainThreadRunsMs: lhrs.map((l) => Math.round(l.audits['mainthread-work-breakdown']?.numericValue ?? NaN)),
          domElements: lhr.audits['dom-size']?.numericValue ?? null,
          // Time to interactive, under Lighthouse's simulated 4× CPU slowdown (mobile preset), when it still reports it.
          ttiMs: lhr.audits.interactive ? Math.round(lhr.audits.interactive.numericValue) : undefined,
          lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
          tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
          cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
          fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
          // Lighthouse's CPU benchmark of this machine at run time: low values mean a busy machine.
          benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
          warnings: lhr.runWarnings,
          failing: failingAudits(lhr, server.origin),
        };
      } catch (err) {
        results[name] = { path: p, error: String(err?.message ?? err) };
      }
    }
  } finally {
    await chrome.kill();
    await server.close();
  }
  return results;
}
