export { createDocsServer, runMcpServer } from './server';
export type { DocsServerOptions } from './server';
export { Docs } from './docs';
export type { DocHit, ListedPage, PageText } from './docs';
export { DocsInputError } from './errors';
export { LiveSite } from './live';
export type { LiveSiteOptions } from './live';
