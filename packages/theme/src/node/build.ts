import { loadProject, type CliOverrides } from './project';

export interface BuildOptions extends Pick<CliOverrides, 'base' | 'outDir'> {
  root?: string;
  /**
   * false: no build cache (`--no-cache`). Set as `RSDOCS_CACHE=0` for the build, which the plugin reads, so it holds
   * for a plugin the site's own vite.config sets up too. @default true
   */
  cache?: boolean;
}

/** `rsdocs build`: the static site, as `vite build` writes it, for a folder with or without a Vite config. */
export async function runBuild(options: BuildOptions = {}): Promise<void> {
  const { createBuilder } = await import('vite');
  const previous = process.env.RSDOCS_CACHE;
  if (options.cache === false) process.env.RSDOCS_CACHE = '0';
  try {
    const { inline } = await loadProject(options.root, { command: 'build', mode: 'production', isSsrBuild: false, isPreview: false }, options);
    const builder = await createBuilder({ ...inline, mode: inline.mode ?? 'production' });
    await builder.buildApp();
  } finally {
    if (previous === undefined) delete process.env.RSDOCS_CACHE;
    else process.env.RSDOCS_CACHE = previous;
  }
}
