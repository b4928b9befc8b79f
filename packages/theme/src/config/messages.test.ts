import { describe, expect, it } from 'vitest';
import { closest, editDistance, formatPath, showValue, unknownKeyMessage } from './messages';

describe('editDistance', () => {
  it.each([
    ['serach', 'search', 1],
    ['sidebr', 'sidebar', 1],
    ['title', 'title', 0],
    ['', 'abc', 3],
    ['kitten', 'sitting', 3],
  ])('%s → %s is %i', (a, b, d) => expect(editDistance(a, b)).toBe(d));
});

describe('closest', () => {
  const keys = ['title', 'search', 'sidebar', 'socialLinks', 'lastUpdated'];
  it('suggests typos and case slips, not unrelated words', () => {
    expect(closest('serach', keys)).toBe('search');
    expect(closest('lastupdated', keys)).toBe('lastUpdated');
    expect(closest('socialLink', keys)).toBe('socialLinks');
    expect(closest('pattern', keys)).toBeUndefined();
  });
  it('words the message with or without a suggestion', () => {
    expect(unknownKeyMessage('titel', keys)).toBe('unknown key "titel", did you mean "title"?');
    expect(unknownKeyMessage('zzz', ['a', 'b'])).toBe('unknown key "zzz" (known keys: a, b)');
  });
});

describe('formatPath and showValue', () => {
  it('writes paths as they would be written in code', () => {
    expect(formatPath(['locales', 1, 'sidebar', '/guide/', 0, 'text'])).toBe("locales[1].sidebar['/guide/'][0].text");
    expect(formatPath([])).toBe('');
  });
  it('shows values short', () => {
    expect(showValue('x'.repeat(100))).toHaveLength(78);
    expect(showValue(() => 1)).toBe('a function');
    expect(showValue(undefined)).toBe('undefined');
  });
});
