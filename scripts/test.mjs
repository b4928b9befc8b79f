// `npm test` / `pnpm test`: every test in the repo. Unit, component and story tests and the site's content and
// end-to-end tests run through turbo (which builds what they need first); then the consumer test packs the three
// packages and scaffolds a site with create-rsdocs into an empty folder outside the workspace, and the migration
// test converts a committed Rspress site with create-rsdocs --from and builds it there.
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureInstalled, pnpm, run } from './lib.mjs';

ensureInstalled();
ensureChromium();
pnpm(['exec', 'turbo', 'run', 'test', '--concurrency=1', '--output-logs=full']);
run('node', ['tests/consumer/run.mjs']);
// The migration test: the committed Rspress fixture through `create-rsdocs --from`, npm install and npm run build.
run('node', ['tests/consumer/from-rspress.mjs']);
