// Server-side rendering entry: kept apart so react-dom/server never reaches the browser bundle.
export { createRenderer, sectionLoadersFromData, type RenderedPage, type SectionData } from './runtime/server';
// Pages that ship as a content tree are rendered from it directly when prerendering.
export { createContent, type ContentNode } from './runtime/content';
