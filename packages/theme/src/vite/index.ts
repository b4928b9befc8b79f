export { rsdocs, type RsdocsPluginOptions } from './plugin';
export { defineConfig } from '../config/types';
export type * from '../config/types';
export { validateConfig } from './validate-config';
export { RsdocsError } from './errors';
export { fileToRoute } from './routes';
export { serveStatic, resolveStaticFile, notFoundFile, type ServeOptions } from '../node/serve';
export { compilePage } from './markdown/page-module';
export type { CompiledPage } from './markdown/compile';
