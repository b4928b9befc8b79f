import { isCSSRequest, type DevEnvironment } from 'vite';
import { devTiming, timedStep } from './timing';

export interface DeferredOptimizer {
  /** Start pre-bundling now, if it has not started, and the warm-ups held meanwhile (a no-op once the server closed). */
  start(): void;
  /** The server is closing: never start. */
  stop(): void;
}

/**
 * Vite pre-bundles the browser's dependencies (React, Radix…) as the server starts listening: on a cold start (no
 * `node_modules/.vite`) that is about half a second of CPU, spent on a two-core machine while the first page
 * compiles and renders, though a page's HTML needs none of it (only its scripts do). This holds the optimizer's
 * start back until something needs it: the first script Vite transforms (one the browser asks for; a stylesheet
 * needs no dependency), or `start()` (the first page has been answered, or the server has been idle). Vite's
 * warm-ups (the scripts it transforms ahead of the browser's asking) wait for that moment. Vite's own order is kept: the optimizer is set up (and its pre-bundling begun) before any module
 * is transformed, so every import finds the same pre-bundled dependency, as when it starts with the server.
 */
export function deferDepsOptimizer(env: DevEnvironment): DeferredOptimizer {
  const optimizer = env.depsOptimizer;
  // Vite's optimizer as this is written for (Vite 8): any other shape starts as Vite starts it, undeferred.
  if (typeof optimizer?.init !== 'function' || typeof env.transformRequest !== 'function' || typeof env.warmupRequest !== 'function')
    return { start() {}, stop() {} };
  const init = optimizer.init.bind(optimizer);
  let started: Promise<void> | null = null;
  let stopped = false;
  let asked: () => void;
  /** Resolves once `start()` was called: warm-ups (Vite transforming ahead what a page will ask for) wait for it. */
  const wanted = new Promise<void>((resolve) => (asked = resolve));
  const start = () => {
    if (!stopped && !started) {
      devTiming('pre-bundling started');
      started = timedStep('pre-bundling set up', init());
    }
    asked();
    return started ?? Promise.resolve();
  };
  // Vite calls this as the server starts listening.
  optimizer.init = async () => {};
  const transform = env.transformRequest.bind(env);
  const warmup = env.warmupRequest.bind(env);
  env.transformRequest = async (url) => {
    // A stylesheet's transform (Vite's CSS pipeline) never asks the dependency optimizer.
    if (!isCSSRequest(url)) await start();
    return transform(url);
  };
  // A warm-up does not start it: the first page's own scripts, which Vite warms up as it adds its client to the
  // page, are warmed once the page has been answered.
  env.warmupRequest = async (url) => {
    if (!isCSSRequest(url)) await wanted.then(start);
    return warmup(url);
  };
  return {
    start: () => void start().catch(() => {}), // Vite logs the optimizer's own failures
    stop: () => {
      stopped = true;
      asked(); // the held warm-ups end (the server is closing)
    },
  };
}
