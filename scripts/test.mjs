// `npm test` / `pnpm test`: every test in the repo. Unit, component and story tests and the site's content and
// end-to-end tests run through turbo (which builds what they need first); then the consumer test packs the three
// packages and scaffolds a site with create-rsdocs into an empty folder outside the workspace, and the migration
// test converts a committed Rspress site with create-rsdocs --from and builds it there. Storybook is built and every
// story rendered in Chromium in both directions (in Arabic), failing on a story whose right-to-left layout is not
// its left-to-right one mirrored (storybook-smoke --mirror; issue #28).
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureInstalled, pnpm, run } from './lib.mjs';

ensureInstalled();
ensureChromium();
// The bench scripts' own logic (issue #33's checklist): plain Node tests, no build needed.
run('node', ['--test', 'scripts/bench/limits.test.mjs', 'scripts/bench/settle.test.mjs']);
pnpm(['exec', 'turbo', 'run', 'test', '--concurrency=1', '--output-logs=full']);
pnpm(['run', 'build-storybook']);
// A generous per-story timeout: CI machines may be loaded; a story that never settles still fails.
run('node', ['scripts/storybook-smoke.mjs', '--mirror', '--locale', 'ar', '--skip-a11y', '--timeout', '120000']);
run('node', ['tests/consumer/run.mjs']);
// The migration test: the committed Rspress fixture through `create-rsdocs --from`, npm install and npm run build.
run('node', ['tests/consumer/from-rspress.mjs']);
