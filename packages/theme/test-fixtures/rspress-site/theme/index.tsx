// The site's own theme folder: its components beside Rspress's built-ins, as an Rspress site's `@theme` is.
export * from '@rspress/core/theme';
export { HarborBanner } from './HarborBanner';
