import { describe, expect, it } from 'vitest';
import { RSPRESS_RUNTIME_EXPORTS, RSPRESS_THEME_EXPORTS } from './exports';

// The build checks a site's imports against these lists: each must be exactly what its module exports.
describe('Rspress compat exports', () => {
  it('lists every export of the theme module, and only those', async () => {
    const theme = await import('./theme');
    expect(Object.keys(theme).sort()).toEqual([...RSPRESS_THEME_EXPORTS].sort());
  });

  it('lists every export of the runtime module, besides the factories the build uses', async () => {
    const runtime = await import('./runtime');
    expect(Object.keys(runtime).filter((k) => !k.startsWith('create')).sort()).toEqual([...RSPRESS_RUNTIME_EXPORTS].sort());
  });
});
