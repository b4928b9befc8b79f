// Server-side rendering entry: kept apart so react-dom/server never reaches the browser bundle.
export { createRenderer, type RenderedPage } from './runtime/server';
