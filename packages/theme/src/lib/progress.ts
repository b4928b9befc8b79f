/**
 * A small nprogress-like state machine for the route-loading bar. Pure timers, no DOM:
 * `start()` jumps to the minimum and trickles forward, `done()` fills the bar, holds it for
 * one `speed`, fades it for another, then returns to idle.
 */

/** Value the bar jumps to when it starts. */
export const PROGRESS_MINIMUM = 0.08;
/** Duration of each animation step (fill, hold, fade), in ms. */
export const PROGRESS_SPEED = 200;
/** Amount added on every trickle step. */
export const PROGRESS_TRICKLE_RATE = 0.02;
/** Interval between trickle steps, in ms. */
export const PROGRESS_TRICKLE_SPEED = 800;
/** The trickle never quite reaches the end. */
export const PROGRESS_MAXIMUM = 0.994;
/** Route loads faster than this show no bar. */
export const PROGRESS_DELAY = 150;

/** `running`: moving; `done`: full and visible; `hiding`: full and fading out. */
export type ProgressStatus = 'idle' | 'running' | 'done' | 'hiding';

export interface ProgressState {
  status: ProgressStatus;
  /** 0 to 1. */
  value: number;
}

/** What the bar needs to render: a snapshot and change notifications (the `useSyncExternalStore` contract). */
export interface ProgressStore {
  getState: () => ProgressState;
  subscribe: (listener: () => void) => () => void;
}

export interface Progress extends ProgressStore {
  /** Show the bar at the minimum and trickle forward; does nothing while already running. */
  start: () => void;
  /** Move forward by `amount` (starting first when idle), never past the maximum. @default trickleRate */
  inc: (amount?: number) => void;
  /** Jump to a value (clamped to minimum…1) without trickling. */
  set: (value: number) => void;
  /** Fill the bar, then hide it. Does nothing when idle. */
  done: () => void;
}

export interface ProgressOptions {
  minimum?: number;
  speed?: number;
  trickleRate?: number;
  trickleSpeed?: number;
}

export const IDLE_PROGRESS: ProgressState = { status: 'idle', value: 0 };

export function createProgress({
  minimum = PROGRESS_MINIMUM,
  speed = PROGRESS_SPEED,
  trickleRate = PROGRESS_TRICKLE_RATE,
  trickleSpeed = PROGRESS_TRICKLE_SPEED,
}: ProgressOptions = {}): Progress {
  let state: ProgressState = IDLE_PROGRESS;
  const listeners = new Set<() => void>();
  let trickleTimer: ReturnType<typeof setTimeout> | undefined;
  let finishTimer: ReturnType<typeof setTimeout> | undefined;

  const emit = (next: ProgressState) => {
    if (next.status === state.status && next.value === state.value) return;
    state = next;
    for (const listener of [...listeners]) listener();
  };
  const clearTimers = () => {
    clearTimeout(trickleTimer);
    clearTimeout(finishTimer);
    trickleTimer = finishTimer = undefined;
  };
  const trickle = () => {
    trickleTimer = setTimeout(() => {
      if (state.status !== 'running') return;
      inc(trickleRate);
      trickle();
    }, trickleSpeed);
  };
  const clamp = (value: number) => Math.min(1, Math.max(minimum, value));

  function set(value: number) {
    clearTimers();
    emit({ status: 'running', value: clamp(value) });
  }
  function start() {
    if (state.status === 'running') return;
    set(minimum);
    trickle();
  }
  function inc(amount = trickleRate) {
    if (state.status !== 'running') return start();
    if (state.value >= PROGRESS_MAXIMUM) return;
    emit({ status: 'running', value: Math.min(PROGRESS_MAXIMUM, clamp(state.value + amount)) });
  }
  function done() {
    if (state.status !== 'running') return;
    clearTimers();
    emit({ status: 'done', value: 1 });
    finishTimer = setTimeout(() => {
      emit({ status: 'hiding', value: 1 });
      finishTimer = setTimeout(() => emit(IDLE_PROGRESS), speed);
    }, speed);
  }

  return {
    start,
    inc,
    set,
    done,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The shared bar the router drives and `<ProgressBar>` shows by default. */
export const progress: Progress = createProgress();

/**
 * Show `target` only if the work outlasts `delay`. Call the returned function when the work ends:
 * it cancels the pending start, or finishes the bar if it is already showing.
 */
export function startProgressAfterDelay(delay = PROGRESS_DELAY, target: Progress = progress): () => void {
  let started = false;
  const timer = setTimeout(() => {
    started = true;
    target.start();
  }, delay);
  let finished = false;
  return () => {
    if (finished) return;
    finished = true;
    clearTimeout(timer);
    if (started) target.done();
  };
}
