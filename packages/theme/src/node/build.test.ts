import { afterEach, describe, expect, it, vi } from 'vitest';

// `rsdocs build --no-cache`: the plugin reads RSDOCS_CACHE while the build runs (also the plugin a site's own
// vite.config sets up, which the CLI cannot give options to). The build itself is Vite's, stood in for here.
const seen: Array<string | undefined> = [];
vi.mock('vite', () => ({
  createBuilder: async () => ({ buildApp: async () => void seen.push(process.env.RSDOCS_CACHE) }),
}));
vi.mock('./project', () => ({ loadProject: async () => ({ inline: {}, dependencies: [], siteConfigFile: 'site.config.ts' }) }));

const { runBuild } = await import('./build');

afterEach(() => {
  seen.length = 0;
  delete process.env.RSDOCS_CACHE;
});

describe('runBuild', () => {
  it('turns the build cache off for the build with cache: false, and leaves the environment as it was', async () => {
    await runBuild({ cache: false });
    expect(seen).toEqual(['0']);
    expect(process.env.RSDOCS_CACHE).toBeUndefined();
    process.env.RSDOCS_CACHE = '1';
    await runBuild({ cache: false });
    expect(seen).toEqual(['0', '0']);
    expect(process.env.RSDOCS_CACHE).toBe('1');
  });

  it('leaves the cache on by default, and a RSDOCS_CACHE=0 of the caller in place', async () => {
    await runBuild({});
    expect(seen).toEqual([undefined]);
    process.env.RSDOCS_CACHE = '0';
    await runBuild({ cache: true });
    expect(seen).toEqual([undefined, '0']);
  });
});
