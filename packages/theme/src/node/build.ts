import { loadProject, type CliOverrides } from './project';

export interface BuildOptions extends Pick<CliOverrides, 'base' | 'outDir'> {
  root?: string;
}

/** `rsdocs build`: the static site, as `vite build` writes it, for a folder with or without a Vite config. */
export async function runBuild(options: BuildOptions = {}): Promise<void> {
  const { createBuilder } = await import('vite');
  const { inline } = await loadProject(options.root, { command: 'build', mode: 'production', isSsrBuild: false, isPreview: false }, options);
  const builder = await createBuilder({ ...inline, mode: inline.mode ?? 'production' });
  await builder.buildApp();
}
