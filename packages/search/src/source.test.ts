import { describe, expect, it, vi } from 'vitest';
import { buildIndex } from './build';
import { EN } from './fixtures';
import { createLocalSource } from './source';

describe('createLocalSource', () => {
  it('loads the index once and searches it', async () => {
    const loader = vi.fn(async () => buildIndex(EN, { lang: 'en' }));
    const source = createLocalSource(loader);
    await source.load();
    await source.load();
    const hits = await source.search('dts.bundle', { limit: 1 });
    expect(hits).toHaveLength(1);
    expect(hits[0]!.anchor).toBe('dts-bundle');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('loads on the first search when load was not called', async () => {
    const source = createLocalSource(async () => buildIndex(EN, { lang: 'en' }));
    expect((await source.search('café'))[0]!.routePath).toBe('/guide/cafe');
  });

  it('rejects a failed load and tries again next time', async () => {
    const loader = vi
      .fn<() => Promise<ReturnType<typeof buildIndex>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(buildIndex(EN, { lang: 'en' }));
    const source = createLocalSource(loader);
    await expect(source.load()).rejects.toThrow('offline');
    await expect(source.load()).resolves.toBeUndefined();
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
