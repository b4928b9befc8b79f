// The real-site row of `pnpm bench` on its own: an Rspress site as it is (Rsbuild's docs) through
// `create-rsdocs --from`, built cold and warm, and the same folder built by Rspress 2 in the same run
// (see scripts/bench/rspress-site.mjs). Prints a table and writes the `rspressSite` part of bench/results.json.
//
//   BENCH_RSPRESS_SITE=/path/to/rsbuild/website   the site's folder (only copied); unset: the row is skipped, saying so
//   BENCH_SKIP=rspress                            leave Rspress's build out
//   BENCH_KEEP=1                                  keep the temporary folders
import fs from 'node:fs';
import path from 'node:path';
import { benchRspressSite, rspressSiteReport } from './bench/rspress-site.mjs';
import { ensureInstalled, pnpm, repoRoot } from './lib.mjs';

const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').map((s) => s.trim()));

ensureInstalled();
if (process.env.BENCH_RSPRESS_SITE) pnpm(['--filter', '@rsdocs/search', '--filter', '@rsdocs/theme', '--filter', 'create-rsdocs', 'run', 'build'], { stdio: 'ignore' });
const result = benchRspressSite({ skipRspress: skip.has('rspress') }); // prints why when skipped
if (!result.skipped) {
  console.log(rspressSiteReport(result));
  // bench/results.json keeps the build bench's other figures; this run replaces its `rspressSite` part only.
  const file = path.join(repoRoot, 'bench/results.json');
  const results = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  results.rspressSite = result;
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n→ wrote ${path.relative(process.cwd(), file)} (rspressSite)`);
}
