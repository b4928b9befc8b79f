import { parentPort } from 'node:worker_threads';
import { compilePage, type CompileOptions } from './markdown/compile';

// One Markdown compiler per worker thread: pages compile in parallel on every core.
parentPort?.on('message', async (msg: { id: number; source: string; opts: CompileOptions }) => {
  try {
    parentPort?.postMessage({ id: msg.id, page: await compilePage(msg.source, msg.opts) });
  } catch (error) {
    parentPort?.postMessage({ id: msg.id, error: error instanceof Error ? error.message : String(error) });
  }
});
