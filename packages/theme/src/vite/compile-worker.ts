import { parentPort } from 'node:worker_threads';
import { compilePage, type CompileOptions } from './markdown/compile';
import { TokenClasses } from './markdown/highlight';

// One Markdown compiler per worker thread: pages compile in parallel on every core.
const classes = new TokenClasses();

parentPort?.on('message', async (msg: { id: number; source: string; opts: Omit<CompileOptions, 'tokenClasses'> & { tokenClasses: boolean } }) => {
  try {
    const page = await compilePage(msg.source, { ...msg.opts, tokenClasses: msg.opts.tokenClasses ? classes : undefined });
    parentPort?.postMessage({ id: msg.id, page, classes: msg.opts.tokenClasses ? classes.entries() : [] });
  } catch (error) {
    parentPort?.postMessage({ id: msg.id, error: error instanceof Error ? error.message : String(error) });
  }
});
