// `npm test` / `pnpm test`: every test in the repo (unit, component, stories, consumer, end-to-end in Chromium).
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureInstalled, pnpm } from './lib.mjs';

ensureInstalled();
ensureChromium();
pnpm(['exec', 'turbo', 'run', 'test', '--concurrency=1', '--output-logs=full']);
