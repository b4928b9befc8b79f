/**
 * Whether a keydown should open search: Ctrl+K or Cmd+K anywhere, '/' outside text fields.
 * Shared by React's `useSearchHotkey` and the head script (`boot/early.ts`), into which it is inlined through
 * `Function.prototype.toString`: it refers to nothing outside its body.
 */
export function isSearchHotkey(event: KeyboardEvent): boolean {
  if (event.isComposing || event.altKey || typeof event.key !== 'string') return false;
  const key = event.key.toLowerCase();
  if (key === 'k') return !event.shiftKey && event.ctrlKey !== event.metaKey; // exactly one of Ctrl, Cmd
  if (key !== '/' || event.ctrlKey || event.metaKey) return false;
  // Shift is allowed: some keyboard layouts need it to type '/'. In a text field '/' stays text.
  const target = event.target as HTMLElement | null;
  const editable =
    !!target && (target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT');
  return !editable;
}
