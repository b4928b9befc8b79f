// The printed tables (Markdown, readable in a terminal and pasteable into an issue) and bench/results.json.
import fs from 'node:fs';
import path from 'node:path';

const kb = (b) => (b == null ? '–' : `${(b / 1024).toFixed(1)} KB`);
/** JS fetched when the page is opened and left alone (first load + chunks its scripts load), when measured. */
const loaded = (p) => (p.loadedJsGzip === undefined ? '–' : kb(p.loadedJsGzip));
/** Files' bytes, and the page's inline scripts or styles (part of its HTML) when it has some: `0.0 KB + 4.5 KB inline`. */
const withInline = (files, inline) => (inline ? `${kb(files)} + ${kb(inline)} inline` : kb(files));
const ratio = (x) => (x == null ? '–' : `${x.toFixed(2)}×`);
const ms = (x) => (x == null ? '–' : `${Math.round(x)} ms`);
/** The 1-minute load average as the build started (older results lack it). */
const load = (x) => (x == null ? '–' : x.toFixed(1));
const oneLine = (s) => s.replace(/\s+/g, ' ').slice(0, 160);

function table(header, rows) {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

/** Wall time, with the range when the build ran several times: `4.1 s (3.9–4.8, 5 builds)`. */
const wall = (b) =>
  b.wallRuns?.length > 1 ? `${b.wallSeconds.toFixed(1)} s (${Math.min(...b.wallRuns).toFixed(1)}–${Math.max(...b.wallRuns).toFixed(1)}, ${b.wallRuns.length} builds)` : `${b.wallSeconds.toFixed(1)} s`;

export function printReport(res) {
  const out = [];
  out.push(`\nBench ${res.date} · ${res.machine.cpu} × ${res.machine.cores} · load ${res.machine.loadAverage1mAtStart} at start · Node ${res.node}\n`);

  out.push('Production builds (cold; gzip -9 first-load bytes of a doc page and of the home page; several builds: median wall time, range in brackets):\n');
  out.push(
    table(
      ['site', 'tool', 'pages', 'wall time', 'CPU time', 'load', 'peak RSS', 'output', 'doc HTML', 'doc JS', 'doc CSS', 'doc JS loaded', 'home HTML', 'home JS', 'home CSS', 'home JS loaded'],
      res.builds.map((b) =>
        b.error
          ? [b.site, b.tool, '–', `**failed**: ${oneLine(b.error)}`, b.cpuSecondsAtLimit === undefined ? '' : `${b.cpuSecondsAtLimit.toFixed(1)} s by then`, load(b.load1m), b.peakRssMbAtLimit === undefined ? '' : `${Math.round(b.peakRssMbAtLimit)} MB by then`, '', '', '', '', '', '', '', '', '']
          : [b.site, b.tool, b.pages, wall(b), `${b.cpuSeconds.toFixed(1)} s`, load(b.load1m), `${Math.round(b.peakRssMb)} MB`, `${b.outputMb.toFixed(1)} MB`, kb(b.doc.htmlGzip), withInline(b.doc.jsGzip, b.doc.inlineJsGzip), withInline(b.doc.cssGzip, b.doc.inlineCssGzip), loaded(b.doc), kb(b.home.htmlGzip), withInline(b.home.jsGzip, b.home.inlineJsGzip), withInline(b.home.cssGzip, b.home.inlineCssGzip), loaded(b.home)],
      ),
    ),
  );

  const edits = res.builds.filter((b) => b.edit);
  if (edits.length) {
    out.push('\nOne-page edit, rebuilt with the cache the cold build left (target ≤ 10 % of the cold CPU, issue #33):\n');
    out.push(
      table(
        ['site', 'page edited', 'wall time', 'of cold wall', 'CPU time', 'of cold CPU', 'peak RSS', 'load'],
        edits.map(({ site, edit: e }) =>
          e.error
            ? [site, '–', `**failed**: ${oneLine(e.error)}`, '', '', '', '', '']
            : [site, e.page, `${e.wallSeconds.toFixed(1)} s`, `${(e.ofColdWall * 100).toFixed(1)} %`, `${e.cpuSeconds.toFixed(1)} s`, `${(e.ofColdCpu * 100).toFixed(1)} %`, `${Math.round(e.peakRssMb)} MB`, load(e.load1m)],
        ),
      ),
    );
    // Per page, so sizes compare: linear cost keeps these level as the corpus grows.
    const corpus = res.builds.filter((b) => !b.error && b.tool === 'rsdocs' && b.site.startsWith('corpus'));
    if (corpus.length > 1) {
      out.push('\nOur corpus builds per page (linear cost keeps these level):\n');
      out.push(
        table(
          ['corpus', 'wall per page', 'CPU per page', 'output per page', 'peak RSS', 'load'],
          corpus.map((b) => [b.site, `${((b.wallSeconds / b.pages) * 1000).toFixed(2)} ms`, `${((b.cpuSeconds / b.pages) * 1000).toFixed(2)} ms`, `${((b.outputMb * 1024) / b.pages).toFixed(1)} KB`, `${Math.round(b.peakRssMb)} MB`, load(b.load1m)]),
        ),
      );
    }
  }

  if (res.ratios.length) {
    out.push('\nOurs ÷ theirs, same corpus, same run (below 1 = ours is smaller/faster; targets vs Rspress: wall ≤ 0.5, doc JS ≤ 0.5):\n');
    const mark = (x, target) => (x == null ? '–' : `${ratio(x)}${target ? (x <= target ? ' ✓' : ' ✗') : ''}`);
    out.push(
      table(
        ['corpus', 'vs', 'wall time', 'CPU time', 'peak RSS', 'output', 'doc first-load JS'],
        res.ratios.map((r) =>
          r.error
            ? [r.site, r.vs, `– (${oneLine(r.error)})`, '', '', '', '']
            : [r.site, r.vs, mark(r.wall, r.vs === 'rspress' && 0.5), ratio(r.cpu), ratio(r.peakRss), ratio(r.output), mark(r.docJs, r.vs === 'rspress' && 0.5)],
        ),
      ),
    );
  }

  if (res.lighthouse) {
    out.push('\nLighthouse (mobile preset, simulated throttling) on the Rslib site, median run by performance; target 100 in each category:\n');
    out.push(
      table(
        ['page', 'performance (all runs)', 'worst', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT (all runs)', 'TTI', 'CLS', 'FCP', 'CPU index (all runs; load)'],
        Object.entries(res.lighthouse).map(([name, l]) =>
          l.error
            ? [`${name} (${l.path})`, `**failed**: ${oneLine(l.error)}`, '', '', '', '', '', '', '', '', '', '']
            : [
                `${name} (${l.path})`,
                `${l.scores.performance} (${l.performanceRuns.join(', ')})`,
                l.performanceWorst ?? '–',
                l.scores.accessibility,
                l.scores['best-practices'],
                l.scores.seo,
                ms(l.lcpMs),
                `${ms(l.tbtMs)}${l.tbtRunsMs ? ` (${l.tbtRunsMs.join(', ')})` : ''}`,
                ms(l.ttiMs),
                l.cls,
                ms(l.fcpMs),
                l.benchmarkIndexRuns ? `${l.benchmarkIndex} (${l.benchmarkIndexRuns.join(', ')}; load ${l.load1mRuns.join(', ')})` : l.benchmarkIndex,
              ],
        ),
      ),
    );
    for (const [name, l] of Object.entries(res.lighthouse)) {
      for (const a of l.failing ?? [])
        out.push(`  ${name}: [${a.category}] ${a.id} (score ${a.score}${a.weight ? `, weight ${a.weight}` : ''}${a.displayValue ? `, ${a.displayValue}` : ''})${a.targets.length ? ` → ${a.targets.join(', ')}` : ''}`);
    }
  }

  if (res.navigation) {
    const n = res.navigation;
    out.push(`\nClient navigation ${n.from} → ${n.to}, click to new content painted (median of ${n.runs}, fresh cache each run):\n`);
    const cell = (c) => (c.error ? `failed: ${oneLine(c.error)}` : `${c.medianMs} ms`);
    out.push(table(['conditions', 'link hovered first (preloaded)', 'not preloaded'], n.profiles.map((p) => [p.name, cell(p.preloaded), cell(p.notPreloaded)])));
    const s = n.search;
    if (s) {
      out.push(`\nFirst search results on ${s.page} opened and left alone: Ctrl+K, "${s.query}" typed ${s.typingDelayMs} ms a key (median of ${s.runs}, fresh cache each run):\n`);
      out.push(table(['conditions', 'Ctrl+K to first results painted', 'first key to first results painted'], s.profiles.map((p) => (p.error ? [p.name, `failed: ${oneLine(p.error)}`, ''] : [p.name, `${p.fromOpen.medianMs} ms`, `${p.fromFirstKey.medianMs} ms`]))));
    }
  }
  console.log(out.join('\n'));
}

export function writeResults(file, res) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(res, null, 2)}\n`);
  console.log(`\n→ wrote ${path.relative(process.cwd(), file)}`);
}
