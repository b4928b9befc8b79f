// A site built in a process of its own, for killed-build.test.ts (a build killed with SIGKILL takes its process
// with it). Arguments: the site's folder, its out dir, and its config as JSON. Exits 1 with the error's message.
import { createBuilder } from 'vite';
import { rsdocs } from '@rsdocs/theme/vite';

const [root, outDir, config] = process.argv.slice(2);
process.env.NODE_ENV = 'production';
try {
  const builder = await createBuilder({ root, configFile: false, mode: 'production', logLevel: 'warn', plugins: [rsdocs(JSON.parse(config))], build: { outDir } });
  await builder.buildApp();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
