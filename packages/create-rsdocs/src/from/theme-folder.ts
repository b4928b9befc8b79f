import fs from 'node:fs';
import path from 'node:path';
import type { Note } from './notes';
import { isMissing, missingPackagePort, packageOf, SCRIPT, scriptImports } from './scan-docs';
import { resolveLocal } from './builder-plugins';
import { parseModule, type Program } from './static-value';
import { walk } from './files';

/** What an override of an Rspress theme export does, and the rsdocs way to do the same. */
const OVERRIDES: Record<string, { what: string; port: string }> = {
  Layout: { what: 'wraps every page (Rspress passes slot props such as beforeNavTitle, beforeNav, afterNavMenu)', port: 'Put the slot content in `slots` of an rsdocs theme entry (`beforeNavbar`, `afterNavbar`, `beforeContent`, …), or export `Layout` there and render `DefaultLayout` inside it.' },
  HomeLayout: { what: 'replaces the home page layout', port: 'Describe the home page with `pageType: home` frontmatter (`hero`, `features`), replace the `HomeHero`/`HomeFeatures` parts in `components` of the theme entry, or write the page as MDX with your own components.' },
  DocLayout: { what: 'wraps doc pages (slot props such as beforeDocContent, afterDocFooter)', port: 'Use `slots` of the theme entry (`beforeContent`, `afterContent`, `beforeOutline`, …).' },
  NotFoundLayout: { what: 'replaces the 404 page', port: 'rsdocs writes a 404 page per language; export a `Layout` that renders your own for `page.pageType === \'404\'`.' },
  Nav: { what: 'replaces the navbar', port: 'Replace the `Navbar` part in `components` of the theme entry.' },
  Navbar: { what: 'replaces the navbar', port: 'Replace the `Navbar` part in `components` of the theme entry.' },
  HomeFooter: { what: 'replaces the home footer', port: 'Replace the `Footer` part in `components` of the theme entry, or set `footer.message`.' },
  Footer: { what: 'replaces the footer', port: 'Replace the `Footer` part in `components` of the theme entry.' },
  Search: { what: 'replaces the search (e.g. Algolia\'s)', port: 'rsdocs ships its own search; for a service of your own see `search.mode: \'remote\'`.' },
  Sidebar: { what: 'replaces the sidebar', port: 'Export a `Layout` in the theme entry (the sidebar is among its props).' },
  Outline: { what: 'replaces the outline', port: 'Replace the `Outline` part in `components` of the theme entry.' },
  EditLink: { what: 'replaces the edit link', port: 'Replace the `EditLink` part in `components` of the theme entry.' },
  LastUpdated: { what: 'replaces the last-updated time', port: 'Replace the `LastUpdated` part in `components` of the theme entry.' },
  PrevNextPage: { what: 'replaces the previous/next links', port: 'Replace the `PrevNextPage` part in `components` of the theme entry.' },
};

const GENERIC = 'Components exported here are what `@theme` gives pages in Rspress; in rsdocs, list a component of your own in `mdxComponents` of the theme entry (`themeEntry` in site.config.ts) to use it by name in every page.';

/** Rspress's built-in theme, re-exported by custom themes: rsdocs's own built-ins stand in for it. */
const RSPRESS_THEME = /^(@rspress\/core\/theme(-original)?|@rspress\/theme-default|rspress\/theme)$/;

/** How to keep a custom home page whose components build on rsdocs (they use hooks rsdocs provides). */
const HOME_PORT =
  "rsdocs's home page shows the page's `hero`/`features` frontmatter and its MDX content, so this site's home shows its navbar and little else until the layout is ported. Its components build on rsdocs when they use only React, Rspress's runtime hooks and `@theme` components (the build names what is missing): to show them, export a `Layout` from a theme entry (`themeEntry` in site.config.ts) that returns `<DefaultLayout {...props} slots={{ ...props.slots, beforeContent: <HomeLayout /> }} />` when `props.page.pageType === 'home'`, and `<DefaultLayout {...props} />` otherwise. The theme entry loads with every page, so its imports grow every page's first script.";

/** The file that defines the theme's `HomeLayout` and the components it renders (`<Hero />` …), if it reads as JSX. */
function customHome(projectDir: string, entry: string, program: Program): { file: string; components: string[] } | undefined {
  const binding = program.bindings.get('HomeLayout');
  let file: string | undefined;
  let code: string | undefined;
  if (binding?.kind === 'import' && binding.source.startsWith('.')) {
    file = resolveLocal(path.dirname(path.join(projectDir, entry)), binding.source);
    code = file && fs.readFileSync(file, 'utf8');
  } else if (binding?.kind === 'value') {
    file = path.join(projectDir, entry);
    code = program.text.slice(binding.node.start ?? 0, binding.node.end ?? 0);
  }
  if (!file || !code) return undefined;
  const components = [...new Set([...code.matchAll(/<([A-Z][\w.]*)[\s/>]/g)].map((m) => m[1]!))];
  return components.length ? { file: path.relative(projectDir, file).split(path.sep).join('/'), components } : undefined;
}

/** The site's theme entry (`theme/index.tsx` …), relative to the project, if there is one. */
export function themeEntryOf(projectDir: string, themeDir = 'theme'): string | undefined {
  return ['index.tsx', 'index.ts', 'index.jsx', 'index.js'].map((f) => path.join(themeDir, f)).find((f) => fs.existsSync(path.join(projectDir, f)));
}

/**
 * Whether the theme folder is an Rspress custom theme: its entry re-exports Rspress's built-in theme (`export * from
 * '@rspress/core/theme-original'`) to override parts of it, so it is written against Rspress's layouts.
 */
export function isRspressCustomTheme(projectDir: string, themeDir = 'theme'): boolean {
  const entry = themeEntryOf(projectDir, themeDir);
  if (!entry) return false;
  const text = fs.readFileSync(path.join(projectDir, entry), 'utf8');
  return [...text.matchAll(/^\s*export\s*\*\s*from\s*['"]([^'"]+)['"]/gm)].some((m) => RSPRESS_THEME.test(m[1]!));
}

/** The exports of the site's theme folder (Rspress's `theme/index.tsx`): what each overrides and how to port it. */
export function scanThemeFolder(projectDir: string, themeDir = 'theme', deps: { aliases: string[]; installed: Set<string>; removed?: Map<string, string> } = { aliases: [], installed: new Set() }): Note[] {
  const dir = path.join(projectDir, themeDir);
  const entry = themeEntryOf(projectDir, themeDir);
  if (!entry) return [];
  const notes: Note[] = [];
  const text = fs.readFileSync(path.join(projectDir, entry), 'utf8');
  let program;
  try {
    program = parseModule(text, entry);
  } catch (error) {
    return [{ area: 'theme', subject: entry, detail: (error as Error).message, port: 'Port the theme by hand.' }];
  }
  const at = (line?: number) => `${entry.split(path.sep).join('/')}${line ? `:${line}` : ''}`;
  for (const statement of program.ast.program.body) {
    const line = statement.loc?.start.line;
    if (statement.type === 'ExportAllDeclaration') {
      const from = statement.source.value;
      notes.push({
        area: 'theme',
        subject: `export * from '${from}'`,
        where: at(line),
        detail: RSPRESS_THEME.test(from) ? "re-exports Rspress's built-in components" : `re-exports everything from ${from}`,
        port: RSPRESS_THEME.test(from) ? "Nothing to do: rsdocs's built-in components (Tabs, PackageManagerTabs, Badge, …) take their place." : GENERIC,
      });
    } else if (statement.type === 'ExportNamedDeclaration') {
      const names: string[] = [];
      const d = statement.declaration;
      if (d?.type === 'VariableDeclaration') for (const v of d.declarations) if (v.id.type === 'Identifier') names.push(v.id.name);
      if ((d?.type === 'FunctionDeclaration' || d?.type === 'ClassDeclaration') && d.id) names.push(d.id.name);
      for (const s of statement.specifiers) if (s.type === 'ExportSpecifier') names.push(s.exported.type === 'Identifier' ? s.exported.name : s.exported.value);
      for (const name of names) {
        const known = OVERRIDES[name];
        const home = name === 'HomeLayout' ? customHome(projectDir, entry, program) : undefined;
        notes.push({
          area: 'theme',
          subject: name,
          where: at(line),
          detail: known ? `overrides Rspress's \`${name}\`: ${known.what}${home ? `; ${home.file} renders ${home.components.join(', ')}` : ''}` : `a component the site adds to \`@theme\``,
          port: home ? HOME_PORT : (known?.port ?? GENERIC),
        });
      }
    } else if (statement.type === 'ExportDefaultDeclaration') {
      notes.push({ area: 'theme', subject: 'export default', where: at(line), detail: 'a default export of the theme', port: GENERIC });
    }
  }
  const files = walk(dir).filter((f) => f !== path.join(projectDir, entry));
  if (files.length)
    notes.push({
      area: 'theme',
      subject: `${themeDir}/ (${files.length} more files)`,
      detail: `not used by rsdocs until a theme entry imports them: ${files.slice(0, 8).map((f) => path.relative(projectDir, f).split(path.sep).join('/')).join(', ')}${files.length > 8 ? ', …' : ''}`,
      port: 'Components that only use React (and CSS or Sass) port as they are: import them from a theme entry (`themeEntry`). Those using `@rspress/core/runtime` hooks need the rsdocs equivalents.',
    });
  // Packages the theme's files import that the site will not have (the site's pages may import these files too).
  const missing = new Map<string, string[]>();
  for (const file of walk(dir).filter((f) => SCRIPT.test(f))) {
    const rel = path.relative(projectDir, file).split(path.sep).join('/');
    for (const { spec, line } of scriptImports(fs.readFileSync(file, 'utf8')))
      if (isMissing(spec, deps)) missing.set(packageOf(spec), [...(missing.get(packageOf(spec)) ?? []), `${rel}:${line}`]);
  }
  for (const [spec, where] of missing)
    notes.push({
      area: 'theme',
      subject: `imports of ${spec} (${where.length})`,
      detail: `a package the site does not install: ${where.slice(0, 6).join(', ')}${where.length > 6 ? `, and ${where.length - 6} more` : ''}`,
      port: missingPackagePort(spec, deps.removed),
    });
  return notes;
}
