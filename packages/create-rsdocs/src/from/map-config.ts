import { Code, toSource, type ConfigValue } from './config-source';
import type { Note } from './notes';
import type { RspressConfig } from './read-config';
import { Call, Dynamic, isRecord, type Value } from './static-value';

/** Rspress's UI text keys (i18n.json, or a theme locale's own keys) → the theme's message keys. */
export const UI_TEXT_KEYS: Record<string, string> = {
  outlineTitle: 'outline.title',
  menuTitle: 'outline.menu',
  scrollToTopText: 'outline.backToTop',
  prevPageText: 'page.prev',
  nextPageText: 'page.next',
  lastUpdatedText: 'page.lastUpdated',
  editLinkText: 'page.editLink',
  sourceCodeText: 'page.source',
  searchPlaceholderText: 'search.placeholder',
  searchNoResultsText: 'search.noResults',
  searchSuggestedQueryText: 'search.suggestion',
  searchPanelCancelText: 'search.cancel',
  languagesText: 'language.label',
  themeText: 'appearance.label',
  notFoundText: 'notFound.title',
  takeMeHomeText: 'notFound.home',
  codeButtonGroupCopyButtonText: 'code.copy',
  codeButtonGroupWrapButtonText: 'code.wrap',
  'overview.filterNameText': 'overview.filter',
  'overview.filterPlaceholderText': 'overview.placeholder',
  'overview.filterNoResultText': 'overview.noMatch',
};

const SOCIAL_ICONS = new Set(['github', 'x', 'discord', 'lark', 'slack', 'youtube', 'bluesky', 'npm']);
const LANG_LABELS: Record<string, string> = { en: 'English', zh: '简体中文' };
/** Rspress's output folder when `outDir` is not set. */
export const RSPRESS_OUT_DIR = 'doc_build';

export interface MappedConfig {
  /** site.config.ts's object, in the order it is written. */
  config: { [key: string]: ConfigValue | undefined };
  /** Named imports from '@rsdocs/theme/vite' beside defineConfig. */
  imports: string[];
  /** Content folder (relative to the project). */
  root: string;
  /** Output folder of builds (Rspress's `outDir`, default doc_build): the build and preview scripts name it. */
  outDir: string;
  /** The default language and the site's languages. */
  lang: string;
  langs: string[];
  notes: Note[];
}

/** How a plugin Rspress sites use is ported: a fixed note, or code the config gets. */
interface PluginPort {
  detail: string;
  port: string;
}

/** Rspress plugins by package: what rsdocs has instead. Others get the generic note. */
const KNOWN_PLUGINS: Record<string, PluginPort> = {
  '@rspress/plugin-sitemap': { detail: 'rsdocs writes sitemap.xml itself when `siteUrl` is set', port: 'Nothing to do: `siteUrl` was taken from its options (when it was a literal).' },
  '@rspress/plugin-rss': { detail: 'carried over as `feedPlugin()` (RSS and Atom per language, of the pages under one prefix)', port: 'Check the prefix; file names are `blog/rss.xml` and `blog/atom.xml` (per language), so links to the old feed files need a redirect.' },
  '@rspress/plugin-algolia': { detail: 'rsdocs ships its own search (a local index per language, built with the site)', port: 'Nothing to do for local search; for a search service of your own, see `search.mode: \'remote\'` in the theme README.' },
  '@rspress/plugin-client-redirects': { detail: 'its rules are carried over as `redirects: { from: to }`', port: 'Nothing to do. A rule whose `from` or `to` was not a literal is listed under "Config options".' },
  '@rspress/plugin-llms': { detail: 'rsdocs writes llms.txt and a Markdown copy of each page (`llms`)', port: 'Nothing to do.' },
  '@rspress/plugin-last-updated': { detail: 'rsdocs shows the last git commit time (`lastUpdated`)', port: 'Nothing to do.' },
  '@rspress/plugin-medium-zoom': { detail: 'images in pages zoom on click in rsdocs', port: 'Nothing to do.' },
  '@rspress/plugin-shiki': { detail: 'rsdocs highlights code at build time itself', port: 'Nothing to do; a custom grammar or theme has no equivalent yet.' },
  '@rspress/plugin-preview': { detail: 'no equivalent: `preview` code blocks build as plain code blocks', port: 'Render the demo with a component of your own (`mdxComponents` of the theme entry).' },
  '@rspress/plugin-playground': { detail: 'no equivalent: playground code blocks build as plain code blocks', port: 'Render the playground with a component of your own (`mdxComponents` of the theme entry).' },
  '@rspress/plugin-twoslash': { detail: 'no equivalent: `twoslash` code blocks build as plain code blocks', port: 'None yet; the type hovers are lost.' },
  '@rspress/plugin-api-docgen': { detail: 'no equivalent', port: 'Generate the API tables into Markdown before the build, or render them with a component of your own.' },
};

const GENERIC_PLUGIN_PORT =
  'No equivalent in rsdocs. A plugin object in `plugins` of site.config.ts has the hooks to rebuild it: `markdown.remarkPlugins`/`rehypePlugins`, `extendPageData`, `addPages`, `globalStyles`, `globalComponents`, `head`, `afterBuild` (see "Plugins" in the @rsdocs/theme README).';

/** Where notes go while mapping: each says what was not carried and how to port it, with the config's line. */
class Notes {
  readonly list: Note[] = [];
  constructor(private readonly file: string) {}

  at(line?: number): string {
    return line ? `${this.file}:${line}` : this.file;
  }

  add(subject: string, detail: string, port: string, value?: Value, area: Note['area'] = 'config'): void {
    this.list.push({ area, subject, where: this.at(lineOf(value)), detail, port });
  }

  notLiteral(subject: string, value: Value, port = 'Write the value into site.config.ts by hand.'): void {
    this.add(subject, `not a literal (\`${shorten(value instanceof Dynamic ? value.code : String(value))}\`): the converter reads the config without running it`, port, value);
  }

  /** A string option, or a note when it is not one. */
  str(key: string, value: Value): string | undefined {
    if (value === undefined) return undefined;
    if (typeof value === 'string') return value;
    this.notLiteral(key, value);
    return undefined;
  }
}

type Config = MappedConfig['config'];
type Locale = { [key: string]: ConfigValue | undefined };

/**
 * Rspress's `multiVersion` ({ default, versions }) is rsdocs's: a folder per version above the languages, the
 * default served without a prefix. A default that is not among the versions is the first one, with a note.
 */
function mapVersions(value: Value, notes: Notes): { default: string; versions: string[] } | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value) || !Array.isArray(value.versions) || !value.versions.length || !value.versions.every((v) => typeof v === 'string')) {
    notes.notLiteral('multiVersion', value, 'Write `multiVersion: { default, versions }` into site.config.ts by hand (each version is a folder above the languages, as in Rspress).');
    return undefined;
  }
  const versions = value.versions as string[];
  if (typeof value.default === 'string' && versions.includes(value.default)) return { default: value.default, versions };
  notes.add('multiVersion.default', `${value.default === undefined ? 'not set' : `\`${shorten(JSON.stringify(value.default))}\` is not among the versions`}: \`${versions[0]}\` is served without a prefix`, 'Set `multiVersion.default` in site.config.ts to the version served at the root.', value.default ?? value);
  return { default: versions[0]!, versions };
}

/** Map Rspress's options to rsdocs's site config; everything not carried is a note. */
export function mapConfig(source: RspressConfig, i18n?: { [key: string]: Value }): MappedConfig {
  const o = source.options;
  const notes = new Notes(source.file);
  const theme = isRecord(o.themeConfig) ? o.themeConfig : {};
  if (o.themeConfig !== undefined && !isRecord(o.themeConfig)) notes.notLiteral('themeConfig', o.themeConfig);
  const config: Config = {};

  config.title = notes.str('title', o.title) ?? 'Docs';
  config.description = notes.str('description', o.description);
  const root = notes.str('root', o.root) ?? 'docs';
  if (root !== 'docs') config.root = root;
  const base = notes.str('base', o.base);
  if (base && base !== '/') config.base = base.startsWith('/') ? base : `/${base}`;
  const lang = notes.str('lang', o.lang) ?? 'en';
  config.lang = lang;
  if (o.icon !== undefined) config.icon = notes.str('icon', o.icon);
  if (isRecord(o.logo) && typeof o.logo.light === 'string' && typeof o.logo.dark === 'string') config.logo = { light: o.logo.light, dark: o.logo.dark };
  else if (o.logo !== undefined) config.logo = notes.str('logo', o.logo);
  config.logoText = notes.str('logoText', o.logoText);
  if (o.logoHref !== undefined) notes.add('logoHref', "not carried: the logo links to the language's home page", 'Replace the `Navbar` part in the theme entry if it must link elsewhere.');

  const locales = mapLocales(o, theme, lang, i18n, notes);
  config.locales = [...locales.values()] as ConfigValue[];
  mapThemeOptions(theme, config, notes);
  const route = isRecord(o.route) ? o.route : {};
  if (o.route !== undefined && !isRecord(o.route)) notes.notLiteral('route', o.route);
  const localeRedirect = route.localeRedirect ?? theme.localeRedirect;
  if (localeRedirect === 'auto' || localeRedirect === 'never') config.localeRedirect = localeRedirect;
  else if (localeRedirect !== undefined) notes.add('localeRedirect', `not carried: ${JSON.stringify(localeRedirect)}`, "rsdocs takes 'auto' or 'never'.", localeRedirect);
  mapRoute(route, config, notes);
  mapMarkdown(isRecord(o.markdown) ? o.markdown : {}, config, notes);

  // Output and search.
  const outDir = notes.str('outDir', o.outDir) ?? RSPRESS_OUT_DIR;
  config.llms = o.llms !== undefined && o.llms !== false; // Rspress writes no llms.txt unless asked
  if (isRecord(o.search) && o.search.codeBlocks === false) config.search = { ...(config.search as object | undefined), codeBlocks: false };
  if (o.search === false) config.search = { mode: false };
  if (isRecord(o.search))
    for (const key of Object.keys(o.search).filter((k) => k !== 'codeBlocks')) notes.add(`search.${key}`, 'not carried', 'See "Search" in the theme README.', o.search[key]);
  const versions = mapVersions(o.multiVersion, notes);
  if (versions) config.multiVersion = versions;

  // Site URL: Rspress's siteOrigin, or the sitemap/RSS plugins' siteUrl; then the plugins' own options.
  const plugins = mapPlugins(o.plugins, [...locales.keys()], notes);
  const siteUrl = notes.str('siteOrigin', o.siteOrigin) ?? plugins.siteUrl;
  if (siteUrl) config.siteUrl = siteUrl.replace(/\/+$/, '');
  if (plugins.code.length) config.plugins = plugins.code;
  if (plugins.redirects) config.redirects = plugins.redirects;

  noteTheRest(o, notes);
  return { config, imports: plugins.imports, root, outDir, lang, langs: [...locales.keys()], notes: notes.list };
}

/**
 * The languages: the site's locales (title, description) merged with the theme's (label, nav, sidebar, texts),
 * the UI texts of i18n.json as messages; the default language first (it is served without a prefix).
 */
function mapLocales(o: { [key: string]: Value }, theme: { [key: string]: Value }, lang: string, i18n: { [key: string]: Value } | undefined, notes: Notes): Map<string, Locale> {
  const locales = new Map<string, Locale>();
  const messagesOf = (code: string) => (locales.get(code)!.messages ??= {}) as { [key: string]: ConfigValue };
  const notLiteral = notes.notLiteral.bind(notes);
  const addLocales = (list: Value, key: string) => {
    if (list === undefined) return;
    if (!Array.isArray(list)) return notes.notLiteral(key, list);
    for (const item of list) {
      if (!isRecord(item) || typeof item.lang !== 'string') {
        notes.notLiteral(`${key}[]`, item);
        continue;
      }
      const locale = locales.get(item.lang) ?? { lang: item.lang, label: LANG_LABELS[item.lang] ?? item.lang };
      locales.set(item.lang, locale);
      for (const field of ['label', 'title', 'description'] as const) if (typeof item[field] === 'string') locale[field] = item[field];
      if (item.nav !== undefined) {
        const nav = mapNav(item.nav, `${key}[${item.lang}].nav`, notLiteral);
        if (nav) locale.nav = nav;
      }
      if (item.sidebar !== undefined) {
        const sidebar = mapSidebar(item.sidebar, item.lang === lang ? '' : `/${item.lang}`, `${key}[${item.lang}].sidebar`, notLiteral);
        if (sidebar) locale.sidebar = sidebar;
      }
      for (const [textKey, messageKey] of Object.entries(UI_TEXT_KEYS)) if (typeof item[textKey] === 'string') messagesOf(item.lang)[messageKey] = item[textKey];
      const known = new Set(['lang', 'label', 'title', 'description', 'nav', 'sidebar', ...Object.keys(UI_TEXT_KEYS)]);
      for (const other of Object.keys(item).filter((k) => !known.has(k)))
        notes.add(`${key}[${item.lang}].${other}`, 'not carried: rsdocs has no such locale option', 'See `LocaleConfig` in the theme README for what a language takes.');
    }
  };
  addLocales(o.locales, 'locales');
  addLocales(theme.locales, 'themeConfig.locales');
  if (!locales.size) locales.set(lang, { lang, label: LANG_LABELS[lang] ?? lang });
  if (!locales.has(lang)) notes.add('lang', `the default language "${lang}" is not among the locales`, 'Add it to `locales` in site.config.ts.');
  // Single-language sites may carry nav and sidebar at the theme level.
  const defaultLocale = locales.get(lang);
  if (defaultLocale && theme.nav !== undefined) {
    const nav = mapNav(theme.nav, 'themeConfig.nav', notLiteral);
    if (nav) defaultLocale.nav = nav;
  }
  if (defaultLocale && theme.sidebar !== undefined) {
    const sidebar = mapSidebar(theme.sidebar, '', 'themeConfig.sidebar', notLiteral);
    if (sidebar) defaultLocale.sidebar = sidebar;
  }
  if (defaultLocale && isRecord(theme.editLink) && typeof theme.editLink.text === 'string') messagesOf(lang)['page.editLink'] = theme.editLink.text;
  // i18n.json: UI texts go to each language's messages; other keys stay in i18n.json for useI18n().
  for (const [textKey, messageKey] of Object.entries(UI_TEXT_KEYS)) {
    const texts = i18n?.[textKey];
    if (!isRecord(texts)) continue;
    for (const [code, text] of Object.entries(texts)) if (locales.has(code) && typeof text === 'string') messagesOf(code)[messageKey] = text;
  }
  return new Map([...locales].sort(([a], [b]) => Number(b === lang) - Number(a === lang)));
}

/** themeConfig: social links, edit link, last-updated time, footer, navbar, appearance, search. */
function mapThemeOptions(theme: { [key: string]: Value }, config: Config, notes: Notes): void {
  if (theme.socialLinks !== undefined) {
    if (!Array.isArray(theme.socialLinks)) notes.notLiteral('themeConfig.socialLinks', theme.socialLinks);
    else {
      const links: ConfigValue[] = [];
      for (const link of theme.socialLinks) {
        const icon = isRecord(link) && typeof link.icon === 'string' ? link.icon.toLowerCase() : undefined;
        if (isRecord(link) && icon && SOCIAL_ICONS.has(icon) && (link.mode === undefined || link.mode === 'link') && typeof link.content === 'string')
          links.push({ icon, link: link.content });
        else
          notes.add(
            'themeConfig.socialLinks',
            `not carried: \`${shorten(JSON.stringify(link))}\` (rsdocs has links with the icons ${[...SOCIAL_ICONS].join(', ')}; no text, image, HTML or custom SVG modes)`,
            'Add it to `socialLinks` with one of those icons, or render it in a slot of the theme entry.',
            link,
          );
      }
      if (links.length) config.socialLinks = links;
    }
  }
  if (theme.editLink !== undefined) {
    if (isRecord(theme.editLink) && typeof theme.editLink.docRepoBaseUrl === 'string') config.editLink = { docRepoBaseUrl: theme.editLink.docRepoBaseUrl };
    else notes.notLiteral('themeConfig.editLink', theme.editLink);
  }
  // Rspress shows no last-updated time unless asked; rsdocs shows it by default.
  const lastUpdated = theme.lastUpdated;
  config.lastUpdated = lastUpdated === true || isRecord(lastUpdated);
  if (isRecord(lastUpdated) && lastUpdated.author)
    notes.add('themeConfig.lastUpdated.author', 'not carried: rsdocs shows the time, not the author', 'Replace the `LastUpdated` part in the theme entry to add the author.', lastUpdated.author);
  if (isRecord(theme.footer) && typeof theme.footer.message === 'string') config.footer = { message: theme.footer.message };
  else if (theme.footer !== undefined) notes.notLiteral('themeConfig.footer', theme.footer);
  if (theme.hideNavbar === 'auto') config.hideNavbarOnScroll = true;
  else if (theme.hideNavbar === 'always') notes.add('themeConfig.hideNavbar', 'not carried: "always" has no equivalent', "Use `navbar: false` in a page's frontmatter, or `?navbar=0`.", theme.hideNavbar);
  if (theme.darkMode === false || (typeof theme.darkMode === 'string' && theme.darkMode.startsWith('force')))
    notes.add('themeConfig.darkMode', `not carried: ${JSON.stringify(theme.darkMode)}`, 'rsdocs always offers light, dark and auto; fix one in the theme entry with a stylesheet if you must.', theme.darkMode);
  if (theme.search === false) config.search = { mode: false };
  const handled = new Set(['locales', 'socialLinks', 'editLink', 'lastUpdated', 'footer', 'hideNavbar', 'localeRedirect', 'darkMode', 'search', 'nav', 'sidebar']);
  for (const key of Object.keys(theme).filter((k) => !handled.has(k))) notes.add(`themeConfig.${key}`, 'not carried: rsdocs has no such option', 'See "Config reference" in the @rsdocs/theme README.', theme[key]);
}

/** route: excluded folders (rsdocs takes folder names, not globs), clean URLs, what is routed. */
function mapRoute(route: { [key: string]: Value }, config: Config, notes: Notes): void {
  if (route.exclude !== undefined) {
    const folders = new Set<string>();
    for (const glob of Array.isArray(route.exclude) ? route.exclude : [route.exclude]) {
      const folder = typeof glob === 'string' ? excludedFolder(glob) : undefined;
      if (folder) folders.add(folder);
      else
        notes.add(
          'route.exclude',
          `not carried: \`${typeof glob === 'string' ? glob : shorten(String(glob))}\` is not a whole folder (rsdocs's \`exclude\` takes folder names)`,
          'Move such files into a folder named in `exclude`, or into a folder starting with `_`.',
          glob,
        );
    }
    if (folders.size) config.exclude = [...folders];
  }
  if (route.cleanUrls === false)
    notes.add('route.cleanUrls', 'rsdocs always writes clean URLs (`/guide/start` from `guide/start.html`)', 'Links to `.html` addresses keep working on hosts that serve `guide/start.html` for them.', route.cleanUrls);
  for (const key of ['include', 'extensions', 'excludeConvention'])
    if (route[key] !== undefined) notes.add(`route.${key}`, 'not carried: rsdocs routes the .md and .mdx files under each language folder', 'Move the pages under the content folder.', route[key]);
}

/** markdown: the link checks and prefixes rsdocs has; highlighting and plugins are notes. */
function mapMarkdown(markdown: { [key: string]: Value }, config: Config, notes: Notes): void {
  const link = isRecord(markdown.link) ? markdown.link : {};
  if (link.checkDeadLinks === false) config.checkDeadLinks = false;
  // Rspress prefixes absolute links in other languages' pages (autoPrefix), as rsdocs does unless told not to.
  if (link.autoPrefix === false) config.markdown = { autoPrefixLinks: false };
  for (const key of Object.keys(markdown)) {
    if (key === 'link') {
      for (const sub of Object.keys(link).filter((k) => k !== 'checkDeadLinks' && k !== 'autoPrefix'))
        notes.add(`markdown.link.${sub}`, sub === 'checkAnchors' ? 'rsdocs checks anchors together with links (`checkDeadLinks`)' : 'not carried', sub === 'checkAnchors' ? 'Nothing to do.' : 'See "Markdown features" in the theme README.', link[sub]);
    } else if (key === 'shiki') {
      notes.add('markdown.shiki', 'not carried: rsdocs highlights with Prism grammars at build time; the `[!code …]` notations work without transformers', 'A language without a grammar shows as plain text; an alias (`langAlias`) has no equivalent yet.', markdown.shiki);
    } else if (key === 'remarkPlugins' || key === 'rehypePlugins') {
      notes.add(`markdown.${key}`, 'not carried: the plugins are imported in the Rspress config', `Import them in site.config.ts and pass them as \`plugins: [{ name: 'markdown', markdown: { ${key}: [...] } }]\`.`, markdown[key]);
    } else notes.add(`markdown.${key}`, 'not carried: rsdocs has no such Markdown option', 'See "Markdown features" in the theme README.', markdown[key]);
  }
}

/** Rspress plugins: each is a note; the RSS plugin becomes feedPlugin(), client-redirects' rules `redirects`. */
function mapPlugins(list: Value, langs: string[], notes: Notes): { code: Code[]; imports: string[]; redirects?: { [from: string]: ConfigValue }; siteUrl?: string } {
  const out: ReturnType<typeof mapPlugins> = { code: [], imports: [] };
  const plugins = list === undefined ? [] : Array.isArray(list) ? list : (notes.notLiteral('plugins', list), []);
  for (const plugin of plugins) {
    if (!(plugin instanceof Call)) {
      notes.add('plugins', `a plugin written as \`${shorten(plugin instanceof Dynamic ? plugin.code : JSON.stringify(plugin))}\``, GENERIC_PLUGIN_PORT, plugin, 'plugins');
      continue;
    }
    const pkg = plugin.source ?? plugin.callee;
    const [options] = plugin.args;
    if ((pkg === '@rspress/plugin-sitemap' || pkg === '@rspress/plugin-rss') && isRecord(options) && typeof options.siteUrl === 'string') out.siteUrl ??= options.siteUrl;
    if (pkg === '@rspress/plugin-client-redirects') {
      const rules = isRecord(options) ? options.redirects : options;
      for (const rule of Array.isArray(rules) ? rules : [rules]) {
        const froms = isRecord(rule) ? (Array.isArray(rule.from) ? rule.from : [rule.from]) : [];
        if (isRecord(rule) && typeof rule.to === 'string' && froms.length && froms.every((f) => typeof f === 'string'))
          for (const from of froms as string[]) (out.redirects ??= {})[from] = rule.to;
        else notes.notLiteral('redirects (client-redirects rule)', rule, 'Add the rule to `redirects` in site.config.ts by hand.');
      }
    }
    if (pkg === '@rspress/plugin-rss') {
      if (!out.imports.includes('feedPlugin')) out.imports.push('feedPlugin');
      const prefix = feedPrefix(options, langs);
      out.code.push(new Code(`feedPlugin(${prefix && prefix !== '/blog/' ? toSource({ prefix }) : ''})`));
    }
    const known = KNOWN_PLUGINS[pkg];
    notes.list.push({ area: 'plugins', subject: `${plugin.callee}()${plugin.source ? ` from ${plugin.source}` : ''}`, where: notes.at(plugin.line), detail: known?.detail ?? 'no equivalent in rsdocs', port: known?.port ?? GENERIC_PLUGIN_PORT });
  }
  return out;
}

/** head, builderConfig, global styles and components, and every key rsdocs has no place for. */
function noteTheRest(o: { [key: string]: Value }, notes: Notes): void {
  if (o.head !== undefined)
    notes.add('head', 'not carried: head tags (functions included) are not read from the Rspress config', 'Return them from the `head` hook of a plugin (`{ name: \'head\', head: (page) => [{ tag: \'meta\', attrs: { … } }] }`).', o.head);
  if (isRecord(o.builderConfig)) {
    for (const [key, value] of Object.entries(o.builderConfig)) {
      if (key === 'plugins' && Array.isArray(value)) {
        for (const p of value)
          notes.list.push({
            area: 'builder',
            subject: p instanceof Call ? `${p.callee}()${p.source ? ` from ${p.source}` : ''}` : shorten(p instanceof Dynamic ? p.code : String(p)),
            where: notes.at(p instanceof Dynamic ? p.line : undefined),
            detail: 'an Rsbuild plugin: rsdocs builds with Vite',
            port: builderPluginPort(p instanceof Call ? `${p.source ?? ''} ${p.callee}` : ''),
          });
      } else
        notes.list.push({ area: 'builder', subject: `builderConfig.${key}`, where: notes.at(lineOf(value)), detail: 'an Rsbuild option: rsdocs builds with Vite', port: builderKeyPort(key) });
    }
  } else if (o.builderConfig !== undefined) notes.list.push({ area: 'builder', subject: 'builderConfig', where: notes.at(lineOf(o.builderConfig)), detail: 'not a literal', port: builderKeyPort('') });
  if (o.globalStyles !== undefined) notes.add('globalStyles', 'not carried', 'Import the stylesheet in the theme entry (`themeEntry`), or list it in a plugin\'s `globalStyles`.', o.globalStyles);
  if (o.globalUIComponents !== undefined) notes.add('globalUIComponents', 'not carried', "List the modules in a plugin's `globalComponents` (their default export renders on every page).", o.globalUIComponents);
  const handled = new Set(['title', 'description', 'root', 'base', 'lang', 'icon', 'logo', 'logoText', 'logoHref', 'siteOrigin', 'locales', 'themeConfig', 'route', 'markdown', 'outDir', 'llms', 'search', 'multiVersion', 'plugins', 'head', 'builderConfig', 'globalStyles', 'globalUIComponents']);
  for (const key of Object.keys(o).filter((k) => !handled.has(k)))
    notes.add(
      key,
      key === 'ssg' || key === 'mediumZoom' ? 'rsdocs always prerenders every page and zooms images' : key === 'i18nSourcePath' || key === 'i18nSource' ? 'not carried: rsdocs reads i18n.json beside site.config.ts' : 'not carried: rsdocs has no such option',
      key === 'i18nSourcePath' || key === 'i18nSource' ? 'Put the texts in i18n.json beside site.config.ts (`{ "key": { "en": "…", "zh": "…" } }`).' : 'See "Config reference" in the @rsdocs/theme README.',
      o[key],
    );
}

/** `**\/shared/**`, `**\/en/shared/**`, `shared/**`: the folder name rsdocs's `exclude` takes. */
export function excludedFolder(glob: string): string | undefined {
  const m = /^(?:\*\*\/)?(?:[\w-]+\/)?([\w.-]+)\/\*\*(?:\/\*)?$/.exec(glob.replace(/^\.\//, ''));
  return m?.[1];
}

/** The folder prefix of the RSS feeds' `test` strings, without a language prefix (`/blog/v` → `/blog/`). */
function feedPrefix(options: Value, langs: string[]): string | undefined {
  const feeds = isRecord(options) ? (Array.isArray(options.feed) ? options.feed : [options.feed]) : [];
  const tests = feeds.flatMap((f) => (isRecord(f) && typeof f.test === 'string' ? [f.test] : []));
  const folders = tests.map((test) => {
    const withoutLang = test.replace(new RegExp(`^/(${langs.join('|')})(?=/)`), '');
    return withoutLang.slice(0, withoutLang.lastIndexOf('/') + 1);
  });
  return folders.length && folders.every((f) => f === folders[0]) && folders[0]!.length > 1 ? folders[0] : undefined;
}

function builderPluginPort(name: string): string {
  if (/sass|scss/i.test(name)) return 'Nothing to do: Vite compiles .scss with `sass`, which the converter adds to devDependencies.';
  if (/less/i.test(name)) return 'Vite compiles .less itself: add `less` to devDependencies.';
  if (/react/i.test(name)) return 'Nothing to do: rsdocs compiles React.';
  if (/analytics|gtag|google/i.test(name)) return 'Add the analytics script with a plugin\'s `head` hook or `globalComponents`.';
  if (/open-?graph/i.test(name)) return 'rsdocs writes canonical and hreflang links from `siteUrl`; add og: tags with a plugin\'s `head` hook.';
  return 'Look for a Vite plugin that does the same and add it in a vite.config.ts (the rsdocs commands use it).';
}

function builderKeyPort(key: string): string {
  if (key === 'html') return 'Add head tags with a plugin\'s `head` hook; icons with `icon` in site.config.ts.';
  if (key === 'server' || key === 'dev') return 'Use the CLI\'s flags (`rsdocs dev --port 3000 --open`) or `server` in a vite.config.ts.';
  if (key === 'tools' || key === 'performance' || key === 'output' || key === 'source' || key === 'resolve')
    return 'Set the Vite equivalent in a vite.config.ts, if it is still needed (aliases come from tsconfig.json `paths`).';
  return 'Set the Vite equivalent in a vite.config.ts, if it is still needed.';
}

function mapNav(value: Value, key: string, notLiteral: (subject: string, value: Value) => void): ConfigValue[] | undefined {
  if (!Array.isArray(value)) {
    notLiteral(key, value);
    return undefined;
  }
  const out: ConfigValue[] = [];
  for (const item of value) {
    if (!isRecord(item) || typeof item.text !== 'string') {
      notLiteral(`${key}[]`, item);
      continue;
    }
    const entry: { [k: string]: ConfigValue | undefined } = { text: item.text };
    for (const field of ['link', 'activeMatch', 'tag'] as const) if (typeof item[field] === 'string') entry[field] = item[field];
    if (item.position === 'left' || item.position === 'right') entry.position = item.position;
    if (item.items !== undefined) entry.items = mapNav(item.items, `${key}[${item.text}].items`, notLiteral);
    if (entry.link !== undefined || entry.items !== undefined) out.push(entry);
  }
  return out;
}

function mapSidebar(value: Value, prefix: string, key: string, notLiteral: (subject: string, value: Value, port?: string) => void): { [k: string]: ConfigValue } | undefined {
  if (!isRecord(value)) {
    notLiteral(key, value);
    return undefined;
  }
  const item = (v: Value, where: string): ConfigValue | undefined => {
    if (isRecord(v)) {
      if (typeof v.sectionHeaderText === 'string') return { type: 'section-header', text: v.sectionHeaderText };
      if (typeof v.dividerType === 'string') return { type: 'divider', ...(v.dividerType === 'dashed' ? { dashed: true } : {}) };
      if (typeof v.text === 'string' && Array.isArray(v.items)) {
        const group: { [k: string]: ConfigValue | undefined } = { text: v.text, items: v.items.map((i) => item(i, where)).filter((i): i is ConfigValue => i !== undefined) };
        if (typeof v.link === 'string') group.link = v.link;
        for (const flag of ['collapsed', 'collapsible'] as const) if (typeof v[flag] === 'boolean') group[flag] = v[flag];
        if (typeof v.tag === 'string') group.tag = v.tag;
        return group;
      }
      if (typeof v.text === 'string' && typeof v.link === 'string') return { text: v.text, link: v.link, ...(typeof v.tag === 'string' ? { tag: v.tag } : {}) };
    }
    notLiteral(`${where} item`, v, 'rsdocs sidebar items are { text, link }, { text, items }, dividers and section headers; write this one by hand (a plain path needs its text).');
    return undefined;
  };
  const out: { [k: string]: ConfigValue } = {};
  for (const [path, items] of Object.entries(value)) {
    if (!Array.isArray(items)) {
      notLiteral(`${key}['${path}']`, items);
      continue;
    }
    // rsdocs keys sidebars without the language prefix.
    const unprefixed = prefix && path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : path;
    out[unprefixed] = items.map((i) => item(i, `${key}['${path}']`)).filter((i): i is ConfigValue => i !== undefined);
  }
  return out;
}

/** The line of the first non-literal inside a value: where a key without a line of its own was written. */
function lineOf(value: Value): number | undefined {
  if (value instanceof Dynamic) return value.line;
  for (const inner of Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : []) {
    const line = lineOf(inner);
    if (line) return line;
  }
  return undefined;
}

const shorten = (code: string) => {
  const one = code.replace(/\s+/g, ' ');
  return one.length > 80 ? `${one.slice(0, 77)}…` : one;
};
