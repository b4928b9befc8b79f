import type { Rolldown } from 'vite';

/**
 * V8's explicit compile hint: every function of a script that starts with it is compiled as the script loads, not
 * at its first call. The search dialog's code is fetched at idle, long before it runs; compiled lazily, a first
 * search on a slow phone spends tens of milliseconds compiling between the keystroke and its results.
 */
export const COMPILE_ALL_HINT = '//# allFunctionsCalledOnLoad';

/** Source-map mappings one generated line further down: `;` is an empty first line. */
const shiftedMappings = (mappings: string) => `;${mappings}`;

/**
 * Puts the hint on top of a chunk's final (minified) code, which is why it runs in `generateBundle`: a comment
 * added earlier would be dropped by the minifier. The chunk's source map, and the `.map` file already in the
 * bundle when `build.sourcemap` is on, move down by the added line.
 */
export function addCompileHint(chunk: Rolldown.OutputChunk, bundle: Rolldown.OutputBundle): void {
  chunk.code = `${COMPILE_ALL_HINT}\n${chunk.code}`;
  if (chunk.map) chunk.map.mappings = shiftedMappings(chunk.map.mappings);
  const mapFile = chunk.sourcemapFileName ? bundle[chunk.sourcemapFileName] : undefined;
  if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
    const map = JSON.parse(mapFile.source) as { mappings: string };
    mapFile.source = JSON.stringify({ ...map, mappings: shiftedMappings(map.mappings) });
  }
}
