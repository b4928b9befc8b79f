import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRemoteSearch } from './remote';

function response(body: unknown, status = 200): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

describe('createRemoteSearch', () => {
  afterEach(() => vi.restoreAllMocks());

  it('GETs the API with keyword, limit, comma-joined indexes and lang', async () => {
    const groups = [{ index: 'docs', hits: [{ title: 'A' }] }];
    const fetch = vi.fn(async () => response(groups));
    const remote = createRemoteSearch({ apiUrl: 'https://api.example.com/search', searchIndexes: ['docs', 'blog'], fetch });
    await expect(remote.search('配置 dts', { limit: 7, lang: 'zh' })).resolves.toEqual(groups);
    expect(fetch).toHaveBeenCalledWith(
      'https://api.example.com/search?keyword=%E9%85%8D%E7%BD%AE%20dts&limit=7&searchIndexes=docs,blog&lang=zh',
    );
  });

  it('appends to an API URL that already has a query', async () => {
    const fetch = vi.fn(async () => response([]));
    await createRemoteSearch({ apiUrl: '/api?v=1', searchIndexes: ['a'], fetch }).search('x');
    expect(fetch).toHaveBeenCalledWith('/api?v=1&keyword=x&limit=100&searchIndexes=a&lang=');
  });

  it('logs and returns [] when the request fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = vi.fn(async () => {
      throw new TypeError('network down');
    });
    await expect(createRemoteSearch({ apiUrl: '/api', searchIndexes: ['a'], fetch }).search('x')).resolves.toEqual([]);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toMatch(/network down/);
  });

  it('logs and returns [] on an HTTP error or a malformed body', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const status = createRemoteSearch({ apiUrl: '/api', searchIndexes: ['a'], fetch: async () => response({}, 500) });
    const shape = createRemoteSearch({ apiUrl: '/api', searchIndexes: ['a'], fetch: async () => response({ hits: [] }) });
    await expect(status.search('x')).resolves.toEqual([]);
    await expect(shape.search('x')).resolves.toEqual([]);
    expect(error).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[0]![0])).toMatch(/HTTP 500/);
  });
});
