import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `rsdocs mcp` as an editor starts it: the theme's CLI spawned with the site's built folder, driven over stdio by
// the SDK's client. The site (packages/site/dist) is built before this package's tests (root turbo.json).
const here = path.dirname(fileURLToPath(import.meta.url));
const siteRoot = path.resolve(here, '../../site');
const dist = path.join(siteRoot, 'dist');
const cli = path.resolve(here, '../../theme/bin/rsdocs.js');

type ToolResult = { isError?: boolean; content: Array<{ type: string; text: string }>; structuredContent?: Record<string, unknown> };

async function connect(dir: string): Promise<Client> {
  // From the site's folder, which has @rsdocs/mcp installed (a devDependency), as a site's own project would.
  const transport = new StdioClientTransport({ command: process.execPath, args: [cli, 'mcp', '--dir', dir], cwd: siteRoot, stderr: 'pipe' });
  const client = new Client({ name: 'rsdocs-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

/** The environment without NODE_PATH, which a package manager's script runner sets to its whole store. */
function withoutPackagePaths(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, npm_config_user_agent: '' };
  delete env.NODE_PATH;
  return env;
}

let client: Client;
const call = async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as ToolResult;
const text = (r: ToolResult) => r.content.map((c) => c.text).join('\n');
const hitsOf = (r: ToolResult) => (r.structuredContent?.hits ?? []) as Array<{ route: string; title: string; heading: string; snippet: string; anchor?: string }>;

beforeAll(async () => {
  if (!fs.existsSync(path.join(dist, '_rsdocs'))) throw new Error(`${dist} is not built: run \`pnpm --filter @rsdocs/site run build\` first`);
  client = await connect(dist);
});
afterAll(async () => {
  await client?.close();
});

describe('rsdocs mcp over stdio', () => {
  it('offers the three tools', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['list_pages', 'read_page', 'search_docs']);
  });

  it('finds /config/lib/dts for "dts" with the site\'s own index', async () => {
    const result = await call('search_docs', { query: 'dts' });
    expect(result.isError).toBeFalsy();
    const hits = hitsOf(result);
    expect(hits[0]).toMatchObject({ route: '/config/lib/dts', title: 'lib.dts' });
    expect(hits[0]!.snippet).toMatch(/dts/i);
    expect(text(result)).toContain('/config/lib/dts');
    // Ranked, limited and with headings: the sections below a page title carry their heading path.
    expect(hits.length).toBeLessThanOrEqual(10);
    expect(hits.some((h) => h.heading && h.anchor)).toBe(true);
  });

  it('finds /zh/guide/advanced/module-federation for "模块联邦", with or without the language', async () => {
    for (const args of [{ query: '模块联邦', language: 'zh' }, { query: '模块联邦' }]) {
      const result = await call('search_docs', args);
      expect(result.isError).toBeFalsy();
      expect(result.structuredContent?.language).toBe('zh');
      expect(hitsOf(result).map((h) => h.route)).toContain('/zh/guide/advanced/module-federation');
    }
    const limited = hitsOf(await call('search_docs', { query: '模块联邦', language: 'zh', limit: 2 }));
    expect(limited).toHaveLength(2);
  });

  it('reads both pages as the Markdown copies the build wrote', async () => {
    for (const route of ['/config/lib/dts', '/zh/guide/advanced/module-federation']) {
      const result = await call('read_page', { route });
      expect(result.isError).toBeFalsy();
      const file = path.join(dist, `${route.slice(1)}.md`);
      expect(text(result)).toBe(fs.readFileSync(file, 'utf8'));
    }
    // A URL of the site, with .html and a trailing hash, names the same page and its section.
    const byUrl = await call('read_page', { route: 'https://example.org/config/lib/dts.html' });
    expect(text(byUrl)).toBe(fs.readFileSync(path.join(dist, 'config/lib/dts.md'), 'utf8'));
  });

  it('reads one section by its heading text or id', async () => {
    const byId = await call('read_page', { route: '/config/lib/dts', heading: 'dts-bundle' });
    expect(byId.isError).toBeFalsy();
    expect(text(byId)).toMatch(/^### dts\.bundle \{#dts-bundle\}/);
    // It ends before the next heading of its level.
    expect(text(byId)).toContain('API Extractor');
    expect(text(byId)).not.toContain('### dts.bundle.bundledPackages');
    const byText = await call('read_page', { route: '/zh/guide/advanced/module-federation', heading: '常见问题' });
    expect(text(byText)).toMatch(/^## 常见问题 \{#faq\}/);
    expect(text(byText)).not.toMatch(/^## (?!常见问题)/m);
    // A section keeps its sub-sections.
    expect(text(byText)).toContain('### MF 产物可以是 ES 模块吗？ {#esm-exports}');
    const byHash = await call('read_page', { route: '/zh/guide/advanced/module-federation#faq' });
    expect(text(byHash)).toBe(text(byText));
  });

  it('lists the pages of a language in sidebar order, and of one section', async () => {
    const all = await call('list_pages', { language: 'zh' });
    expect(all.isError).toBeFalsy();
    const pages = all.structuredContent?.pages as Array<{ route: string; title: string; groups: string[] }>;
    expect(pages.every((p) => p.route.startsWith('/zh/'))).toBe(true);
    expect(pages.map((p) => p.route)).toContain('/zh/guide/advanced/module-federation');
    const config = (await call('list_pages', { section: 'config' })).structuredContent?.pages as Array<{ route: string; title: string; groups: string[] }>;
    expect(config.every((p) => p.route.startsWith('/config/'))).toBe(true);
    // The order and titles of the sidebar in the section's manifest.
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, '_rsdocs/sections/en.~.config.json'), 'utf8')) as { sidebars: Record<string, Array<{ text: string; link?: string; items?: Array<{ text: string; link: string }> }>> };
    const lib = manifest.sidebars['/config/']!.find((g) => g.text === 'Lib')!;
    const listedLib = config.filter((p) => p.groups[0] === 'Lib');
    expect(listedLib.map((p) => [p.title, p.route])).toEqual(lib.items!.map((i) => [i.text, i.link]));
  });

  it('offers llms.txt and every page\'s Markdown as resources', async () => {
    const { resources } = await client.listResources();
    const uris = resources.map((r) => r.uri);
    expect(uris).toContain('rsdocs://site/llms.txt');
    expect(uris).toContain('rsdocs://site/config/lib/dts.md');
    expect(uris).toContain('rsdocs://site/zh/guide/advanced/module-federation.md');
    const llms = await client.readResource({ uri: 'rsdocs://site/llms.txt' });
    expect((llms.contents[0] as { text: string }).text).toBe(fs.readFileSync(path.join(dist, 'llms.txt'), 'utf8'));
    await expect(client.readResource({ uri: 'rsdocs://site/../package.json' })).rejects.toThrow();
  });

  describe('bad input is a tool error with the fix, and the server keeps answering', () => {
    const cases: Array<[string, Record<string, unknown>, RegExp]> = [
      ['search_docs', { query: '' }, /query is empty[\s\S]*Fix: Pass the words/],
      ['search_docs', { query: '   ' }, /query is empty/],
      ['search_docs', { query: 'dts', language: 'fr' }, /no language "fr"[\s\S]*Fix: Use one of "en", "zh"/],
      ['search_docs', { query: 'dts', limit: 0 }, /limit must be a whole number from 1 to 50[\s\S]*Fix:/],
      ['search_docs', { query: 'dts', version: 'v9' }, /no version "v9"[\s\S]*Fix: This site has no versions/],
      ['read_page', { route: '' }, /route is empty[\s\S]*Fix:/],
      ['read_page', { route: '/config/lib/dtz' }, /No page at "\/config\/lib\/dtz"[\s\S]*Fix: Did you mean \/config\/lib\/dts/],
      ['read_page', { route: '/config/lib/dts', heading: 'no such heading' }, /has no heading "no such heading"[\s\S]*Fix: Use one of its headings[\s\S]*dts\.bundle \(#dts-bundle\)/],
      ['list_pages', { language: 'de' }, /no language "de"/],
      ['list_pages', { section: 'nowhere' }, /No section "nowhere" in en[\s\S]*Fix: Use a section \([^)]*"guide"/],
      ['search_docs', { query: 42 }, /expected string/],
    ];
    for (const [tool, args, message] of cases)
      it(`${tool} ${JSON.stringify(args)}`, async () => {
        const result = await call(tool, args);
        expect(result.isError).toBe(true);
        expect(text(result)).toMatch(message);
      });

    it('answers after them all', async () => {
      expect(hitsOf(await call('search_docs', { query: 'dts' }))[0]?.route).toBe('/config/lib/dts');
    });
  });

  it('starts without a built site, and says how to build one when asked', async () => {
    const missing = path.join(os.tmpdir(), `rsdocs-mcp-missing-${process.pid}`);
    const other = await connect(missing);
    try {
      for (const [tool, args] of [['search_docs', { query: 'dts' }], ['read_page', { route: '/' }], ['list_pages', {}]] as const) {
        const result = (await other.callTool({ name: tool, arguments: args })) as ToolResult;
        expect(result.isError).toBe(true);
        expect(text(result)).toContain(`${missing} does not exist`);
        expect(text(result)).toMatch(/Fix: Build the site first \(`rsdocs build`/);
      }
      expect((await other.listResources()).resources).toEqual([]);
      // A folder that is not a build says so too.
      const notBuilt = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-mcp-empty-'));
      const third = await connect(notBuilt);
      const result = (await third.callTool({ name: 'list_pages', arguments: {} })) as ToolResult;
      expect(text(result)).toMatch(/not a site built by rsdocs[\s\S]*Fix: Pass the folder `rsdocs build` wrote/);
      await third.close();
      fs.rmSync(notBuilt, { recursive: true, force: true });
    } finally {
      await other.close();
    }
  });

  it('names the package and how to install it when @rsdocs/mcp is not installed', () => {
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-mcp-none-'));
    try {
      const run = spawnSync(process.execPath, [cli, 'mcp', '--dir', dist], { cwd: elsewhere, encoding: 'utf8', env: withoutPackagePaths() });
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain('@rsdocs/mcp');
      expect(run.stderr).toContain('npm install -D @rsdocs/mcp');
    } finally {
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});
