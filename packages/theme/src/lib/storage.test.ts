import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptMemory, readStorage, subscribeStorage, writeStorage } from './storage';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('readStorage / writeStorage', () => {
  it('stores in localStorage and reports that the value persisted', () => {
    expect(writeStorage('rsd-test-a', 'dark')).toBe(true);
    expect(localStorage.getItem('rsd-test-a')).toBe('dark');
    expect(readStorage('rsd-test-a')).toBe('dark');
  });

  it('reads values written by someone else and null for unknown keys', () => {
    localStorage.setItem('rsd-test-b', 'light');
    expect(readStorage('rsd-test-b')).toBe('light');
    expect(readStorage('rsd-test-unknown')).toBeNull();
  });

  it('removes the value when given null', () => {
    writeStorage('rsd-test-c', 'x');
    expect(writeStorage('rsd-test-c', null)).toBe(true);
    expect(localStorage.getItem('rsd-test-c')).toBeNull();
    expect(readStorage('rsd-test-c')).toBeNull();
  });

  it('keeps the value in memory when localStorage throws on write', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeStorage('rsd-test-d', 'dismissed')).toBe(false);
    expect(localStorage.getItem('rsd-test-d')).toBeNull();
    expect(readStorage('rsd-test-d')).toBe('dismissed');
    vi.restoreAllMocks();
    // once storage works again the value reaches it and later reads see other writers again
    expect(writeStorage('rsd-test-d', 'again')).toBe(true);
    localStorage.setItem('rsd-test-d', 'from-other-tab');
    expect(readStorage('rsd-test-d')).toBe('from-other-tab');
  });

  it('returns null instead of throwing when localStorage throws on read', () => {
    localStorage.setItem('rsd-test-e', 'stored');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(readStorage('rsd-test-e')).toBeNull();
  });
});

describe('subscribeStorage', () => {
  it('calls the listener for writes in this tab, also failed ones, until unsubscribed', () => {
    const listener = vi.fn();
    const other = vi.fn();
    const off = subscribeStorage('rsd-test-f', listener);
    subscribeStorage('rsd-test-other', other);
    writeStorage('rsd-test-f', '1');
    expect(listener).toHaveBeenCalledTimes(1);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('full');
    });
    writeStorage('rsd-test-f', '2');
    expect(listener).toHaveBeenCalledTimes(2);
    off();
    writeStorage('rsd-test-f', '3');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(other).not.toHaveBeenCalled();
  });

  it('calls the listener for storage events of its key or a clear from another tab', () => {
    const listener = vi.fn();
    const off = subscribeStorage('rsd-test-g', listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'rsd-test-g', newValue: 'x' }));
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else', newValue: 'x' }));
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(listener).toHaveBeenCalledTimes(2);
    off();
    window.dispatchEvent(new StorageEvent('storage', { key: 'rsd-test-g', newValue: 'y' }));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('adoptMemory', () => {
  it("reads what the head script could only keep in memory, without overriding this module's own memory", () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    writeStorage('rsd-test-adopt-own', 'mine');
    adoptMemory({ 'rsd-test-adopt': 'dark', 'rsd-test-adopt-own': 'theirs' });
    expect(readStorage('rsd-test-adopt')).toBe('dark');
    expect(readStorage('rsd-test-adopt-own')).toBe('mine');
    // A later write that reaches storage replaces the adopted value.
    vi.restoreAllMocks();
    writeStorage('rsd-test-adopt', 'light');
    expect(readStorage('rsd-test-adopt')).toBe('light');
  });
});
