import { chromium, type Browser } from 'playwright-core';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// Debian's Chromium with the repo's flags, driven by playwright-core.
import { CHROMIUM, CHROMIUM_FLAGS } from '../../../../scripts/ensure-chromium.mjs';

// The built site; RSDOCS_SITE_DIST points the tests at another build of it.
export const siteDist = process.env.RSDOCS_SITE_DIST
  ? path.resolve(process.env.RSDOCS_SITE_DIST)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
}

/** Serve a built site (by default the Rslib site) with the theme's static server on a free loopback port. */
export async function startServer(dir = siteDist): Promise<{ server: Server; origin: string }> {
  const { serveStatic } = (await import('@rsdocs/theme/vite')) as typeof import('@rsdocs/theme/vite');
  const server = await serveStatic({ dir, port: 0, host: '127.0.0.1' });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  return { server, origin: `http://127.0.0.1:${address.port}` };
}
