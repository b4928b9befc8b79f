import fs from 'node:fs';
import path from 'node:path';
import type { AddedPage, AfterBuildContext, HeadTag, PluginContext, RsdocsPlugin, SiteConfig } from '../../config/schema';
import { showValue } from '../../config/messages';
import { escapeHtml } from '../head/html';
import { frontmatterHeadTags } from '../head/frontmatter-head';
import type { PageData } from '../../runtime/types';
import { RsdocsError } from '../errors';
import type { MarkdownPlugins } from '../markdown/compile';
import { fileToRoute, type RouteOptions } from '../content/routes';
import type { ScannedPage } from '../content/scan';

/**
 * The site's plugins (`plugins` in the config) seen from the build: each hook of every plugin, called in the
 * order the plugins are listed. A failing hook is reported with the plugin's name, never as a bare stack.
 */
export class PluginHost {
  readonly plugins: RsdocsPlugin[];
  /** The remark/rehype plugins of all plugins, or undefined when there are none (pages then take the fast path). */
  readonly markdown: MarkdownPlugins | undefined;

  constructor(
    private config: SiteConfig,
    private projectRoot: string,
  ) {
    this.plugins = config.plugins ?? [];
    const remark = this.plugins.flatMap((p) => p.markdown?.remarkPlugins ?? []);
    const rehype = this.plugins.flatMap((p) => p.markdown?.rehypePlugins ?? []);
    this.markdown = remark.length || rehype.length ? { remark, rehype } : undefined;
  }

  /** Whether some plugin has the hook `name`: what only it needs (every page's data for `afterBuild`) is then made. */
  has(name: keyof RsdocsPlugin): boolean {
    return this.plugins.some((p) => p[name] !== undefined);
  }

  private context(): PluginContext {
    return { config: this.config, projectRoot: this.projectRoot };
  }

  private async call<T>(plugin: RsdocsPlugin, hook: string, run: () => T | Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw hookError(plugin, hook, error);
    }
  }

  /**
   * `file` (project-relative, for messages) is the page's source file; the hook gets `source` and `text`. `text` is
   * read only when a plugin has the hook (a cached page reads it from its body).
   */
  async extendPageData(pageData: PageData, page: { source: string; readonly text: string; file?: string }): Promise<void> {
    const hookName = `extendPageData failed for ${page.file ?? pageData.pagePath}`;
    for (const plugin of this.plugins) {
      const hook = plugin.extendPageData;
      if (hook) await this.call(plugin, hookName, () => hook(pageData as PageData & Record<string, unknown>, { ...this.context(), source: page.source, text: page.text }));
    }
  }

  async addPages(): Promise<Array<AddedPage & { plugin: string }>> {
    const pages: Array<AddedPage & { plugin: string }> = [];
    for (const plugin of this.plugins) {
      const hook = plugin.addPages;
      if (!hook) continue;
      const added = await this.call(plugin, 'addPages failed', () => hook(this.context()));
      if (!Array.isArray(added)) throw new RsdocsError(`plugin "${plugin.name}": addPages must return a list of { routePath, content }, got ${typeof added}`);
      for (const page of added) pages.push({ ...page, plugin: plugin.name });
    }
    return pages;
  }

  async afterBuild(context: Omit<AfterBuildContext, keyof PluginContext>): Promise<void> {
    for (const plugin of this.plugins) {
      const hook = plugin.afterBuild;
      if (hook) await this.call(plugin, 'afterBuild failed', () => hook({ ...this.context(), ...context }));
    }
  }

  /** The `<head>` tags a page adds (its frontmatter `head`) and the plugins add to it, as HTML. */
  headTags(pageData: PageData): string[] {
    const tags: string[] = frontmatterHeadTags(pageData.frontmatter);
    for (const plugin of this.plugins) {
      if (!plugin.head) continue;
      let added: HeadTag[];
      try {
        added = plugin.head(pageData as PageData & Record<string, unknown>, this.context());
      } catch (error) {
        throw hookError(plugin, `head failed for ${pageData.routePath}`, error);
      }
      if (added == null) continue; // nothing for this page
      if (!Array.isArray(added) || added.some((t) => typeof t?.attrs !== 'object' || t.attrs === null))
        throw new RsdocsError(`plugin "${plugin.name}": head must return a list of { tag, attrs } for ${pageData.routePath}, got ${showValue(added)}`);
      for (const { tag, attrs } of added) {
        if (tag !== 'link' && tag !== 'meta') throw new RsdocsError(`plugin "${plugin.name}": head may add <link> and <meta> tags, got <${String(tag)}>`);
        tags.push(`<${tag}${Object.entries(attrs).map(([k, v]) => ` ${k}="${escapeHtml(String(v))}"`).join('')}>`);
      }
    }
    return tags;
  }

  /** Stylesheets and global components, resolved against the project (package names stay as they are). */
  globalModules(): { styles: string[]; components: string[] } {
    const resolve = (spec: string) => (spec.startsWith('.') || path.isAbsolute(spec) ? path.resolve(this.projectRoot, spec) : spec);
    return {
      styles: this.plugins.flatMap((p) => p.globalStyles ?? []).map(resolve),
      components: this.plugins.flatMap((p) => p.globalComponents ?? []).map(resolve),
    };
  }
}

/**
 * A failing hook as a plain message: the plugin, what failed (and for which page), the error's message, and where the
 * plugin's code threw it (its first stack frame outside Node), since no stack trace is printed.
 */
function hookError(plugin: RsdocsPlugin, failed: string, error: unknown): RsdocsError {
  if (error instanceof RsdocsError) return error;
  const at = thrownAt(error);
  return new RsdocsError(`plugin "${plugin.name}": ${failed}: ${error instanceof Error ? error.message : String(error)}${at ? ` (thrown at ${at})` : ''}`);
}

/** `/site/plugins/tags.ts:12:5`: the first frame of an error's stack that is not Node's own. */
function thrownAt(error: unknown): string | undefined {
  const stack = error instanceof Error ? error.stack : undefined;
  for (const line of stack?.split('\n').slice(1) ?? []) {
    const place = /^\s*at (?:.*\()?(.+?:\d+:\d+)\)?$/.exec(line)?.[1];
    if (place && !place.startsWith('node:')) return place.replace(/^file:\/\//, '');
  }
  return undefined;
}

/**
 * Added pages as files of their own under `dir` (Vite loads pages by file), laid out like the content folder
 * (`en/blog/tags.md`), so they route, compile and link like any page. Throws when a route is taken or invalid.
 */
export function writeAddedPages(
  added: Array<AddedPage & { plugin: string }>,
  dir: string,
  opts: { routeOptions: RouteOptions; existing: ScannedPage[] },
): ScannedPage[] {
  const { langs, defaultLang, versions, defaultVersion } = opts.routeOptions;
  const taken = new Map(opts.existing.map((p) => [p.routePath, p.relativePath]));
  fs.rmSync(dir, { recursive: true, force: true });
  const pages: ScannedPage[] = [];
  for (const page of added) {
    const where = `plugin "${page.plugin}": addPages`;
    if (typeof page.routePath !== 'string' || !page.routePath.startsWith('/')) throw new RsdocsError(`${where}: routePath must start with '/', got ${JSON.stringify(page.routePath)}`);
    if (typeof page.content !== 'string') throw new RsdocsError(`${where}: ${page.routePath} needs its source as a string "content"`);
    const segments = page.routePath.split('/').filter(Boolean);
    const version = versions.includes(segments[0] ?? '') ? segments.shift()! : defaultVersion;
    const lang = langs.includes(segments[0] ?? '') && segments[0] !== defaultLang ? segments.shift()! : defaultLang;
    const rest = segments.join('/');
    const ext = page.format ?? 'md';
    const file = page.routePath.endsWith('/') || !rest ? `${rest ? `${rest}/` : ''}index.${ext}` : `${rest}.${ext}`;
    const relativePath = [versions.length ? version : '', lang, file].filter(Boolean).join('/');
    const route = fileToRoute(relativePath, opts.routeOptions);
    if (!route) throw new RsdocsError(`${where}: cannot route ${page.routePath}`);
    const clash = taken.get(route.routePath);
    if (clash) throw new RsdocsError(`${where}: ${page.routePath} is already the route of ${clash}`);
    taken.set(route.routePath, `the page added by plugin "${page.plugin}"`);
    const abs = path.join(dir, relativePath);
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    fs.writeFileSync(abs, page.content);
    pages.push({ ...route, file: abs });
  }
  return pages;
}
