import { loadAllMessages } from '../i18n';

// Every language's UI strings, English too, are a chunk of their own: load them before a test renders components
// outside a page (the build's render loads a page's own language first).
await loadAllMessages();
