import fs from 'node:fs';
import type { ViteDevServer } from 'vite';
import { prestartDevThread, releaseDevThread } from '../vite/dev/thread';
import { loadProject, type CliOverrides } from './project';
import { formatError } from './report';
import { devTiming } from '../vite/dev/timing';

export interface DevOptions extends CliOverrides {
  root?: string;
  debug?: boolean;
  /** Print the URLs and take keyboard shortcuts (r, o, q…). @default true */
  interactive?: boolean;
}

export interface DevHandle {
  /** The running server (replaced when the configuration changes). */
  readonly server: ViteDevServer;
  /** Load the configuration again and swap the server (the open tabs reconnect and reload). */
  reload(): Promise<void>;
  close(): Promise<void>;
}

/**
 * `rsdocs dev`: Vite's dev server with the rsdocs plugin. When `site.config.*` or `vite.config.*` (or a file they
 * import) changes, the project is loaded again and the server swapped on the same port: open tabs reconnect and
 * reload. A configuration that fails to load keeps the old server, and the error shows in the terminal and in the
 * browser's overlay until it is fixed.
 */
export async function startDev(options: DevOptions = {}): Promise<DevHandle> {
  // First: the worker thread that compiles and renders pages loads its modules while this one loads Vite and the config.
  prestartDevThread();
  const { createServer } = await import('vite');
  devTiming('vite loaded');
  const env = { command: 'serve' as const, mode: 'development', isSsrBuild: false, isPreview: false };
  let project = await loadProject(options.root, env, options);
  devTiming('project loaded');
  let server = await createServer(project.inline);
  devTiming('server created');
  releaseDevThread();
  await server.listen();
  devTiming('listening');
  if (options.interactive !== false) {
    // Counted from the process start, as a person waits for it.
    server.config.logger.info(`\n  rsdocs dev server ready in ${Math.round(performance.now())} ms\n`);
    server.printUrls();
    server.bindCLIShortcuts({ print: true });
  }

  let pending: Promise<void> | null = null;
  // The files' stamp when the last load began: an event for bytes that load already read restarts nothing.
  let loadedStamp = '';
  // A save seen half-written (an editor truncates, then writes) can be followed by the rest within Vite's watcher's
  // 50 ms, whose event it drops: the files' times and sizes before a load tell whether it read the last version.
  const stamp = () =>
    project.dependencies
      .map((file) => {
        try {
          const s = fs.statSync(file);
          return `${s.mtimeMs}:${s.size}`;
        } catch {
          return 'missing';
        }
      })
      .join('|');
  const reload = async () => {
    const before = stamp();
    loadedStamp = before;
    try {
      const next = await loadProject(options.root, env, options);
      // Same port as now, even when the command line left it to Vite.
      const port = server.config.server.port;
      const address = server.httpServer?.address();
      const actual = address && typeof address === 'object' ? address.port : port;
      await server.close();
      project = next;
      server = await createServer({ ...project.inline, server: { ...project.inline.server, port: actual, strictPort: true, open: false } });
      await server.listen();
      watch();
      server.config.logger.info('rsdocs: configuration changed, server restarted', { timestamp: true });
    } catch (error) {
      server.config.logger.error(`rsdocs: the configuration could not be loaded; the server goes on with the previous one.\n${formatError(error, options.debug)}`, { timestamp: true });
      const e = error as { message?: string; frame?: string; loc?: { file: string; line: number; column: number } };
      server.environments.client.hot.send({ type: 'error', err: { message: String(e.message ?? error), stack: '', frame: e.frame, loc: e.loc, plugin: 'rsdocs' } });
    }
  };
  // Editors write a file in several steps: one reload at a time, and one more if a change came meanwhile.
  const scheduleReload = () => {
    if (pending) return;
    pending = reload().finally(() => {
      pending = null;
      // Run again only for bytes the last load may not have read: a watcher reports one save more than once
      // (truncate, then write), and it may drop the last event of a save written in steps.
      const changed = stamp() !== loadedStamp;
      if (changed) scheduleReload();
    });
  };
  function watch() {
    const files = new Set(project.dependencies);
    server.watcher.add([...files]);
    server.watcher.on('change', (file) => {
      if (files.has(file)) scheduleReload();
    });
  }
  watch();

  return {
    get server() {
      return server;
    },
    reload: async () => {
      scheduleReload();
      await pending;
    },
    close: () => server.close(),
  };
}
