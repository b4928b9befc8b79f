import * as p from '@clack/prompts';
import { checkDir, DEFAULTS, LANGS, parseBrand, TEMPLATES, UsageError, type Answers, type Lang, type Template } from './options';
import { TEXT } from './languages';
import { targetProblem } from './scaffold';
import path from 'node:path';

const LANG_LABELS = Object.fromEntries(LANGS.map((l) => [l, l === 'en' ? 'English' : `${TEXT[l].label} (${TEXT[l].english})`])) as Record<Lang, string>;
const TEMPLATE_HINTS: Record<Template, string> = { docs: 'home page and a guide', blog: 'docs plus a blog with RSS/Atom feeds and reading time' };

/** Ask for every answer not given on the command line; null when the user cancels (Ctrl+C). */
export async function ask(given: Partial<Answers>): Promise<Answers | null> {
  p.intro('create-rsdocs');
  const cancelled = () => {
    p.cancel('Cancelled: nothing was written.');
    return null;
  };
  const dir =
    given.dir ??
    (await p.text({
      message: 'Folder for the new site',
      placeholder: DEFAULTS.dir,
      defaultValue: DEFAULTS.dir,
      validate: (v) => checkDir(v || DEFAULTS.dir) ?? targetProblem(path.resolve(v || DEFAULTS.dir)),
    }));
  if (p.isCancel(dir)) return cancelled();
  const title = given.title ?? (await p.text({ message: 'Site title', placeholder: DEFAULTS.title, defaultValue: DEFAULTS.title }));
  if (p.isCancel(title)) return cancelled();
  let langs: Lang[] | undefined = given.langs;
  if (!langs) {
    const chosen = await p.multiselect<Lang>({
      message: 'Languages',
      options: LANGS.map((value) => ({ value, label: LANG_LABELS[value] })),
      initialValues: DEFAULTS.langs,
      required: true,
    });
    if (p.isCancel(chosen)) return cancelled();
    langs = chosen;
    if (chosen.length > 1) {
      // The default language is served without a path prefix: ask which one it is.
      const first = await p.select<Lang>({
        message: 'Default language (served without a prefix)',
        options: chosen.map((value) => ({ value, label: LANG_LABELS[value] })),
        initialValue: chosen[0],
      });
      if (p.isCancel(first)) return cancelled();
      langs = [first, ...chosen.filter((l) => l !== first)];
    }
  }
  const template =
    given.template ??
    (await p.select<Template>({
      message: 'Template',
      options: TEMPLATES.map((value) => ({ value, label: value, hint: TEMPLATE_HINTS[value] })),
      initialValue: DEFAULTS.template,
    }));
  if (p.isCancel(template)) return cancelled();
  const brandText =
    given.brand ??
    (await p.text({
      message: 'Brand colour',
      placeholder: DEFAULTS.brand,
      defaultValue: DEFAULTS.brand,
      validate: (v) => {
        try {
          parseBrand(v || DEFAULTS.brand);
          return undefined;
        } catch (error) {
          return (error as UsageError).message.replace(/^--brand: /, '');
        }
      },
    }));
  if (p.isCancel(brandText)) return cancelled();
  return { dir, title, langs, template, brand: parseBrand(brandText) };
}
