import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type DevEnvironment, type Plugin, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deferDepsOptimizer, type DeferredOptimizer } from './optimizer';

// A real Vite dev server pre-bundling React, with the optimizer held back as the rsdocs dev server holds it.
const here = path.dirname(fileURLToPath(import.meta.url));
// A project of its own whose node_modules is the theme's (for `react`).
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-optimizer-'));
fs.symlinkSync(path.resolve(here, '../../../node_modules'), path.join(root, 'node_modules'));
let server: ViteDevServer;
let optimizer: DeferredOptimizer;

const env = () => server.environments.client as DevEnvironment;
const initState = () => env().depsOptimizer!.initState;

beforeAll(async () => {
  fs.writeFileSync(path.join(root, 'main.js'), "import { useState } from 'react';\nexport default useState;\n");
  fs.writeFileSync(path.join(root, 'style.css'), 'body { color: red; }\n');
  const hold: Plugin = {
    name: 'hold-optimizer',
    configureServer(s) {
      optimizer = deferDepsOptimizer(s.environments.client);
    },
  };
  server = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    cacheDir: path.join(root, '.vite'),
    appType: 'custom',
    server: { port: 0, host: '127.0.0.1', watch: null },
    optimizeDeps: { include: ['react'] },
    plugins: [hold],
  });
  await server.listen();
}, 60_000);

afterAll(async () => {
  await server?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('deferDepsOptimizer', () => {
  let warming: Promise<void>;

  it('keeps the optimizer idle when the server starts listening, while stylesheets are transformed and scripts warmed up', async () => {
    expect(initState()).toBe('idle');
    // Vite warms the page's scripts up as it adds its client to the page: that waits.
    warming = env().warmupRequest('/main.js');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const css = await env().transformRequest('/style.css?direct');
    expect(css?.code).toContain('color: red');
    expect(initState()).toBe('idle');
    expect(fs.existsSync(path.join(root, '.vite/deps'))).toBe(false);
  });

  it('sets the optimizer up before the first script is transformed, which then imports the pre-bundled dependency', async () => {
    const js = await env().transformRequest('/main.js');
    expect(initState()).toBe('initialized');
    expect(js?.code).toMatch(/from "\/\.vite\/deps\/react\.js\?v=[0-9a-f]+"/);
    await warming; // the held warm-up went on
  });

  it('starts once: start() after that changes nothing', async () => {
    optimizer.start();
    expect(initState()).toBe('initialized');
  });
});

describe('deferDepsOptimizer without an optimizer', () => {
  it('does nothing', () => {
    const bare = { depsOptimizer: undefined } as unknown as DevEnvironment;
    const held = deferDepsOptimizer(bare);
    expect(() => held.start()).not.toThrow();
    held.stop();
  });
});
