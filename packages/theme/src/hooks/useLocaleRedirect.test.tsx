import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStorage, writeStorage } from '../lib/storage';
import { storySite } from '../test/fixtures';
import type { ClientSiteData } from '../runtime/types';
import { LOCALE_VISITED_KEY, useLocaleRedirect, type LocaleRedirectOptions } from './useLocaleRedirect';

const site: ClientSiteData = { ...storySite, localeRedirect: 'auto' };

function setLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

function run(overrides: Partial<LocaleRedirectOptions> = {}) {
  const redirect = vi.fn();
  const exists = vi.fn(async (path: string) => path !== '/zh/only-in-english');
  renderHook(() => useLocaleRedirect({ site, pathname: '/guide/start/', pageLang: 'en', pageType: 'doc', exists, redirect, ...overrides }));
  return { redirect, exists };
}

describe('useLocaleRedirect', () => {
  beforeEach(() => {
    writeStorage(LOCALE_VISITED_KEY, null);
    localStorage.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('redirects a Chinese browser once from an English page to its Chinese page and sets the flag', async () => {
    setLanguages(['zh-CN', 'en']);
    const { redirect, exists } = run();
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/zh/guide/start/'));
    expect(exists).toHaveBeenCalledWith('/zh/guide/start/');
    expect(localStorage.getItem(LOCALE_VISITED_KEY)).toBe('1');

    // A second mount (the next page load) sees the flag and stays.
    const again = run();
    await new Promise((r) => setTimeout(r, 10));
    expect(again.redirect).not.toHaveBeenCalled();
  });

  it("goes to the language's home when the page has no translation", async () => {
    setLanguages(['zh']);
    const { redirect } = run({ pathname: '/only-in-english' });
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/zh/'));
  });

  it('only sets the flag for a visitor already on their language', async () => {
    setLanguages(['en-US', 'zh-CN']);
    const { redirect, exists } = run();
    await waitFor(() => expect(localStorage.getItem(LOCALE_VISITED_KEY)).toBe('1'));
    expect(exists).not.toHaveBeenCalled();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('never redirects when turned off or from the 404 page', async () => {
    setLanguages(['zh-CN']);
    const off = run({ site: { ...site, localeRedirect: 'never' } });
    const notFound = run({ pageType: '404' });
    await new Promise((r) => setTimeout(r, 10));
    expect(off.redirect).not.toHaveBeenCalled();
    expect(notFound.redirect).not.toHaveBeenCalled();
    expect(readStorage(LOCALE_VISITED_KEY)).toBeNull();
  });

  it('does not redirect (nor throw) when localStorage cannot keep the flag', async () => {
    setLanguages(['zh-CN']);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { redirect, exists } = run();
    await new Promise((r) => setTimeout(r, 10));
    expect(exists).not.toHaveBeenCalled();
    expect(redirect).not.toHaveBeenCalled();
    // The flag lives in memory for this page, so nothing runs twice during the visit.
    expect(readStorage(LOCALE_VISITED_KEY)).toBe('1');
  });
});
