/**
 * The app's side of the early boot (`early.ts`): React takes over what the head script started. Every function
 * is a no-op without the head script (Storybook, tests, a React app using the components on their own).
 */
import { adoptMemory } from '../lib/storage';
import type { EarlyBoot, EarlySearchInput, EarlySearchState } from './early';

declare global {
  interface Window {
    /** Set by the head script of a built page (see `boot/early.ts`). */
    __RSDOCS_BOOT__?: EarlyBoot;
  }
}

function early(): EarlyBoot | undefined {
  return typeof window === 'undefined' ? undefined : window.__RSDOCS_BOOT__;
}

/** The head script is replacing this page with its translation: starting the app would be wasted work. */
export function isRedirecting(): boolean {
  return !!early()?.redirecting;
}

/** Whether the early search field is showing. */
export function earlySearchIsOpen(): boolean {
  return !!early()?.search.isOpen();
}

/** Show the early search field (search asked for before its dialog's code is there). False without the head script. */
export function openEarlySearch(): boolean {
  return !!early()?.search.open();
}

/** Close the early search field and return what was typed into it (null when it is not open). */
export function takeEarlySearch(): EarlySearchInput | null {
  return early()?.search.take() ?? null;
}

/** The launcher says who answers the hotkey from now on: its own dialog ('react'), the early field, or nobody. */
export function setEarlySearchState(state: EarlySearchState): void {
  const boot = early();
  if (!boot) return;
  boot.search.state = state;
  boot.search.claimed = true;
}

/** After the first commit: with no launcher on the page, the hotkey opens nothing (and an early field closes). */
export function settleEarlySearch(): void {
  const boot = early();
  if (!boot || boot.search.claimed) return;
  boot.search.state = 'off';
  boot.search.take();
}

/** Replay the clicks held while their controls were hydrating (the boot also retries by itself). */
export function replayEarlyClicks(): void {
  early()?.replay();
}

/**
 * React now renders the query's part switches itself: drop the head script's `data-rsd-hide`, which would
 * otherwise keep hiding a part that a later navigation shows again.
 */
export function releaseEarlySwitches(): void {
  if (typeof document !== 'undefined') document.documentElement.removeAttribute('data-rsd-hide');
}

/** The dialog that took over the early search field has closed: later openings animate in as usual. */
export function endEarlySearch(): void {
  if (typeof document !== 'undefined') document.documentElement.removeAttribute('data-rsd-search-early');
}

/** Before the first render: what the head script's controls stored in memory (storage refused it) is the app's too. */
export function adoptEarlyMemory(): void {
  const boot = early();
  if (boot) adoptMemory(boot.memory);
}

/** The drawer the visitor opened before React: true when it is open (the head script's scrim goes; React draws its own). */
export function takeEarlyDrawer(): boolean {
  return !!early()?.drawer?.take();
}

/** React's scroll-spy starts: the head script stops marking the outline's current heading. */
export function endEarlyOutline(): void {
  early()?.outline?.end();
}
