import fs from 'node:fs';
import path from 'node:path';
import { isCSSRequest, parseAst, type DevEnvironment, type ESTree, type ViteDevServer } from 'vite';
import { localeRedirectTargets } from '../../lib/locale-redirect';
import { joinRoutePath, parseRoutePath, withBase } from '../../lib/url';
import type { RenderedPage } from '../../runtime/server';
import type { ClientSiteData, PageData } from '../../runtime/types';
import { createHeadScript, type HeadScript } from '../head/boot-script';
import { sourceFileOf } from '../content/scan';
import type { DevContext } from './context';
import { canonicalUrl, htmlLang, jsonForScript, PAGE_DATA_ID, renderHtml, ROOT_ID } from '../head/html';
import type { DevRenderer } from './render';
import type { DevThread } from './thread';
import { problemsError, type LocatedError, type Problem } from '../errors';
import type { CompiledPage } from '../markdown/compile';
import { VIRTUAL } from '../client/virtual';
import { DEV_MARKUP_GLOBAL } from '../../runtime/dev-markup';
import { devTiming, timedStep } from './timing';

export interface DevDocument {
  status: number;
  html: string;
  /** A server render that failed: the page is rendered in the browser instead. */
  renderError?: Error;
}

/**
 * The URL the page names for its module. The client imports it with a computed `import(url)`, to which Vite's
 * client adds `?import` itself (`injectQuery`), giving the URL Vite writes for the route table's `import(file)`: one
 * module, not two. (With `?import` here it became `?import&import`, a second module, which Vite also answered
 * 504 while it re-optimized dependencies at startup, leaving the first page unhydrated.)
 */
export function moduleUrl(file: string, root: string, base: string): string {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const url = rel.startsWith('..') || path.isAbsolute(rel) ? `/@fs${file.split(path.sep).join('/')}` : `/${rel}`;
  // Always under the base (even when the path starts with a folder of the same name, which `withBase` would leave alone).
  return `${base.replace(/\/$/, '')}${url}`;
}

/**
 * The dev server's page: the same HTML as the built site's (title, meta, favicon, head scripts, the page rendered
 * on the server with its data inline), with Vite's client and the stylesheets inlined as Vite's own style
 * elements, which its client takes over for hot updates. Unknown paths get the 404 page with status 404.
 */
export async function renderDevDocument(server: ViteDevServer, ctx: DevContext, renderer: DevRenderer, pathname: string): Promise<DevDocument> {
  devTiming(`page ${pathname}: asked`);
  const site = ctx.site();
  const { base } = site.siteData;
  let page = ctx.pageByRoute(pathname);
  devTiming(`page ${pathname}: routes found`);
  // Deleted before the watcher told us (a request at that moment failed with ENOENT): a 404, as it is from then on.
  if (page && !fs.existsSync(sourceFileOf(page))) {
    ctx.rescan();
    page = ctx.pageByRoute(pathname);
  }
  // Vite puts the base in front of the document's script URLs itself.
  const entry = `/@id/${VIRTUAL.clientEntry}`;
  // Made while the page compiles and renders (the first page of a cold server waits for both), awaited at the end.
  const styling = timedStep(`page ${pathname}: styles`, devStyles(server.environments.client, ctx));
  styling.catch(() => {}); // awaited (and reported) in finish; a page that throws first never gets there
  // Vite's own additions (its client, React Refresh's preamble) go into a page whose large parts (the markup, the
  // head script and the stylesheets) are put in afterwards: Vite parses the whole document, and they would double
  // the time it takes.
  const finish = async (parts: DocumentParts) => {
    const [transformed, styles] = await Promise.all([timedStep(`page ${pathname}: Vite's HTML transform`, server.transformIndexHtml(withBase(pathname, base), parts.html)), styling]);
    return fillDocument(transformed, parts, styles);
  };

  // A broken page: without server markup or a module named, the browser imports it from the route table, and
  // Vite's overlay shows why it fails.
  // The document shows the overlay itself too: the module's error reaches the browser over Vite's socket, which
  // after a full reload into the broken page may not be connected yet when the module fails (then no overlay).
  const brokenPage = async (compiledPage: CompiledPage, routePath: string, problems: Problem[]): Promise<DevDocument> => {
    const pageData = { ...compiledPage.pageData, title: compiledPage.pageData.title || routePath };
    const html = await finish(documentHtml(site.siteData, { html: '', pageData, title: pageData.title }, entry, await devHeadScript(ctx, pageData)));
    const overlay = problems.length ? overlayScript(problemsError(problems, site.projectRoot), `${base.replace(/\/$/, '')}/@vite/client`) : '';
    return { status: 200, html: html.replace('</body>', () => `${overlay}</body>`) };
  };
  let compiled: CompiledPage | undefined;
  // The source the markup is rendered from, as the page's module will name it (runtime/dev-markup.ts).
  let stamp: string | undefined;
  // An unknown component makes a broken page too (React's own error would name no line). Checked while the page
  // renders (in the render worker), not before: loading the theme entry is not added to the first page's wait.
  let unknownComponents: Promise<Problem[]> = Promise.resolve([]);
  // Read before the compile: an edit during it leaves the document older than the file, which the page then asks for.
  const version = page ? sourceVersion(sourceFileOf(page)) : 0;
  if (page) {
    compiled = await timedStep(`page ${pathname}: compiled`, ctx.store().compileInSite(page, ctx.pages()));
    stamp = ctx.store().keptStamp(page.file);
    if (compiled.problems.length) return brokenPage(compiled, page.routePath, compiled.problems);
    unknownComponents = ctx.unknownComponents(compiled);
  }
  const notFoundPath = () => {
    const { lang, version } = parseRoutePath(pathname, site.routeOptions);
    return `${joinRoutePath({ lang, version, rest: '/404' }, site.routeOptions)}-rsdocs-not-found`;
  };
  let rendered: RenderedPage;
  let renderError: Error | undefined;
  try {
    rendered = compiled
      ? await timedStep(`page ${pathname}: rendered`, renderer.render(compiled.route.routePath, { file: page!.file, pageData: compiled.pageData, content: compiled.content }))
      : await renderer.render(notFoundPath());
  } catch (error) {
    renderError = error as Error;
    // Rendered in the browser instead: the same page, without the server's markup.
    const pageData: PageData = compiled?.pageData ?? notFoundData(pathname, ctx);
    rendered = { html: '', pageData, title: pageData.title };
  }
  const unknown = await unknownComponents;
  if (compiled && unknown.length) return brokenPage(compiled, page!.routePath, unknown);
  // The head the build writes for this page: its alternates and plugins' tags, its canonical URL with a `siteUrl`.
  const isPage = rendered.pageData.pageType !== '404';
  const siteUrl = site.config.siteUrl?.replace(/\/$/, '');
  const headScript = await timedStep(`page ${pathname}: head script`, devHeadScript(ctx, rendered.pageData));
  const html = documentHtml(site.siteData, rendered, entry, {
    ...headScript,
    pageModule: page && moduleUrl(page.file, server.config.root, base),
    extraHead: isPage ? ctx.headFor(rendered.pageData) : [],
    canonical: canonicalUrl(rendered.pageData, siteUrl, base),
  });
  const doc = await finish(html);
  devTiming(`page ${pathname}: document made`);
  if (!page) return { status: 404, html: doc, renderError };
  const transport = pendingEditTransport(server.config);
  const pending = transport ? pendingEditScript(transport, { module: moduleUrl(page.file, server.config.root, base), routePath: page.routePath, version, file: page.file, stamp }) : '';
  return { status: 200, html: doc.replace('</body>', () => `${pending}</body>`), renderError };
}

function notFoundData(pathname: string, ctx: DevContext): PageData {
  const { lang, version } = parseRoutePath(pathname, ctx.site().routeOptions);
  return { pagePath: '', pageType: '404', title: '404', frontmatter: {}, toc: [], routePath: '/404', lang, version, relativePath: '' };
}

// One per site data (a changed config makes a new server and site): the program is put together once.
const headScripts = new WeakMap<ClientSiteData, Promise<HeadScript>>();

/**
 * The build's head script for a page (appearance, locale redirect, query part switches, early search and clicks),
 * unminified, with redirect targets from the routes scanned now, so dev decides before the first paint as the built
 * site does.
 */
export async function devHeadScript(ctx: DevContext, pageData: Pick<PageData, 'lang' | 'pageType' | 'frontmatter' | 'routePath'>): Promise<{ headScript: string; bootConfig?: string }> {
  const { siteData } = ctx.site();
  const script = siteHeadScript(ctx);
  const { lang, pageType, frontmatter, routePath } = pageData;
  let redirectTargets: Record<string, string> | undefined;
  if (pageType !== '404') {
    const options = { langs: siteData.locales.map((l) => l.lang), defaultLang: siteData.lang, versions: siteData.versions, defaultVersion: siteData.defaultVersion, base: siteData.base };
    redirectTargets = localeRedirectTargets(routePath, options, (p) => ctx.pageByRoute(p)?.routePath);
  }
  const head = await script;
  const page = { lang, pageType, frontmatter, redirectTargets };
  return { headScript: head(page), bootConfig: head.config?.(page) };
}

/**
 * The site's head script maker, made on first use (also while the server starts: see dev-server.ts), with its
 * shared program from the dev server's worker thread when there is one.
 */
export function siteHeadScript(ctx: DevContext, thread?: DevThread | null): Promise<HeadScript> {
  const { siteData } = ctx.site();
  let script = headScripts.get(siteData);
  if (!script) {
    const program = thread ? thread.bootProgram().catch(() => undefined) : Promise.resolve(undefined);
    headScripts.set(siteData, (script = program.then((made) => createHeadScript(siteData, { minify: false, program: made }))));
  }
  return script;
}

const BODY_PLACEHOLDER = '<!--rsdocs:body-->';
/**
 * Where the head script goes. Vite scans each classic script of a document for `import()` URLs with a JavaScript
 * tokenizer: on the 22 KB head script that was ~100 ms of the dev server's main thread per page served (the first
 * page, and an edit's new document before the app has started). The head script imports nothing.
 */
const HEAD_SCRIPT_PLACEHOLDER = '/*rsdocs:head-script*/';

/** A document as Vite is given it (`html`, with placeholders), and the parts put in afterwards. */
export interface DocumentParts {
  html: string;
  body: string;
  headScript: string;
}

/** The document Vite transformed, with its page's markup, head script and stylesheets (`styles`) put in. */
export function fillDocument(transformed: string, { body, headScript }: DocumentParts, styles: string): string {
  return transformed
    .replace(HEAD_SCRIPT_PLACEHOLDER, () => headScript)
    .replace(BODY_PLACEHOLDER, () => body)
    .replace('</head>', () => `${styles}</head>`);
}

/**
 * The built site's HTML for a rendered page, loading the dev client entry (and the page's module, if named), with
 * placeholders where the page's markup and head script go.
 */
export function documentHtml(
  site: ClientSiteData,
  rendered: RenderedPage,
  entry: string,
  { headScript, bootConfig, pageModule, extraHead, canonical }: { headScript: string; bootConfig?: string; pageModule?: string; extraHead?: string[]; canonical?: string },
): DocumentParts {
  const html = renderHtml({
    site,
    page: rendered.pageData,
    title: rendered.title,
    body: BODY_PLACEHOLDER,
    scripts: [entry],
    styles: [],
    preloads: [],
    pageModule,
    headScript: HEAD_SCRIPT_PLACEHOLDER,
    bootConfig,
    locale: htmlLang(rendered.pageData.lang).replace('-', '_'),
    extraHead,
    canonical,
  });
  return { html, body: rendered.html, headScript };
}

/** Have Vite compile the stylesheets the first page inlines before it is asked for (Vite keeps the result). */
export async function warmUpStyles(server: ViteDevServer, ctx: DevContext): Promise<void> {
  await devStyles(server.environments.client, ctx);
}

/**
 * Every stylesheet the client entry imports before the page shows (the theme's, and those the site's theme entry
 * imports), as the `<style data-vite-dev-id>` elements Vite's client would insert: the page is styled before its
 * scripts run, and the client updates these same elements on edits instead of adding its own.
 */
async function devStyles(env: DevEnvironment, ctx: DevContext): Promise<string> {
  const files = [ctx.paths.styles];
  const themeFile = ctx.themeEntryFile();
  if (themeFile) files.push(...(await importedStylesheets(env, themeFile, env.config.root)));
  const styles = await Promise.all(
    files.map(async (file) => {
      const url = `/@fs${file.split(path.sep).join('/')}?direct`;
      const result = await env.transformRequest(url);
      return result ? `<style type="text/css" data-vite-dev-id="${file}">${result.code.replace(/<\/style/gi, '<\\/style')}</style>` : '';
    }),
  );
  return styles.join('\n');
}

/**
 * Stylesheets a module imports statically, directly or through the site's own modules (not through packages),
 * found from their import statements: the modules are read and parsed, not transformed by Vite, whose transform
 * of a script asks the dependency optimizer, which the first page does not wait for (dev-optimizer.ts). Vite's
 * resolver finds the files (extensions, aliases). A specifier is resolved when it is a stylesheet, a path or an
 * alias: resolving a package's script would register it with the optimizer.
 */
async function importedStylesheets(env: DevEnvironment, file: string, root: string): Promise<string[]> {
  const own = (f: string) => f.startsWith(root + path.sep) && !f.includes(`${path.sep}node_modules${path.sep}`);
  const aliases = env.getTopLevelConfig().resolve.alias;
  const aliased = (spec: string) => aliases.some(({ find }) => (typeof find === 'string' ? spec === find || spec.startsWith(`${find}/`) : find.test(spec)));
  const found: string[] = [];
  const seen = new Set<string>();
  const visit = async (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const spec of staticImports(id)) {
      if (!isCSSRequest(spec) && !/^[./]/.test(spec) && !aliased(spec)) continue;
      const resolved = (await env.pluginContainer.resolveId(spec, id))?.id;
      const dep = resolved?.split('?')[0];
      if (!resolved || !dep || !path.isAbsolute(dep)) continue;
      if (isCSSRequest(dep)) {
        if (!/[?&](inline|url|raw)\b/.test(resolved)) found.push(dep);
      } else if (own(dep)) await visit(dep);
    }
  };
  await visit(file);
  return found;
}

/** The specifiers a script imports or re-exports statically, in order (type-only ones left out); none if it does not parse. */
export function staticImports(file: string): string[] {
  let body: ESTree.Program['body'];
  try {
    const ext = path.extname(file).slice(1);
    const lang = /^[mc]?ts$/.test(ext) ? 'ts' : ext === 'tsx' || ext === 'jsx' ? ext : 'js';
    body = parseAst(fs.readFileSync(file, 'utf8'), { lang }, file).body;
  } catch {
    return [];
  }
  const specs: string[] = [];
  for (const node of body) {
    const typeOnly = (node as { importKind?: string; exportKind?: string }).importKind === 'type' || (node as { exportKind?: string }).exportKind === 'type';
    if (typeOnly) continue;
    if (node.type === 'ImportDeclaration' || ((node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') && node.source)) specs.push(String(node.source!.value));
  }
  return specs;
}

/**
 * Custom event the dev server sends when a page's source changes: `{ module, version }`, the URL the page names for
 * its module and the source's version now (`sourceVersion`).
 */
export const PAGE_CHANGED_EVENT = 'rsdocs:page-changed';
/** Custom event a document sends once Vite's socket is up: `{ routePath, version }`; answered with PAGE_CHANGED_EVENT if stale. */
export const PAGE_CHECK_EVENT = 'rsdocs:page-check';

/** The version of a page's source a document shows: its modification time (0 when it cannot be read). */
export function sourceVersion(file: string): number {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** Custom event a document not yet hydrated sends for its page's new markup, answered with the same event (`PageMarkup`). */
export const PAGE_MARKUP_EVENT = 'rsdocs:page-markup';

/** What the server answers a document's PAGE_MARKUP_EVENT with: the page as rendered now, or `failed`. */
export interface PageMarkup {
  id: number;
  routePath: string;
  /** The root's new markup, the page data's JSON, the document title and the source stamp they come from. */
  html?: string;
  data?: string;
  title?: string;
  stamp?: string;
  failed?: boolean;
}

/**
 * How the document's script reaches the dev server: its own socket to Vite's (`socket`: the HMR path and token),
 * which connects as the document is parsed, before any module loads; or, with a custom HMR setup (another host,
 * port or path), through Vite's client module (`viteClient`), as the app does.
 */
export type PendingEditTransport = { socket: { path: string; token: string } } | { viteClient: string };

/**
 * How a document reaches the dev server's socket (PendingEditTransport), from Vite's resolved config: null when hot
 * updates are off.
 */
export function pendingEditTransport(config: { base: string; webSocketToken?: string; server: { hmr?: unknown; ws?: unknown; middlewareMode?: unknown } }): PendingEditTransport | null {
  const { hmr, ws, middlewareMode } = config.server;
  if (hmr === false || ws === false) return null;
  const custom = (o: unknown) => typeof o === 'object' && o !== null && ['host', 'port', 'clientPort', 'path', 'protocol', 'server'].some((k) => (o as Record<string, unknown>)[k] !== undefined);
  if (middlewareMode || custom(hmr) || custom(ws) || !config.webSocketToken) return { viteClient: `${config.base.replace(/\/$/, '')}/@vite/client` };
  return { socket: { path: config.base, token: config.webSocketToken } };
}

/**
 * Before the app has hydrated, an edit of the open page has nobody to take it in place (its module may not even be
 * loaded yet), and the page would show the old text until the app starts. This script puts the page's new server
 * markup and data in instead, asked for over the server's socket (PAGE_MARKUP_EVENT): on a cold start the browser's
 * few connections are queued behind the app's ~100 modules, and a fetch of the page (or of Vite's client) waited for
 * them. The app then hydrates the edited page. An edit made before the socket connected was not heard, so the script
 * first asks whether the page changed since this document. Once the app has taken the markup (runtime/dev-markup.ts)
 * its own hot updates do it; the markup's source stamp tells the app whether its module is of the same save.
 */
export function pendingEditScript(transport: PendingEditTransport, page: { module: string; routePath: string; version: number; file: string; stamp?: string }): string {
  const q = JSON.stringify;
  const connect =
    'socket' in transport
      ? `const socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + ${q(transport.socket.path)} + "?token=" + ${q(transport.socket.token)}, "vite-hmr");
const handlers = new Map();
socket.addEventListener("message", ({ data }) => {
  const message = JSON.parse(data);
  if (message.type === "custom" && handlers.has(message.event)) handlers.get(message.event)(message.data);
  // Once the app has the page, its own client takes the updates: this socket is not needed any more.
  if (markup.taken) socket.close();
});
const hot = {
  on: (event, handler) => handlers.set(event, handler),
  send: (event, data) => {
    const send = () => socket.send(JSON.stringify({ type: "custom", event, data }));
    if (socket.readyState === 1) send();
    else socket.addEventListener("open", send, { once: true });
  },
};`
      : `import { createHotContext } from ${q(transport.viteClient)};
const hot = createHotContext("/@rsdocs/document");`;
  const code = `${'viteClient' in transport ? `${connect}\n` : ''}const page = ${jsonForScript(page)};
const markup = (window[${q(DEV_MARKUP_GLOBAL)}] ??= {});
Object.assign(markup, { file: page.file, stamp: page.stamp });
${'socket' in transport ? `${connect}\n` : ''}let latest = 0;
// The newest source this document shows or has asked for: one save can be told twice (the check below, and a
// watcher that saw the write in two parts), and each answer renders the page again while the app loads.
let asked = page.version;
hot.on(${q(PAGE_CHANGED_EVENT)}, ({ module, version }) => {
  if (markup.taken || module !== page.module) return;
  if (typeof version === "number") {
    if (version <= asked) return;
    asked = version;
  }
  hot.send(${q(PAGE_MARKUP_EVENT)}, { id: ++latest, routePath: page.routePath });
});
hot.on(${q(PAGE_MARKUP_EVENT)}, (answer) => {
  const root = document.getElementById(${q(ROOT_ID)});
  const data = document.getElementById(${q(PAGE_DATA_ID)});
  // A newer edit, the app meanwhile, or a page that no longer renders (the overlay says why): leave it.
  if (answer.id !== latest || answer.routePath !== page.routePath || markup.taken || answer.failed || !root || !data) return;
  root.innerHTML = answer.html;
  data.textContent = answer.data;
  document.title = answer.title;
  markup.stamp = answer.stamp;
});
hot.send(${q(PAGE_CHECK_EVENT)}, { routePath: page.routePath, version: page.version });`;
  return 'socket' in transport ? `<script>(() => {\n${code}\n})();</script>` : `<script type="module" async>${code}</script>`;
}

/**
 * The page at `pathname` as rendered now, for a document not yet hydrated (PAGE_MARKUP_EVENT): its root's markup, its
 * data and title, and the source stamp they come from. Undefined for a page that does not render (a broken one: the
 * document keeps what it shows, and the overlay says why).
 */
export async function renderDevMarkup(ctx: DevContext, renderer: DevRenderer, pathname: string): Promise<Omit<PageMarkup, 'id' | 'routePath'> | undefined> {
  const page = ctx.pageByRoute(pathname);
  if (!page || !fs.existsSync(sourceFileOf(page))) return undefined;
  const compiled = await ctx.store().compileInSite(page, ctx.pages());
  const stamp = ctx.store().keptStamp(page.file);
  if (compiled.problems.length) return undefined;
  const [rendered, unknown] = await Promise.all([renderer.render(compiled.route.routePath, { file: page.file, pageData: compiled.pageData, content: compiled.content }), ctx.unknownComponents(compiled)]);
  if (unknown.length || !rendered.html) return undefined;
  return { html: rendered.html, data: JSON.stringify(rendered.pageData), title: rendered.title, stamp };
}

/** A module script that shows `error` in Vite's overlay, as Vite's own error page does. */
export function overlayScript(error: LocatedError, viteClient: string): string {
  const err = { message: error.message, stack: '', id: error.id, frame: error.frame, loc: error.loc, plugin: 'rsdocs' };
  // In a script element, `<` would let the text end it: written as its JSON escape.
  const json = JSON.stringify(err).replace(/</g, '\\u003c');
  return `<script type="module">import { ErrorOverlay } from ${JSON.stringify(viteClient)};document.body.appendChild(new ErrorOverlay(${json}));</script>`;
}
