// Notes a few doc pages show above their content, one chunk that only those pages fetch (see `loadDocParts`).
export { PostMeta } from '../BlogIndex/PostMeta';
export { StaleTranslationNotice } from '../StaleTranslationNotice/StaleTranslationNotice';
export { UntranslatedNotice } from '../UntranslatedNotice/UntranslatedNotice';
