// `npm start` / `pnpm start`: install if needed, build everything, serve the site on localhost.
import { ensureInstalled, pnpm, repoRoot, run } from './lib.mjs';

ensureInstalled();
pnpm(['run', 'build']);
const port = process.env.PORT ?? '4173';
run('node', ['packages/theme/bin/rsdocs.js', 'serve', 'packages/site/dist', '--port', port], { cwd: repoRoot });
