import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `rsdocs mcp --root <project>`: a docs project served live. The server builds it with the project's own
// `rsdocs build` and builds again when a file changes; the test edits pages on disk and waits until the answers
// show the edit (asking again until they do, within a deadline), never for a fixed time.
const here = path.dirname(fileURLToPath(import.meta.url));
const siteRoot = path.resolve(here, '../../site');
const cli = path.resolve(here, '../../theme/bin/rsdocs.js');

type ToolResult = { isError?: boolean; content: Array<{ type: string; text: string }>; structuredContent?: Record<string, unknown> };

let project: string;
let client: Client;
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(project, rel)), { recursive: true });
  fs.writeFileSync(path.join(project, rel), text);
};
const call = async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args }, undefined, { timeout: 300_000 })) as ToolResult;
const text = (r: ToolResult) => r.content.map((c) => c.text).join('\n');
const routesFor = async (query: string) => ((await call('search_docs', { query })).structuredContent?.hits as Array<{ route: string }> | undefined)?.map((h) => h.route) ?? [];

/** Asks until `check` holds (each answer waits for a build under way), failing with the last answer after `ms`. */
async function eventually<T>(ask: () => Promise<T>, check: (value: T) => boolean, ms = 240_000): Promise<T> {
  const deadline = Date.now() + ms;
  let last: T;
  for (;;) {
    last = await ask();
    if (check(last)) return last;
    if (Date.now() > deadline) throw new Error(`still not there after ${ms} ms: ${JSON.stringify(last)}`);
    // The watcher may not have fired yet: give the event loop a turn (the next answer waits for the build it starts).
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  // Inside the site package, so the project's @rsdocs/theme, React and @rsdocs/mcp resolve from its node_modules.
  project = fs.mkdtempSync(path.join(siteRoot, '.tmp-mcp-live-'));
  write('site.config.mjs', "export default { title: 'Live', root: 'docs', lang: 'en', lastUpdated: false };\n");
  write('docs/en/index.md', '# Home\n\nWelcome.\n');
  write('docs/en/guide/start.md', '# Start\n\nThe zephyrine installer sets things up.\n');
  const transport = new StdioClientTransport({ command: process.execPath, args: [cli, 'mcp', '--root', project], cwd: siteRoot, stderr: 'pipe' });
  client = new Client({ name: 'rsdocs-live-test', version: '1.0.0' });
  await client.connect(transport);
}, 60_000);
afterAll(async () => {
  await client?.close();
  fs.rmSync(project, { recursive: true, force: true });
});

describe('rsdocs mcp --root (a live project)', { timeout: 600_000 }, () => {
  it("answers from the project's own build: its search index and .md copies", async () => {
    expect(await routesFor('zephyrine')).toEqual(['/guide/start']);
    const page = await call('read_page', { route: '/guide/start' });
    expect(page.isError).toBeFalsy();
    expect(text(page)).toContain('The zephyrine installer');
    // Built into the project's node_modules, nothing in its own folders.
    expect(fs.existsSync(path.join(project, 'dist'))).toBe(false);
  });

  it('finds a page edited on disk, and a page added, once the project has been built again', async () => {
    write('docs/en/guide/start.md', '# Start\n\nThe quetzalcoatl installer sets things up.\n\n## Flags\n\nUse --verbose.\n');
    write('docs/en/guide/added.md', '# Added\n\nA brand new xylophonist page.\n');
    expect(await eventually(() => routesFor('quetzalcoatl'), (r) => r.includes('/guide/start'))).toEqual(['/guide/start']);
    expect(await eventually(() => routesFor('xylophonist'), (r) => r.length > 0)).toEqual(['/guide/added']);
    expect(await routesFor('zephyrine')).toEqual([]);
    const section = await call('read_page', { route: '/guide/start', heading: 'Flags' });
    expect(text(section)).toContain('--verbose');
  });

  it('a build that fails is a tool error with the fix, and the next save builds again', async () => {
    write('docs/en/guide/broken.mdx', '# Broken\n\n<div>never closed\n');
    const failed = await eventually(() => call('search_docs', { query: 'xylophonist' }), (r) => !!r.isError);
    expect(text(failed)).toMatch(/Building .* failed/);
    expect(text(failed)).toContain('broken.mdx');
    expect(text(failed)).toContain('Fix:');
    fs.rmSync(path.join(project, 'docs/en/guide/broken.mdx'));
    expect(await eventually(() => routesFor('xylophonist'), (r) => r.length > 0)).toEqual(['/guide/added']);
  });
});
