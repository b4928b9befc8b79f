/** What the converter could not carry over (or carried with a difference), and how to port it. */
export interface Note {
  /** The heading it is listed under in MIGRATION.md. */
  area: NoteArea;
  /** What it is about: a config key, a plugin, a file. */
  subject: string;
  /** `file:line` where it was found, when known. */
  where?: string;
  /** What happened to it. */
  detail: string;
  /** How to port it. */
  port: string;
}

export type NoteArea = 'config' | 'plugins' | 'builder' | 'theme' | 'packages' | 'docs' | 'project';

export const AREA_TITLES: Record<NoteArea, string> = {
  config: 'Config options',
  plugins: 'Rspress plugins',
  builder: 'Rsbuild options (builderConfig)',
  theme: 'Custom theme',
  packages: 'package.json',
  docs: 'Content',
  project: 'Project files',
};
