// Issue #33's targets ("Performance at the limits"), checked against the figures the benches wrote. Pure: it reads
// the parsed results files and returns one row per target, so `pnpm bench:limits` can print what a run met.

const KIB = 1024;

/** The targets, as the issue states them. */
export const LIMITS = {
  buildWallSeconds: 8 * 60, // 100,002 pages, cold
  buildPeakMb: 2048,
  peakGrowth: 1.25, // peak at 100k ÷ peak at 20k
  outputKbPerPage: 80,
  cpuPerPageGrowth: 1.1, // CPU per page of each size ÷ the next smaller size's: linear, within noise
  editOfColdCpu: 0.1,
  devColdMs: 3000,
  devEditMs: 200,
  devRssMb: 800,
  devRssPerPageMb: 1, // growth per page after the 10th, least squares: about flat
  devFirstSearchMs: 5000,
  searchFirstKib: 64,
  searchLaterKib: 32,
  loadedJsKib: 100,
  lighthouse: 100,
  quietLoad: 2, // the 1-minute load average a "quiet" part starts below
};

const row = (part, target, figure, pass, load) => ({ part, target, figure, pass, ...(load === undefined ? {} : { load }) });
const byPages = (builds, pages, tool = 'rsdocs') => builds?.find((b) => b.tool === tool && b.pages === pages && !b.error);
const mb = (n) => `${Math.round(n).toLocaleString('en-US')} MB`;
const pct = (x) => `${(x * 100).toFixed(1)} %`;

/** The build at scale: `scale` is bench/results-scale.json (2,002 / 20,002 / 100,002 pages). */
export function buildRows(scale) {
  const builds = scale?.builds ?? [];
  const big = byPages(builds, 100_002);
  const mid = byPages(builds, 20_002);
  const rows = [];
  if (!big) return [row('build 100k', 'a 100,002-page build', 'missing', false)];
  rows.push(row('build 100k', `wall ≤ ${LIMITS.buildWallSeconds} s`, `${Math.round(big.wallSeconds)} s`, big.wallSeconds <= LIMITS.buildWallSeconds, big.load1m));
  rows.push(row('build 100k', `peak RSS ≤ ${mb(LIMITS.buildPeakMb)}`, mb(big.peakRssMb), big.peakRssMb <= LIMITS.buildPeakMb, big.load1m));
  if (mid) {
    const growth = big.peakRssMb / mid.peakRssMb;
    rows.push(row('build 100k', `peak ≤ ${LIMITS.peakGrowth}× the 20k peak`, `${growth.toFixed(2)}× (${mb(mid.peakRssMb)} → ${mb(big.peakRssMb)})`, growth <= LIMITS.peakGrowth));
  } else rows.push(row('build 100k', `peak ≤ ${LIMITS.peakGrowth}× the 20k peak`, 'no 20,002-page build', false));
  rows.push(row('build 100k', `output ≤ ${LIMITS.outputKbPerPage} KB per page`, `${big.outputKbPerPage} KB`, big.outputKbPerPage <= LIMITS.outputKbPerPage));
  // Linear: CPU per page does not grow from one size to the next (a small site's fixed costs make its figure higher).
  const sizes = builds.filter((b) => b.tool === 'rsdocs' && !b.error && /^corpus/.test(b.site)).sort((a, b) => a.pages - b.pages);
  for (let i = 1; i < sizes.length; i++) {
    const [a, b] = [sizes[i - 1], sizes[i]];
    const growth = b.cpuMsPerPage / a.cpuMsPerPage;
    rows.push(row('build linear', `CPU per page at ${b.pages.toLocaleString('en-US')} ≤ ${LIMITS.cpuPerPageGrowth}× at ${a.pages.toLocaleString('en-US')}`, `${a.cpuMsPerPage} → ${b.cpuMsPerPage} ms (${growth.toFixed(2)}×)`, growth <= LIMITS.cpuPerPageGrowth, b.load1m));
  }
  for (const b of [mid, big].filter(Boolean)) {
    const edit = b.edit;
    rows.push(
      edit && !edit.error
        ? row('build edit', `one-page edit at ${b.pages.toLocaleString('en-US')} ≤ ${pct(LIMITS.editOfColdCpu)} of the cold CPU`, `${edit.cpuSeconds} s of ${b.cpuSeconds} s (${pct(edit.ofColdCpu)}), peak ${mb(edit.peakRssMb)}`, edit.ofColdCpu <= LIMITS.editOfColdCpu, edit.load1m)
        : row('build edit', `one-page edit at ${b.pages.toLocaleString('en-US')}`, 'missing', false),
    );
  }
  return rows;
}

/** The dev server at 20,002 pages: `dev` is bench/results.json's `dev` part. */
export function devRows(dev) {
  const server = dev?.servers?.find((s) => s.tool === 'rsdocs' && s.site === 'corpus 20002 pages' && !s.error);
  if (!server) return [row('dev 20k', 'a 20,002-page dev server run', 'missing', false)];
  const load = dev.machine?.loadAverage1mAtStart;
  const rows = [
    row('dev 20k', `cold first page ≤ ${LIMITS.devColdMs} ms`, `${server.coldMs} ms`, server.coldMs <= LIMITS.devColdMs, load),
    row('dev 20k', `edit → DOM ≤ ${LIMITS.devEditMs} ms (median)`, `${server.editMs} ms (${(server.editRuns ?? []).join(', ')})`, server.editMs <= LIMITS.devEditMs, load),
  ];
  const walk = server.walk;
  rows.push(
    walk
      ? // RSS as the process holds it (garbage included) against the ceiling; the growth per page read after full
        // collections when the bench could make them (`collected`, see bench/dev-server.mjs's walkPages).
        row(
          'dev 20k',
          `RSS ≤ ${LIMITS.devRssMb} MB after 50 pages, ≤ ${LIMITS.devRssPerPageMb} MB per page after 10`,
          `${walk.rawRssAfterLastMb ?? walk.rssAfterLastMb} MB${walk.collected ? ` (${walk.rssAfterLastMb} MB collected)` : ''}, ${walk.rssPerPageMb} MB per page${walk.collected ? ' (collected)' : ''}`,
          (walk.rawRssAfterLastMb ?? walk.rssAfterLastMb) <= LIMITS.devRssMb && walk.rssPerPageMb <= LIMITS.devRssPerPageMb,
          load,
        )
      : row('dev 20k', 'RSS over a 50-page walk', 'missing', false),
  );
  rows.push(
    server.firstSearchMs != null
      ? row('dev 20k', `first search ≤ ${LIMITS.devFirstSearchMs} ms`, `${server.firstSearchMs} ms`, server.firstSearchMs <= LIMITS.devFirstSearchMs, load)
      : row('dev 20k', 'first search', server.firstSearchError ?? 'missing', false),
  );
  return rows;
}

/** Search at 100,002 pages: `search` is the search package's scale bench output (`--json`). */
export function searchRows(search) {
  const at100k = (search?.results ?? []).filter((r) => r.n === 50_000);
  if (!at100k.length) return [row('search 100k', 'a 100,002-page index', 'missing', false)];
  return at100k.flatMap((r) => [
    row('search 100k', `${r.lang}: first query ≤ ${LIMITS.searchFirstKib} KiB`, `${(r.firstMax / KIB).toFixed(1)} KiB max (${(r.firstMedian / KIB).toFixed(1)} median)`, r.firstMax <= LIMITS.searchFirstKib * KIB, r.load),
    row('search 100k', `${r.lang}: a later query ≤ ${LIMITS.searchLaterKib} KiB`, `${(r.laterMax / KIB).toFixed(1)} KiB max (${(r.laterMedian / KIB).toFixed(1)} median)`, r.laterMax <= LIMITS.searchLaterKib * KIB, r.load),
  ]);
}

/** The Rslib site's pages: loaded JS and Lighthouse, from bench/results.json. */
export function siteRows(results) {
  const site = results?.builds?.find((b) => b.site === 'Rslib site' && b.tool === 'rsdocs');
  const rows = [];
  const loaded = site?.loadedJsByPage;
  if (!loaded) rows.push(row('loaded JS', 'six pages measured', 'missing', false));
  else {
    for (const [page, { jsGzip }] of Object.entries(loaded)) {
      rows.push(row('loaded JS', `${page} ≤ ${LIMITS.loadedJsKib} KiB`, `${(jsGzip / KIB).toFixed(1)} KiB`, jsGzip <= LIMITS.loadedJsKib * KIB));
    }
  }
  const lighthouse = Object.entries(results?.lighthouse ?? {});
  if (lighthouse.length < 6) rows.push(row('Lighthouse', 'six kinds of page', `${lighthouse.length} measured`, false));
  for (const [name, page] of lighthouse) {
    const runs = page.performanceRuns ?? [];
    const cpu = page.benchmarkIndexRuns ?? [];
    const loads = page.load1mRuns ?? [];
    rows.push(
      row(
        'Lighthouse',
        `${name} (${page.path}): ${LIMITS.lighthouse} in 5 of 5 runs`,
        // Chromium itself keeps the load near 2 while it runs: the runs' loads are shown, the part's start load judges.
        `${runs.join(', ')} (CPU index ${Math.min(...cpu)}–${Math.max(...cpu)}; load ${Math.min(...loads)}–${Math.max(...loads)})`,
        runs.length >= 5 && runs.every((s) => s >= LIMITS.lighthouse),
      ),
    );
  }
  return rows;
}

/** The line of a failed build's output that says why: the first naming an error, else the first with text. */
function firstErrorLine(error) {
  const lines = String(error).split('\n').map((l) => l.trim()).filter((l) => l && !/^exit \d+:?$/.test(l));
  return (lines.find((l) => /error|limit/i.test(l)) ?? lines[0] ?? 'no output').slice(0, 100);
}

/** Peers at 20,002 pages: their time and peak, or the limit they hit. Recorded, not a target of ours. */
export function peerRows(peers) {
  return ['rspress', 'vitepress'].map((tool) => {
    const b = peers?.builds?.find((x) => x.tool === tool && x.pages === 20_002) ?? peers?.builds?.find((x) => x.tool === tool && /20002/.test(x.site));
    if (!b) return row('peers 20k', tool, 'not run', false);
    const figure = b.error
      ? `failed after ${b.wallSeconds} s: ${firstErrorLine(b.error)}${b.cpuSecondsAtLimit != null ? ` (by then ${b.cpuSecondsAtLimit} s CPU, ${mb(b.peakRssMbAtLimit)})` : ''}`
      : `${b.wallSeconds} s wall, ${b.cpuSeconds} s CPU, ${mb(b.peakRssMb)}`;
    return row('peers 20k', tool, figure, true, b.load1m);
  });
}

/** Every row, plus whether each measurement (and each part `bench:limits` ran) started on a quiet machine. */
export function limitsChecklist({ scale, peers, results, search, parts = [] }) {
  const rows = [...buildRows(scale), ...devRows(results?.dev), ...searchRows(search), ...siteRows(results), ...peerRows(peers)];
  const noisy = [...rows, ...parts.map((p) => ({ load: p.load1m }))].filter((r) => r.load !== undefined && r.load > LIMITS.quietLoad);
  return { rows, met: rows.filter((r) => !r.pass).length === 0, quiet: noisy.length === 0 };
}

/** The checklist as a Markdown table. */
export function printChecklist({ rows, met, quiet }) {
  const lines = ['| part | target | figure | met | load at start |', '|---|---|---|---|---|'];
  for (const r of rows) lines.push(`| ${r.part} | ${r.target} | ${r.figure} | ${r.pass ? '✓' : '✗'} | ${r.load ?? '–'} |`);
  lines.push('', `${met ? 'Every target met' : `${rows.filter((r) => !r.pass).length} of ${rows.length} not met`}; ${quiet ? 'every part started on a quiet machine' : `not quiet: a part started above load ${LIMITS.quietLoad}`}.`);
  return lines.join('\n');
}
