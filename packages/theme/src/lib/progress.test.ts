import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createProgress,
  startProgressAfterDelay,
  PROGRESS_MINIMUM,
  PROGRESS_SPEED,
  PROGRESS_TRICKLE_RATE,
  PROGRESS_TRICKLE_SPEED,
  PROGRESS_MAXIMUM,
} from './progress';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('progress constants', () => {
  it('match the specification', () => {
    expect([PROGRESS_MINIMUM, PROGRESS_SPEED, PROGRESS_TRICKLE_RATE, PROGRESS_TRICKLE_SPEED]).toEqual([0.08, 200, 0.02, 800]);
  });
});

describe('createProgress', () => {
  it('starts idle', () => {
    expect(createProgress().getState()).toEqual({ status: 'idle', value: 0 });
  });

  it('jumps to the minimum on start and trickles by the trickle rate every trickle interval', () => {
    const p = createProgress();
    p.start();
    expect(p.getState()).toEqual({ status: 'running', value: PROGRESS_MINIMUM });
    vi.advanceTimersByTime(PROGRESS_TRICKLE_SPEED - 1);
    expect(p.getState().value).toBe(PROGRESS_MINIMUM);
    vi.advanceTimersByTime(1);
    expect(p.getState().value).toBeCloseTo(PROGRESS_MINIMUM + PROGRESS_TRICKLE_RATE);
    vi.advanceTimersByTime(PROGRESS_TRICKLE_SPEED * 2);
    expect(p.getState().value).toBeCloseTo(PROGRESS_MINIMUM + 3 * PROGRESS_TRICKLE_RATE);
  });

  it('ignores start while running', () => {
    const p = createProgress();
    p.start();
    p.inc(0.3);
    p.start();
    expect(p.getState().value).toBeCloseTo(0.38);
  });

  it('inc starts an idle bar, adds the amount and never reaches the end', () => {
    const p = createProgress();
    p.inc();
    expect(p.getState()).toEqual({ status: 'running', value: PROGRESS_MINIMUM });
    p.inc();
    expect(p.getState().value).toBeCloseTo(PROGRESS_MINIMUM + PROGRESS_TRICKLE_RATE);
    p.inc(5);
    expect(p.getState().value).toBe(PROGRESS_MAXIMUM);
    vi.advanceTimersByTime(PROGRESS_TRICKLE_SPEED * 10);
    expect(p.getState().value).toBe(PROGRESS_MAXIMUM);
  });

  it.each([
    { value: -1, expected: PROGRESS_MINIMUM },
    { value: 0, expected: PROGRESS_MINIMUM },
    { value: 0.5, expected: 0.5 },
    { value: 2, expected: 1 },
  ])('set($value) → $expected', ({ value, expected }) => {
    const p = createProgress();
    p.set(value);
    expect(p.getState()).toEqual({ status: 'running', value: expected });
  });

  it('done fills the bar, holds it for one speed, fades for another, then goes idle', () => {
    const p = createProgress();
    p.start();
    p.done();
    expect(p.getState()).toEqual({ status: 'done', value: 1 });
    vi.advanceTimersByTime(PROGRESS_SPEED);
    expect(p.getState()).toEqual({ status: 'hiding', value: 1 });
    vi.advanceTimersByTime(PROGRESS_SPEED);
    expect(p.getState()).toEqual({ status: 'idle', value: 0 });
  });

  it('done does nothing when the bar never started', () => {
    const p = createProgress();
    p.done();
    expect(p.getState().status).toBe('idle');
  });

  it('a start while hiding restarts from the minimum and cancels the pending hide', () => {
    const p = createProgress();
    p.start();
    p.done();
    vi.advanceTimersByTime(PROGRESS_SPEED);
    p.start();
    expect(p.getState()).toEqual({ status: 'running', value: PROGRESS_MINIMUM });
    vi.advanceTimersByTime(PROGRESS_SPEED * 2);
    expect(p.getState().status).toBe('running');
  });

  it('stops trickling after done', () => {
    const p = createProgress();
    p.start();
    p.done();
    vi.advanceTimersByTime(PROGRESS_TRICKLE_SPEED * 3);
    expect(p.getState()).toEqual({ status: 'idle', value: 0 });
  });

  it('notifies subscribers on every change until they unsubscribe', () => {
    const p = createProgress();
    const listener = vi.fn();
    const unsubscribe = p.subscribe(listener);
    p.start();
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(PROGRESS_TRICKLE_SPEED);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    p.done();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('honours custom options', () => {
    const p = createProgress({ minimum: 0.2, trickleRate: 0.1, trickleSpeed: 100, speed: 50 });
    p.start();
    vi.advanceTimersByTime(100);
    expect(p.getState().value).toBeCloseTo(0.3);
    p.done();
    vi.advanceTimersByTime(100);
    expect(p.getState().status).toBe('idle');
  });
});

describe('startProgressAfterDelay', () => {
  it('never shows the bar when the work ends before the delay', () => {
    const p = createProgress();
    const finish = startProgressAfterDelay(150, p);
    vi.advanceTimersByTime(149);
    finish();
    vi.advanceTimersByTime(1000);
    expect(p.getState().status).toBe('idle');
  });

  it('shows the bar after the delay and finishes it when the work ends', () => {
    const p = createProgress();
    const finish = startProgressAfterDelay(150, p);
    vi.advanceTimersByTime(150);
    expect(p.getState()).toEqual({ status: 'running', value: PROGRESS_MINIMUM });
    finish();
    expect(p.getState().status).toBe('done');
    finish(); // a second call is harmless
    vi.advanceTimersByTime(PROGRESS_SPEED * 2);
    expect(p.getState().status).toBe('idle');
  });

  it('defaults to a 150 ms delay', () => {
    const p = createProgress();
    startProgressAfterDelay(undefined, p);
    vi.advanceTimersByTime(149);
    expect(p.getState().status).toBe('idle');
    vi.advanceTimersByTime(1);
    expect(p.getState().status).toBe('running');
  });
});
