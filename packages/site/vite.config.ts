import { rsdocs } from '@rsdocs/theme/vite';
import { defineConfig } from 'vite';
import site from './site.config.ts';

export default defineConfig({
  plugins: [rsdocs(site, { configFile: 'site.config.ts' })],
});
