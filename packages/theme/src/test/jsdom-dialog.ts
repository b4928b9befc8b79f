/**
 * jsdom has <dialog> without showModal and close: the least of them the head script relies on, for a window the
 * head-script tests make themselves (the component tests' window gets a fuller stand-in in setup.ts).
 */
export function addDialogMethods(win: { HTMLDialogElement: typeof HTMLDialogElement; Event: typeof Event }): void {
  Object.assign(win.HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.removeAttribute('open');
      this.dispatchEvent(new win.Event('close'));
    },
  });
}
