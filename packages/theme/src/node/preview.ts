import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Server } from 'node:http';
import { RsdocsError } from '../vite/errors';
import { loadProject, type CliOverrides } from './project';
import { serveStatic } from './serve';
import fs from 'node:fs';

export interface PreviewOptions extends CliOverrides {
  root?: string;
}

/** `rsdocs preview`: the built site (the project's out dir) on the static server of `rsdocs serve`. */
export async function startPreview(options: PreviewOptions = {}): Promise<{ server: Server; url: string }> {
  const { resolveConfig } = await import('vite');
  const { inline } = await loadProject(options.root, { command: 'build', mode: 'production', isSsrBuild: false, isPreview: true }, options);
  // Resolved as the build resolves it: the out dir and the base may come from the site config through the plugin.
  const config = await resolveConfig({ ...inline, logLevel: 'silent' }, 'build', 'production', 'production', true);
  const dir = path.resolve(config.root, config.build.outDir);
  if (!fs.existsSync(path.join(dir, 'index.html'))) throw new RsdocsError(`no built site in ${path.relative(process.cwd(), dir) || '.'}: run \`rsdocs build\` first`);
  const host = options.host === true ? '0.0.0.0' : (options.host || '127.0.0.1');
  const port = options.port ?? Number(process.env.PORT ?? 4173);
  const { base } = config;
  const server = await serveStatic({ dir, port, host, base });
  const address = server.address();
  const url = `http://${host === '0.0.0.0' ? 'localhost' : host}:${address && typeof address === 'object' ? address.port : port}${base}`;
  if (options.open) openBrowser(typeof options.open === 'string' ? new URL(options.open, url).href : url);
  return { server, url };
}

/** Open `url` in the system's browser; a failure only costs the convenience. */
export function openBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'cmd' : 'xdg-open';
  const args = process.platform === 'win32' ? ['/c', 'start', '', url] : [url];
  const child = spawn(command, args, { stdio: 'ignore', detached: true });
  child.on('error', () => {});
  child.unref();
}
