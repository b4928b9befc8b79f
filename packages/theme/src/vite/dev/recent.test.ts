import { describe, expect, it } from 'vitest';
import { RecentMap } from './recent';

describe('RecentMap', () => {
  it('holds at most its limit, letting the least recently used go and telling onEvict', () => {
    const evicted: Array<[string, number]> = [];
    const map = new RecentMap<string, number>(2, (key, value) => evicted.push([key, value]));
    map.set('a', 1).set('b', 2);
    expect(evicted).toEqual([]);
    map.set('c', 3);
    expect(map.size).toBe(2);
    expect(evicted).toEqual([['a', 1]]);
    expect(map.has('a')).toBe(false);
    expect([...map.keys()]).toEqual(['b', 'c']);
  });

  it('counts a read as a use: the entry read stays, the other goes', () => {
    const evicted: string[] = [];
    const map = new RecentMap<string, number>(2, (key) => evicted.push(key));
    map.set('a', 1).set('b', 2);
    expect(map.get('a')).toBe(1);
    map.set('c', 3);
    expect(evicted).toEqual(['b']);
    expect(map.get('a')).toBe(1);
    expect(map.get('b')).toBeUndefined();
  });

  it('replaces a key without letting anything go', () => {
    const evicted: string[] = [];
    const map = new RecentMap<string, number>(2, (key) => evicted.push(key));
    map.set('a', 1).set('b', 2).set('a', 3);
    expect(evicted).toEqual([]);
    expect(map.get('a')).toBe(3);
    expect(map.size).toBe(2);
  });

  it('refuses a limit below one', () => {
    expect(() => new RecentMap(0)).toThrow(/at least 1/);
  });
});
