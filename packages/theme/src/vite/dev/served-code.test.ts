import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer, type DevEnvironment, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundServedCode } from './served-code';

// A real Vite dev server whose plugin makes modules as ours do (route tables, pages), with their served code bounded.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-served-code-'));
let server: ViteDevServer;
const made: string[] = [];
const env = () => server.environments.client as DevEnvironment;
const id = (kind: string, n: number) => `\0virtual:t/${kind}/${n}`;
const url = (kind: string, n: number) => `virtual:t/${kind}/${n}`;
const held = (kind: string, count: number) => Array.from({ length: count }, (_, n) => n).filter((n) => env().moduleGraph.getModuleById(id(kind, n))?.transformResult);

beforeAll(async () => {
  let bound: ReturnType<typeof boundServedCode>;
  server = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    cacheDir: path.join(root, '.vite'),
    appType: 'custom',
    server: { port: 0, host: '127.0.0.1', watch: null, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [
      {
        name: 'generated',
        configureServer(s) {
          bound = boundServedCode(() => s.environments.client.moduleGraph, { section: 2, page: 3 });
        },
        resolveId: (source) => (source.startsWith('virtual:t/') ? `\0${source}` : undefined),
        load(loaded) {
          if (!loaded.startsWith('\0virtual:t/')) return undefined;
          made.push(loaded);
          return `export const name = ${JSON.stringify(loaded.slice(1))};\n`;
        },
        transform(code, transformed) {
          const [, kind] = /^\0virtual:t\/(section|page)\//.exec(transformed) ?? [];
          if (kind) bound.served(transformed, kind as 'section' | 'page');
          return undefined;
        },
      },
    ],
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('boundServedCode', () => {
  it('keeps the code of the last few modules of each kind, and makes a dropped one again, the same, when asked', async () => {
    for (let n = 0; n < 10; n++) await env().transformRequest(url('page', n));
    for (let n = 0; n < 5; n++) await env().transformRequest(url('section', n));
    expect(held('page', 10)).toEqual([7, 8, 9]);
    expect(held('section', 5)).toEqual([3, 4]);
    // The graph keeps the nodes (their imports and hot-update state), and no etag of dropped code.
    expect(env().moduleGraph.getModuleById(id('page', 0))).toBeDefined();
    expect(env().moduleGraph.etagToModuleMap.size).toBe(5);
    const loads = made.length;
    const again = await env().transformRequest(url('page', 0));
    expect(again?.code).toContain('virtual:t/page/0');
    expect(made.length).toBe(loads + 1);
    expect(held('page', 10)).toEqual([0, 8, 9]);
    // A module whose code is held is answered from the graph, not made again.
    await env().transformRequest(url('page', 9));
    expect(made.length).toBe(loads + 1);
  });
});
