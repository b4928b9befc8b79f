import { describe, expect, it } from 'vitest';
import { collectGarbage } from './heap';

describe('collectGarbage', () => {
  it('collects an object nothing refers to any more, now', async () => {
    const ref = (() => new WeakRef({ large: new Array(1000).fill('x') }))();
    // A WeakRef's target lives until the current job ends.
    await new Promise((resolve) => setTimeout(resolve, 0));
    collectGarbage();
    expect(ref.deref()).toBeUndefined();
  });
});
