import { fireEvent, render, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSearchHotkey } from './useSearchHotkey';

function press(target: EventTarget, init: KeyboardEventInit) {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

describe('useSearchHotkey', () => {
  it.each([
    { name: 'Ctrl+K', init: { key: 'k', ctrlKey: true } },
    { name: 'Cmd+K', init: { key: 'k', metaKey: true } },
    { name: 'Ctrl+K with caps lock', init: { key: 'K', ctrlKey: true } },
    { name: '/', init: { key: '/' } },
    { name: "Shift+'/' (layouts that need Shift for a slash)", init: { key: '/', shiftKey: true } },
  ])('opens on $name and prevents the browser default', ({ init }) => {
    const onOpen = vi.fn();
    renderHook(() => useSearchHotkey(onOpen));
    const event = press(document.body, init);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it.each([
    { name: 'plain k', init: { key: 'k' } },
    { name: 'Ctrl+Shift+K', init: { key: 'K', ctrlKey: true, shiftKey: true } },
    { name: 'Alt+Ctrl+K', init: { key: 'k', ctrlKey: true, altKey: true } },
    { name: 'Ctrl+Cmd+K', init: { key: 'k', ctrlKey: true, metaKey: true } },
    { name: 'Ctrl+/', init: { key: '/', ctrlKey: true } },
    { name: 'Ctrl+K while composing', init: { key: 'k', ctrlKey: true, isComposing: true } },
  ])('ignores $name', ({ init }) => {
    const onOpen = vi.fn();
    renderHook(() => useSearchHotkey(onOpen));
    const event = press(document.body, init);
    expect(onOpen).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it("types '/' into text fields but still opens on Ctrl+K from them", () => {
    const onOpen = vi.fn();
    function Harness() {
      useSearchHotkey(onOpen);
      return (
        <>
          <input aria-label="name" />
          <textarea aria-label="notes" />
          <div contentEditable suppressContentEditableWarning aria-label="editor" />
        </>
      );
    }
    const { getByLabelText } = render(<Harness />);
    for (const label of ['name', 'notes']) {
      const field = getByLabelText(label);
      expect(press(field, { key: '/' }).defaultPrevented).toBe(false);
    }
    const editor = getByLabelText('editor');
    Object.defineProperty(editor, 'isContentEditable', { value: true }); // jsdom does not compute it
    expect(press(editor, { key: '/' }).defaultPrevented).toBe(false);
    expect(onOpen).not.toHaveBeenCalled();
    fireEvent.keyDown(getByLabelText('name'), { key: 'k', ctrlKey: true });
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('calls the latest callback and stops listening on unmount', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ cb }) => useSearchHotkey(cb), { initialProps: { cb: first } });
    rerender({ cb: second });
    press(window, { key: 'k', metaKey: true });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    unmount();
    press(window, { key: 'k', metaKey: true });
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('leaves keys that something else already handled alone', () => {
    const onOpen = vi.fn();
    renderHook(() => useSearchHotkey(onOpen));
    const stop = (e: Event) => e.preventDefault();
    document.body.addEventListener('keydown', stop);
    press(document.body, { key: 'k', ctrlKey: true });
    document.body.removeEventListener('keydown', stop);
    expect(onOpen).not.toHaveBeenCalled();
  });
});
