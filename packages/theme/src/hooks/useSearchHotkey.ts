import { useEffect, useRef } from 'react';

/** True when typing in the event's target should keep a plain '/' as text. */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT';
}

/** Whether a keydown should open search: Ctrl+K or Cmd+K anywhere, '/' outside text fields. */
export function isSearchHotkey(event: KeyboardEvent): boolean {
  if (event.isComposing || event.altKey) return false;
  const key = event.key.toLowerCase();
  if (key === 'k') return !event.shiftKey && event.ctrlKey !== event.metaKey; // exactly one of Ctrl, Cmd
  // Shift is allowed: some keyboard layouts need it to type '/'.
  return key === '/' && !event.ctrlKey && !event.metaKey && !isEditable(event.target);
}

/** Call `onOpen` on Ctrl+K, Cmd+K, or '/' (when focus is not in a text field), preventing the browser default. */
export function useSearchHotkey(onOpen: () => void): void {
  const onOpenRef = useRef(onOpen);
  useEffect(() => {
    onOpenRef.current = onOpen;
  }, [onOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isSearchHotkey(event)) return;
      event.preventDefault();
      onOpenRef.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
