import { useEffect, useRef } from 'react';
import { isSearchHotkey } from '../boot/hotkey';

export { isSearchHotkey };

/**
 * Call `onOpen` on Ctrl+K, Cmd+K, or '/' (when focus is not in a text field), preventing the browser default.
 * A key the head script already handled (it opened the early search field) arrives default-prevented and is left alone.
 */
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
