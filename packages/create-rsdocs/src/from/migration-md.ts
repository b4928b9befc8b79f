import { AREA_TITLES, type Note, type NoteArea } from './notes';

export interface MigrationSummary {
  /** The Rspress config read, and how its options were passed. */
  configFile: string;
  via?: string;
  /** Files the converter wrote. */
  written: string[];
  pages: number;
  root: string;
  outDir: string;
  notes: Note[];
}

const ORDER: NoteArea[] = ['theme', 'plugins', 'config', 'builder', 'docs', 'packages', 'project'];

/** MIGRATION.md: what was written, then what could not be carried over and how to port each, by area. */
export function migrationMarkdown(s: MigrationSummary): string {
  const out = [
    '# Moving from Rspress to rsdocs',
    '',
    `\`create-rsdocs --from\` read \`${s.configFile}\`${s.via ? ` (the options passed to \`${s.via}\`)` : ''} without running it, and wrote ${s.written.map((f) => `\`${f}\``).join(', ')}. It changed no file under \`${s.root}/\` (${s.pages} Markdown files).`,
    '',
    'Next:',
    '',
    '```bash',
    'npm install',
    `npm run build     # rsdocs build: the static site in ${s.outDir}/`,
    'npm run dev       # rsdocs dev',
    '```',
    '',
    'Navigation comes from the `_nav.json` and `_meta.json` files under the content folder, as in Rspress; `i18n.json` stays where it is for `useI18n()`.',
  ];
  const byArea = new Map<NoteArea, Note[]>();
  for (const note of s.notes) byArea.set(note.area, [...(byArea.get(note.area) ?? []), note]);
  if (!s.notes.length) out.push('', 'Everything in the config was carried over.');
  for (const area of ORDER) {
    const notes = byArea.get(area);
    if (!notes) continue;
    out.push('', `## ${AREA_TITLES[area]}`, '');
    for (const n of notes) out.push(`- **${n.subject}**${n.where ? ` (${n.where})` : ''}: ${n.detail}.\n  ${n.port}`);
  }
  return `${out.join('\n')}\n`;
}

/** The same list for the terminal: one line per note, grouped by area. */
export function migrationText(notes: Note[]): string {
  const lines: string[] = [];
  for (const area of ORDER) {
    const list = notes.filter((n) => n.area === area);
    if (!list.length) continue;
    lines.push(`${AREA_TITLES[area]}:`);
    for (const n of list) lines.push(`  - ${n.subject}${n.where ? ` (${n.where})` : ''}: ${n.detail}`);
  }
  return lines.join('\n');
}
