// Waiting for a quiet machine before a measurement: the load a build starts at is its own previous build's as much
// as anything else's (a 100,002-page build leaves the 1-minute load at ~5, which takes ~2 minutes to decay).
import os from 'node:os';

const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * Waits (synchronously: the benches time builds with `spawnSync`) until the 1-minute load average is below `below`,
 * or `maxSeconds` have passed, and returns the load then. `BENCH_SETTLE_LOAD` turns it on for a bench run (the
 * limits run sets it); unset, it returns at once.
 */
export function settleLoad({
  below = Number(process.env.BENCH_SETTLE_LOAD) || 0,
  maxSeconds = Number(process.env.BENCH_SETTLE_MAX_SECONDS) || 300,
  load = () => os.loadavg()[0],
  sleep = (ms) => Atomics.wait(pause, 0, 0, ms),
  stepSeconds = 5,
} = {}) {
  let waited = 0;
  while (below > 0 && load() >= below && waited < maxSeconds) {
    sleep(stepSeconds * 1000);
    waited += stepSeconds;
  }
  return load();
}
