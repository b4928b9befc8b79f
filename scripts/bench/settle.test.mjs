import assert from 'node:assert/strict';
import test from 'node:test';
import { settleLoad } from './settle.mjs';

/** A load that falls by `step` at each sleep, and the sleeps made. */
function fallingLoad(start, step) {
  let load = start;
  const slept = [];
  return { load: () => load, sleep: (ms) => (slept.push(ms), (load -= step)), slept };
}

test('settleLoad waits until the load is below the mark, and returns it', () => {
  const machine = fallingLoad(3, 0.5);
  assert.equal(settleLoad({ below: 1, maxSeconds: 300, ...machine }), 0.5);
  assert.equal(machine.slept.length, 5);
});

test('settleLoad gives up after maxSeconds on a machine that stays busy', () => {
  const machine = fallingLoad(9, 0);
  assert.equal(settleLoad({ below: 1, maxSeconds: 20, stepSeconds: 5, ...machine }), 9);
  assert.equal(machine.slept.length, 4);
});

test('settleLoad returns at once when off (no mark) or already quiet', () => {
  for (const below of [0, 5]) {
    const machine = fallingLoad(2, 1);
    settleLoad({ below, ...machine });
    assert.equal(machine.slept.length, 0);
  }
});
