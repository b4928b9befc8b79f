/**
 * The map a module's load gives on the dev server when a source map would tell nothing: a route table, a page's
 * compiled content. Without one, Vite makes an identity map of the whole code with the code inside it, for every
 * answer (a section of 1,250 pages: 1.8 MB of map for 0.4 MB of code, made while the page hydrates); with this empty
 * one (`mappings: ''`, Rollup's "no map"), it sends the code as it is.
 */
export const NO_SOURCE_MAP = { mappings: '' } as const;
