import fs from 'node:fs';
import path from 'node:path';
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { DEFAULT_LIMIT, Docs, MAX_LIMIT, type DocHit, type ListedPage } from './docs';
import { DocsInputError } from './errors';
import { LiveSite } from './live';

export interface DocsServerOptions {
  /** The built site (`rsdocs build`'s output folder). */
  dir?: string;
  /**
   * A docs project to serve live instead: built with its own `rsdocs build`, and again when a file of it changes
   * (see live.ts). Its build output goes to stderr.
   */
  root?: string;
  /** The server's name and version as the client sees them. */
  name?: string;
  version?: string;
}

/** A tool's answer: text for the assistant, the same as data for clients that read `structuredContent`. */
function answer(text: string, data: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text }], structuredContent: data };
}

/** Bad input becomes a tool error with its fix; the server keeps running. Anything else is reported as a bug. */
async function guarded(run: () => Promise<CallToolResult> | CallToolResult): Promise<CallToolResult> {
  try {
    return await run();
  } catch (error) {
    const text =
      error instanceof DocsInputError
        ? error.toText()
        : `rsdocs mcp failed: ${(error as Error)?.message ?? String(error)}\nFix: this is a bug in @rsdocs/mcp; build the site again, and report it if it persists.`;
    return { content: [{ type: 'text', text }], isError: true };
  }
}

function hitsText(query: string, language: string, hits: DocHit[], others: string[]): string {
  if (!hits.length)
    return `No pages match "${query}" in ${language}. Try fewer or other words${others.length ? `, or another language (${others.join(', ')})` : ''}.`;
  const lines = hits.map((h, i) => {
    const where = h.anchor ? `${h.route}#${h.anchor}` : h.route;
    return `${i + 1}. ${h.title}${h.heading ? ` › ${h.heading}` : ''} — ${where}\n   ${h.snippet}`;
  });
  return `${lines.join('\n')}\n\nRead a page with read_page (route, and the anchor as heading for its section).`;
}

function pagesText(language: string, pages: ListedPage[]): string {
  const lines: string[] = [`${pages.length} pages in ${language}:`];
  let groups = '';
  for (const p of pages) {
    const g = p.groups.join(' › ');
    if (g !== groups) {
      groups = g;
      if (g) lines.push(`\n## ${g}`);
    }
    lines.push(`- ${p.title} — ${p.route}`);
  }
  return lines.join('\n');
}

/**
 * Where the answers come from: the built folder, or a live project's last build (waiting for one under way). A
 * Docs per folder: it reads its folder again when a build changed it.
 */
function docsSource(options: DocsServerOptions): { docs: () => Promise<Docs>; live: LiveSite | null } {
  if (options.root) {
    const live = new LiveSite({ root: options.root, log: (text) => process.stderr.write(text) });
    live.start();
    const byDir = new Map<string, Docs>();
    const docs = async () => {
      const dir = await live.ready();
      let d = byDir.get(dir);
      if (!d) byDir.set(dir, (d = new Docs(dir)));
      return d;
    };
    return { docs, live };
  }
  const built = new Docs(options.dir ?? 'dist');
  return { docs: async () => built, live: null };
}

/** Files offered as resources: `llms.txt`, `llms-full.txt` (per language) and every page's `.md` copy. */
function resourceFiles(docs: Docs): Array<{ file: string; name: string; mimeType: string }> {
  const site = docs.current();
  const texts = ['llms.txt', 'llms-full.txt', ...site.languages.map((l) => `${l}/llms-full.txt`)].filter((f) => fs.existsSync(path.join(site.dir, f)));
  return [
    ...texts.map((file) => ({ file, name: file, mimeType: 'text/plain' })),
    ...site.pages.filter((p) => fs.existsSync(path.join(site.dir, p.markdownFile))).map((p) => ({ file: p.markdownFile, name: `${p.title} (${p.route})`, mimeType: 'text/markdown' })),
  ];
}

const RESOURCE_PREFIX = 'rsdocs://site/';

/**
 * An MCP server answering from the built site in `options.dir` (read when asked, not before), or from the live
 * project in `options.root`.
 */
export function createDocsServer(options: DocsServerOptions): McpServer {
  const source = docsSource(options);
  const server = new McpServer(
    { name: options.name ?? 'rsdocs', version: options.version ?? '0.0.0' },
    {
      instructions:
        'Documentation of this site. search_docs finds sections by words (any language of the site); read_page returns a page or one section as Markdown; list_pages lists the pages in sidebar order. Resources: llms.txt and every page as Markdown.',
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description: `Search the documentation with the site's own search index. Returns ranked hits (title, route, heading, snippet). language: one of the site's languages (default: the site's default, then the others when it has no hit). limit: 1-${MAX_LIMIT}, default ${DEFAULT_LIMIT}.`,
      inputSchema: {
        query: z.string().describe('Words to look for, e.g. "dts" or "模块联邦"'),
        language: z.string().optional().describe('Language code of the site, e.g. "en" or "zh"'),
        version: z.string().optional().describe("The site's version to search, when it has versions"),
        limit: z.number().optional().describe(`Most hits to return (1-${MAX_LIMIT}, default ${DEFAULT_LIMIT})`),
      },
    },
    ({ query, language, version, limit }) =>
      guarded(async () => {
        const docs = await source.docs();
        const result = await docs.search(query, { language, version, limit });
        const others = docs.current().languages.filter((l) => l !== result.language);
        return answer(hitsText(query, result.language, result.hits, others), { language: result.language, hits: result.hits });
      }),
  );

  server.registerTool(
    'read_page',
    {
      title: 'Read a page',
      description: 'The Markdown of one page (the .md copy the site publishes), or of one section of it. route: a route ("/guide/start/quick-start"), a path or a URL of the site; heading: a heading\'s text or id (a URL\'s #hash works too).',
      inputSchema: {
        route: z.string().describe('Route, path or URL of the page'),
        heading: z.string().optional().describe('Text or id of a heading: only that section is returned'),
      },
    },
    ({ route, heading }) =>
      guarded(async () => {
        const page = (await source.docs()).read(route, heading);
        return answer(page.markdown, { ...page });
      }),
  );

  server.registerTool(
    'list_pages',
    {
      title: 'List pages',
      description: "The pages of one language in the sidebars' order, with their groups. section: a first path segment (\"guide\"), or a sidebar group's name.",
      inputSchema: {
        language: z.string().optional().describe("Language code (default: the site's default language)"),
        section: z.string().optional().describe('Only this part of the site, e.g. "guide" or "config"'),
        version: z.string().optional().describe("The site's version, when it has versions"),
      },
    },
    ({ language, section, version }) =>
      guarded(async () => {
        const result = (await source.docs()).list({ language, section, version });
        return answer(pagesText(result.language, result.pages), { ...result });
      }),
  );

  server.registerResource(
    'site-files',
    new ResourceTemplate(`${RESOURCE_PREFIX}{+file}`, {
      list: async () => {
        try {
          return { resources: resourceFiles(await source.docs()).map((r) => ({ uri: `${RESOURCE_PREFIX}${r.file}`, name: r.name, mimeType: r.mimeType })) };
        } catch (error) {
          // No site yet: nothing to list (the tools say how to build one).
          if (error instanceof DocsInputError) return { resources: [] };
          throw error;
        }
      },
    }),
    { title: 'Site files', description: 'llms.txt, llms-full.txt and the Markdown copy of every page, as the build wrote them.' },
    async (uri, { file }) => {
      const site = (await source.docs()).current();
      const rel = decodeURIComponent(String(file));
      const abs = path.resolve(site.dir, rel);
      // Only the site's text files, and nothing outside its folder.
      if (!abs.startsWith(site.dir + path.sep) || !/\.(md|txt)$/.test(abs) || !fs.existsSync(abs))
        throw new Error(`No resource ${uri.href}: list the resources for the site's llms.txt and page files.`);
      return { contents: [{ uri: uri.href, mimeType: abs.endsWith('.md') ? 'text/markdown' : 'text/plain', text: fs.readFileSync(abs, 'utf8') }] };
    },
  );
  if (source.live) {
    const live = source.live;
    // The client gone: no more builds, none left running.
    const previous = server.server.onclose;
    server.server.onclose = () => {
      live.close();
      previous?.();
    };
  }
  return server;
}

/**
 * Serves the built site over stdin/stdout. Resolves once connected; the process then lives as long as the client
 * keeps stdin open. Nothing else may write to stdout: it carries the protocol.
 */
export async function runMcpServer(options: DocsServerOptions): Promise<McpServer> {
  const server = createDocsServer(options);
  await server.connect(new StdioServerTransport());
  return server;
}
