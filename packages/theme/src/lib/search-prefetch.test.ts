import { describe, expect, it } from 'vitest';
import { connectionAllowsPrefetch, prefetchSearchAtIdle } from './search-prefetch';

describe('connectionAllowsPrefetch', () => {
  it('allows a fast connection and a browser that gives no hints', () => {
    expect(connectionAllowsPrefetch({ saveData: false, effectiveType: '4g' })).toBe(true);
    expect(connectionAllowsPrefetch(undefined)).toBe(true);
    expect(connectionAllowsPrefetch({})).toBe(true);
  });

  it('refuses save-data and slow connections', () => {
    expect(connectionAllowsPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false);
    for (const effectiveType of ['slow-2g', '2g', '3g']) expect(connectionAllowsPrefetch({ saveData: false, effectiveType })).toBe(false);
  });
});

describe('prefetchSearchAtIdle', () => {
  it('fetches at idle only for a visitor who searched before, on a connection that allows it', () => {
    expect(prefetchSearchAtIdle({ effectiveType: '4g' }, true)).toBe(true);
    expect(prefetchSearchAtIdle({ effectiveType: '4g' }, false)).toBe(false);
    expect(prefetchSearchAtIdle({ effectiveType: '3g' }, true)).toBe(false);
    expect(prefetchSearchAtIdle({ saveData: true }, true)).toBe(false);
  });
});
