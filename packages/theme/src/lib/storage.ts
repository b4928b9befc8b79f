/**
 * One place for persisted visitor state (appearance, dismissed banner, tab choice, visited-locale flag).
 * localStorage may throw (privacy modes, disabled storage) or be full; then the value lives on in memory
 * for this page's lifetime, so the visitor never loses the choice they just made.
 */
type Listener = () => void;

const memory = new Map<string, string>();
const listeners = new Map<string, Set<Listener>>();

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function readStorage(key: string): string | null {
  if (memory.has(key)) return memory.get(key) ?? null;
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Store `value` (null removes it). Returns whether it reached localStorage, i.e. outlives this page. */
export function writeStorage(key: string, value: string | null): boolean {
  // Memory first: it is what this page reads back, whatever the real storage does.
  if (value === null) memory.delete(key);
  else memory.set(key, value);
  try {
    const s = storage();
    if (value === null) s?.removeItem(key);
    else s?.setItem(key, value);
    // Stored for real: let later reads see other tabs' writes again.
    if (s) memory.delete(key);
    notify(key);
    return !!s;
  } catch {
    // Quota exceeded or storage disabled: keep the in-memory copy.
    notify(key);
    return false;
  }
}

/**
 * Take over values that were kept in memory before this module ran (the head script's controls, when storage
 * refused them): reads see them as if written here. Values already in memory win.
 */
export function adoptMemory(values: Record<string, string>): void {
  for (const [key, value] of Object.entries(values)) if (!memory.has(key)) memory.set(key, value);
}

function notify(key: string): void {
  listeners.get(key)?.forEach((fn) => fn());
}

/** Call `listener` when `key` changes in this tab or (through the `storage` event) in another tab. */
export function subscribeStorage(key: string, listener: Listener): () => void {
  let set = listeners.get(key);
  if (!set) listeners.set(key, (set = new Set()));
  set.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    set.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}
