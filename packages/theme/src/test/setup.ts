import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadAllMessages } from '../i18n';
import { loadAllDeferredParts } from '../layouts/registry';

// Every language's UI strings (English too) and the deferred parts (sidebar, navbar extras) are chunks of their own:
// load them before any test renders, so renders are synchronous as on the server.
await Promise.all([loadAllMessages(), loadAllDeferredParts()]);

// findBy*/waitFor wait for a condition; their default 1 s is too short on a loaded machine (the wait ends as soon
// as the condition holds, so a longer limit only changes how long a real failure takes to report).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.documentElement.className = '';
});

// jsdom lacks these browser APIs that components use.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('IntersectionObserver' in window)) {
  class IO {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = IO;
}
if (!('ResizeObserver' in window)) {
  class RO {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = RO;
}
window.scrollTo = (() => {}) as typeof window.scrollTo;
Element.prototype.scrollIntoView = function scrollIntoView() {};

// Stories double as test fixtures: apply the Storybook decorators (ThemeProvider, appearance, language).
import { setProjectAnnotations } from '@storybook/react-vite';
import * as previewAnnotations from '../../../../.storybook/preview';
setProjectAnnotations(previewAnnotations);

// jsdom has <dialog> without showModal/close and without its Escape key: what the platform does, in brief.
if (!HTMLDialogElement.prototype.showModal) {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      if (this.open) throw new DOMException('already open', 'InvalidStateError');
      this.setAttribute('open', '');
      this.querySelector<HTMLElement>('a[href], button, input')?.focus();
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    },
  });
  document.addEventListener('keydown', (event) => {
    const dialog = event.key === 'Escape' ? document.querySelector('dialog[open]') : null;
    if (dialog && dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) (dialog as HTMLDialogElement).close();
  });
}
