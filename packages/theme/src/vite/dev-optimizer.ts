import type { DevEnvironment } from 'vite';

/** A stylesheet's transform (Vite's CSS pipeline) never asks the dependency optimizer. */
const STYLESHEET = /\.(?:css|scss|sass|less|styl|stylus|pcss|postcss)(?:\?|$)/;

export interface DeferredOptimizer {
  /** Start pre-bundling now, if it has not started (a no-op once the server closed). */
  start(): void;
  /** The server is closing: never start. */
  stop(): void;
}

/**
 * Vite pre-bundles the browser's dependencies (React, Radix…) as the server starts listening: on a cold start (no
 * `node_modules/.vite`) that is about half a second of CPU, spent on a two-core machine while the first page
 * compiles and renders, though a page's HTML needs none of it (only its scripts do). This holds the optimizer's
 * start back until something needs it: the first module Vite transforms (a script the browser asks for, or one
 * Vite warms up; a stylesheet needs no dependency), or `start()` (the first page has been answered, or the server
 * has been idle). Vite's own order is kept: the optimizer is set up (and its pre-bundling begun) before any module
 * is transformed, so every import finds the same pre-bundled dependency, as when it starts with the server.
 */
export function deferDepsOptimizer(env: DevEnvironment): DeferredOptimizer {
  const optimizer = env.depsOptimizer;
  if (!optimizer) return { start() {}, stop() {} };
  const init = optimizer.init.bind(optimizer);
  let started: Promise<void> | null = null;
  let stopped = false;
  const start = () => {
    if (!stopped) started ??= init();
    return started ?? Promise.resolve();
  };
  // Vite calls this as the server starts listening.
  optimizer.init = async () => {};
  const transform = env.transformRequest.bind(env);
  const warmup = env.warmupRequest.bind(env);
  env.transformRequest = async (url) => {
    if (!STYLESHEET.test(url)) await start();
    return transform(url);
  };
  env.warmupRequest = async (url) => {
    if (!STYLESHEET.test(url)) await start();
    return warmup(url);
  };
  return {
    start: () => void start().catch(() => {}), // Vite logs the optimizer's own failures
    stop: () => {
      stopped = true;
    },
  };
}
