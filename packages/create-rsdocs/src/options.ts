import { parseArgs } from 'node:util';

import { LANGS, toLang, type Lang } from './languages';

/** Languages the theme ships UI strings for; the first one chosen is the site's default (served without prefix). */
export { LANGS, type Lang };

/** Starter templates: `docs` is a home page and a guide; `blog` adds a blog with RSS/Atom feeds and reading time. */
export const TEMPLATES = ['docs', 'blog'] as const;
export type Template = (typeof TEMPLATES)[number];

/** Everything the starter is made from; every field has a default, so `--yes` needs no questions. */
export interface Answers {
  /** Target folder, relative to where the command runs. */
  dir: string;
  title: string;
  langs: Lang[];
  template: Template;
  /** Brand colour as `#rrggbb`. */
  brand: string;
}

export const DEFAULTS: Answers = {
  dir: 'my-docs',
  title: 'My Docs',
  langs: ['en', 'zh'],
  template: 'docs',
  brand: '#6d28d9',
};

export interface CliOptions {
  /** Answers given on the command line; the rest are asked (or defaulted with `yes`). */
  given: Partial<Answers>;
  yes: boolean;
  /** Folder holding `rsdocs-theme-*.tgz` and `rsdocs-search-*.tgz`: the starter installs from them, not the registry. */
  tarballs?: string;
  /** An Rspress project folder to convert in place (`--from`), instead of a new site. */
  from?: string;
  help: boolean;
}

export const HELP = `create-rsdocs [dir] [options]
create-rsdocs --from <folder> [--tarballs <folder>]

Start a documentation site on @rsdocs/theme. Asks for what is not given (Enter keeps the default).
With --from, convert an existing Rspress project in place instead (its Markdown is never changed).

  dir                    folder to create (default: my-docs); must be new or empty
  --yes, -y              take the defaults for everything not given, ask nothing
  --title <text>         site title (default: "My Docs")
  --langs <list>         languages, the first is the default, e.g. en | en,zh | ja,en | en,zh,ja,ar (default: en,zh)
                         any of en, zh, zh-TW, ja, ko, es, fr, de, pt-BR, ru, ar, he
  --template <name>      docs (home page and a guide) | blog (docs plus a blog with feeds) (default: docs)
  --brand <#rrggbb>      brand colour (default: #6d28d9)
  --tarballs <folder>    install @rsdocs/theme and @rsdocs/search from packed .tgz files in <folder>
                         instead of the npm registry (offline, or before they are published)
  --from <folder>        convert the Rspress project in <folder>: writes site.config.ts from its config,
                         rewrites package.json for rsdocs and lists what it could not carry in MIGRATION.md
  --help, -h             this text
`;

/** A mistake on the command line: the message says what was wrong and what is accepted. */
export class UsageError extends Error {}

export function parseLangs(value: string): Lang[] {
  const typed = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = typed.filter((l) => !toLang(l));
  if (!typed.length || unknown.length)
    throw new UsageError(`--langs: ${unknown.length ? `unknown language "${unknown[0]}"` : 'empty list'}; use a comma-separated list of ${LANGS.join(', ')} (the first is the default)`);
  return [...new Set(typed.map((l) => toLang(l)!))];
}

export function parseTemplate(value: string): Template {
  if (!(TEMPLATES as readonly string[]).includes(value)) throw new UsageError(`--template: unknown template "${value}"; use ${TEMPLATES.join(' or ')}`);
  return value as Template;
}

export function parseBrand(value: string): string {
  const hex = value.trim().toLowerCase();
  const short = /^#?([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(hex);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  if (/^#?[0-9a-f]{6}$/.test(hex)) return hex.startsWith('#') ? hex : `#${hex}`;
  throw new UsageError(`--brand: "${value}" is not a colour; use a hex colour such as #6d28d9`);
}

/** Why a folder name cannot be used, or undefined when it can. */
export function checkDir(dir: string): string | undefined {
  if (!dir.trim()) return 'give a folder name, e.g. my-docs';
  return undefined;
}

export function parseCliArgs(argv: string[]): CliOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        yes: { type: 'boolean', short: 'y' },
        help: { type: 'boolean', short: 'h' },
        title: { type: 'string' },
        langs: { type: 'string' },
        template: { type: 'string' },
        brand: { type: 'string' },
        tarballs: { type: 'string' },
        from: { type: 'string' },
      },
    });
  } catch (error) {
    // Node's messages name the flag ("Unknown option '--lang'"); the help lists the right ones.
    throw new UsageError(`${(error as Error).message.split('. ')[0]}; see create-rsdocs --help`);
  }
  const { values, positionals } = parsed;
  if (values.from !== undefined) {
    if (!values.from.trim()) throw new UsageError('--from: give the folder of the Rspress project, e.g. --from ./website');
    const others = (['title', 'langs', 'template', 'brand'] as const).filter((k) => values[k] !== undefined);
    if (positionals.length || others.length)
      throw new UsageError(`--from converts a project in place and takes only --tarballs (got ${[...positionals, ...others.map((k) => `--${k}`)].join(', ')})`);
    return { given: {}, yes: true, tarballs: values.tarballs, from: values.from, help: values.help ?? false };
  }
  if (positionals.length > 1) throw new UsageError(`one folder at a time (got ${positionals.join(', ')})`);
  const given: Partial<Answers> = {};
  if (positionals[0] !== undefined) {
    const problem = checkDir(positionals[0]);
    if (problem) throw new UsageError(problem);
    given.dir = positionals[0];
  }
  if (values.title !== undefined) given.title = values.title;
  if (values.langs !== undefined) given.langs = parseLangs(values.langs);
  if (values.template !== undefined) given.template = parseTemplate(values.template);
  if (values.brand !== undefined) given.brand = parseBrand(values.brand);
  return { given, yes: values.yes ?? false, tarballs: values.tarballs, help: values.help ?? false };
}
