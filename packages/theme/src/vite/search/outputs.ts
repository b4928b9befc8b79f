import path from 'node:path';
import type { OutputWriter } from '../build/out-dir';
import type { SearchIndexFile, SearchIndexPlan } from './search-index';

// A search index in the out dir. Its files are recorded by their own names: an index's name holds a hash of
// everything that goes into it (the builder and every document), and so does every file in its folder, so a name
// the last build wrote, still on disk as it was left, holds the same bytes (no hash of tens of thousands of files).

/** The planned indexes the last build did not leave in the out dir as they are (root and folder): to be built. */
export function indexesToBuild(plans: SearchIndexPlan[], out: OutputWriter): SearchIndexPlan[] {
  return plans.filter((plan) => !(out.unchanged(plan.fileName, plan.fileName) && out.unchangedFolder(plan.fileName.replace(/\.json$/, '/'))));
}

/**
 * The folder of the index of `plan`'s language and version that the last build wrote, in the out dir it left
 * (`lastOutDir`), when another than the plan's: the new index's files that equal its own are linked to them
 * (`SearchIndexJob.previous`). Roots are named `static/search_index.<lang>[.<version>].<hash>.json`.
 */
export function previousIndexFolder(plan: SearchIndexPlan, out: OutputWriter, lastOutDir: string): string | undefined {
  const prefix = plan.fileName.replace(/[^.]+\.json$/, '');
  for (const rel of out.previousNamed(prefix)) {
    if (rel !== plan.fileName && /^[0-9a-f]+\.json$/.test(rel.slice(prefix.length))) return path.join(lastOutDir, rel.replace(/\.json$/, ''));
  }
  return undefined;
}

/**
 * Records or writes a built index's files: those its worker wrote straight into the out dir (`written.dir` is
 * the out dir) are recorded, those written elsewhere copied in one at a time, and those in memory written.
 */
export async function writeIndexOutputs(index: SearchIndexFile, out: OutputWriter, outDir: string, read: (file: string) => string): Promise<void> {
  for (const f of index.files) out.write(f.fileName, f.source, f.fileName);
  const written = index.written;
  if (!written) return;
  const inPlace = path.resolve(written.dir) === path.resolve(outDir);
  for (const name of written.names) {
    if (inPlace) {
      out.adopt(name, name);
      continue;
    }
    out.write(name, read(path.join(written.dir, name)), name);
    await out.drain();
  }
}
