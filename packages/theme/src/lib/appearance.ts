/**
 * Light and dark appearance: what the visitor chose, what the page shows, and the pre-paint script.
 * Stored values are 'light', 'dark' or 'auto'; anything else (nothing stored, junk) counts as 'auto',
 * which follows the system's `prefers-color-scheme`.
 */

/** What the visitor chose. */
export type AppearancePreference = 'light' | 'dark' | 'auto';
/** What the page shows. */
export type Appearance = 'light' | 'dark';

/** Storage key of the visitor's choice. */
export const APPEARANCE_STORAGE_KEY = 'rsdocs-appearance';

export const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Read a stored value; unknown values and `null` mean 'auto'. */
export function parsePreference(stored: string | null | undefined): AppearancePreference {
  return stored === 'light' || stored === 'dark' ? stored : 'auto';
}

/** The appearance the page shows for a stored choice and the system setting. */
export function resolveAppearance(stored: string | null | undefined, systemDark: boolean): Appearance {
  // Refers to nothing outside its body: the head script inlines it (`boot/controls.ts`).
  if (stored === 'light' || stored === 'dark') return stored;
  return systemDark ? 'dark' : 'light';
}

/**
 * The choice to store when the visitor flips the appearance: the opposite of what shows now, or 'auto'
 * when that opposite is what the system asks for, so the page keeps following the system afterwards.
 */
// Refers to nothing outside its body: the head script inlines it.
export function togglePreference(current: Appearance, systemDark: boolean): AppearancePreference {
  const next: Appearance = current === 'dark' ? 'light' : 'dark';
  return next === (systemDark ? 'dark' : 'light') ? 'auto' : next;
}

/**
 * A tiny script for an inline `<script>` in `<head>`: it sets the `dark` class on `<html>` before the
 * first paint, so a dark page never flashes light. It survives a throwing `localStorage`.
 */
export function colorSchemeScript(storageKey: string = APPEARANCE_STORAGE_KEY): string {
  // JSON keeps the key a valid string literal; escaping `<` keeps `</script>` in a key harmless.
  const key = JSON.stringify(storageKey).replace(/</g, '\\u003c');
  return (
    `(function(){var s=null,d=false;try{s=localStorage.getItem(${key})}catch(e){}` +
    `try{d=s==='dark'||(s!=='light'&&matchMedia('${DARK_QUERY}').matches)}catch(e){}` +
    `document.documentElement.classList.toggle('dark',d)})()`
  );
}
