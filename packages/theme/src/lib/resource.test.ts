import { lazyResource, mapResource, onDemandResource, recoverResource, settledResource, toResource } from './resource';

type Tracked = { status?: string; value?: unknown; reason?: unknown };
const fields = (p: Promise<unknown>) => ({
  status: (p as Tracked).status,
  value: (p as Tracked).value,
});

describe('resources', () => {
  it('records a promise outcome on the promise, as React use() reads it', async () => {
    let resolve!: (v: number) => void;
    const r = toResource(new Promise<number>((res) => (resolve = res)));
    expect(fields(r)).toEqual({ status: 'pending', value: undefined });
    resolve(7);
    await r;
    expect(fields(r)).toEqual({ status: 'fulfilled', value: 7 });
    expect(toResource(r)).toBe(r);

    const failed = toResource(Promise.reject(new Error('offline')));
    await failed.catch(() => {});
    expect((failed as Tracked).status).toBe('rejected');
    expect(String((failed as Tracked).reason)).toContain('offline');
  });

  it('maps a settled resource synchronously and a pending one when it settles', async () => {
    const now = mapResource(settledResource(2), (n) => n * 10);
    expect(fields(now)).toEqual({ status: 'fulfilled', value: 20 });

    let resolve!: (v: number) => void;
    const later = mapResource(toResource(new Promise<number>((res) => (resolve = res))), (n) => n + 1);
    expect((later as Tracked).status).toBe('pending');
    resolve(1);
    expect(await later).toBe(2);
    expect(fields(later)).toEqual({ status: 'fulfilled', value: 2 });
  });

  it('turns a failure into a fallback value, and leaves a settled resource as it is', async () => {
    const settled = settledResource('ok');
    expect(recoverResource(settled, () => 'fallback')).toBe(settled);
    const recovered = recoverResource(toResource(Promise.reject(new Error('offline'))), (e) => `fallback: ${(e as Error).message}`);
    expect(await recovered).toBe('fallback: offline');
    expect(fields(recovered)).toEqual({ status: 'fulfilled', value: 'fallback: offline' });
  });

  it('loads a lazy module once, and again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValue('module');
    const lazy = lazyResource(load);
    await expect(lazy.get()).rejects.toThrow('network');
    const second = lazy.get();
    expect(await second).toBe('module');
    expect(lazy.get()).toBe(second);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads an on-demand module only when started: readers before that wait, then get the module', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    const onDemand = onDemandResource(load);
    const early = onDemand.get();
    await new Promise((r) => setTimeout(r, 0));
    expect(load).not.toHaveBeenCalled();
    expect((early as Tracked).status).toBe('pending');
    expect(onDemand.started()).toBe(false);
    const started = onDemand.start();
    expect(onDemand.started()).toBe(true);
    expect(await early).toBe('module');
    expect(await started).toBe('module');
    expect(onDemand.get()).toBe(started);
    expect(onDemand.start()).toBe(started);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed on-demand load: readers wait again, the next start retries', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('module');
    const onDemand = onDemandResource(load as () => Promise<string>);
    const first = onDemand.get();
    await onDemand.start().catch(() => {});
    await expect(first).rejects.toThrow('offline');
    expect(onDemand.started()).toBe(false);
    const again = onDemand.get();
    expect(again).not.toBe(first);
    expect((again as Tracked).status).toBe('pending');
    onDemand.start();
    expect(await again).toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
