import { useCallback, useEffect, useSyncExternalStore, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { useStoredState } from '../../hooks/useStoredState';
import {
  APPEARANCE_STORAGE_KEY,
  DARK_QUERY,
  parsePreference,
  resolveAppearance,
  togglePreference,
  type Appearance,
  type AppearancePreference,
} from '../../lib/appearance';

const noSubscribe = () => () => {};

function subscribeSystem(onChange: () => void) {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const systemDarkSnapshot = () => window.matchMedia(DARK_QUERY).matches;

/** Set or remove the `dark` class on `<html>`. */
export function applyAppearance(appearance: Appearance): void {
  document.documentElement.classList.toggle('dark', appearance === 'dark');
}

type ViewTransitionDocument = Document & {
  startViewTransition?: (update: () => void) => { ready: Promise<void>; updateCallbackDone?: Promise<void>; finished: Promise<void> };
};

/** Run `update` inside a view transition that reveals the new appearance as a circle growing from (x, y). */
function revealFrom(x: number, y: number, update: () => void): void {
  const doc = document as ViewTransitionDocument;
  if (!doc.startViewTransition || window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    update();
    return;
  }
  const root = document.documentElement;
  const radius = Math.hypot(Math.max(x, window.innerWidth - x), Math.max(y, window.innerHeight - y));
  root.classList.add('rsd-appearance-transition');
  const transition = doc.startViewTransition(update);
  transition.updateCallbackDone?.catch(() => {}); // skipped by a newer transition: expected
  transition.ready
    .then(() => {
      root.animate(
        { clipPath: [`circle(0px at ${x}px ${y}px)`, `circle(${radius}px at ${x}px ${y}px)`] },
        { duration: 400, easing: 'ease-in-out', pseudoElement: '::view-transition-new(root)' },
      );
    })
    .catch(() => {});
  transition.finished.finally(() => root.classList.remove('rsd-appearance-transition')).catch(() => {});
}

export interface AppearanceState {
  /** What the page shows. 'light' on the server and while hydrating. */
  appearance: Appearance;
  /** What the visitor chose. */
  preference: AppearancePreference;
  /** False on the server and in the hydrating render: `appearance` is not known yet. */
  mounted: boolean;
  setPreference: (preference: AppearancePreference) => void;
  /** Flip light/dark; with a click event, reveal the change as a circle from the pointer. */
  toggle: (event?: MouseEvent<HTMLElement>) => void;
}

/**
 * The visitor's appearance choice, stored under `rsdocs-appearance` (synced across tabs, kept in memory when
 * storage throws) and applied as the `dark` class on `<html>` once mounted. 'auto' follows the system.
 */
export function useAppearance(): AppearanceState {
  const [stored, setStored] = useStoredState(APPEARANCE_STORAGE_KEY);
  const systemDark = useSyncExternalStore(subscribeSystem, systemDarkSnapshot, () => false);
  const mounted = useSyncExternalStore(noSubscribe, () => true, () => false);
  const appearance = resolveAppearance(stored, systemDark);

  // The inline pre-paint script set the class already; this keeps it right after changes (other tabs, system).
  // Skipped while hydrating, when `appearance` still comes from the server snapshot.
  useEffect(() => {
    if (mounted) applyAppearance(appearance);
  }, [mounted, appearance]);

  const setPreference = useCallback(
    (preference: AppearancePreference) => {
      flushSync(() => setStored(preference));
      applyAppearance(resolveAppearance(preference, systemDark));
    },
    [setStored, systemDark],
  );

  const toggle = useCallback(
    (event?: MouseEvent<HTMLElement>) => {
      const next = togglePreference(appearance, systemDark);
      const commit = () => setPreference(next);
      if (!event) return commit();
      let { clientX: x, clientY: y } = event;
      if (x === 0 && y === 0) {
        // Keyboard activation: start from the button's centre.
        const rect = event.currentTarget.getBoundingClientRect();
        x = rect.left + rect.width / 2;
        y = rect.top + rect.height / 2;
      }
      revealFrom(x, y, commit);
    },
    [appearance, systemDark, setPreference],
  );

  return { appearance, preference: parsePreference(stored), mounted, setPreference, toggle };
}
