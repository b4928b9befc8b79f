import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNumber, formatPageDate } from './last-updated';

describe('formatPageDate', () => {
  // Run in a time zone ahead of UTC, so a formatter that used the local zone would show the next day.
  const tz = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Asia/Shanghai';
  });
  afterAll(() => {
    process.env.TZ = tz;
  });

  it.each([
    [Date.UTC(2024, 10, 3, 12), 'en', 'Nov 3, 2024'],
    [Date.UTC(2024, 10, 3, 12), 'zh', '2024年11月3日'],
    [Date.UTC(2024, 10, 3, 12), 'zh-CN', '2024年11月3日'],
    // 23:30 UTC is already Nov 4 in Asia and still Nov 3 in America: UTC decides, everywhere.
    [Date.UTC(2024, 10, 3, 23, 30), 'en', 'Nov 3, 2024'],
    [Date.UTC(2024, 0, 1, 0, 0), 'en', 'Jan 1, 2024'],
    [Date.UTC(2024, 10, 3), 'not a language!', 'Nov 3, 2024'],
  ])('%i in %s → %s', (timestamp, lang, expected) => {
    expect(formatPageDate(timestamp, lang)).toBe(expected);
  });

  it('writes English and Chinese dates exactly as Intl does, across years and months', () => {
    const intl = (lang: string) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
    const en = intl('en');
    const zh = intl('zh-CN');
    // Every 13 days and 7 hours from 1990 to 2040: every month, day and hour of the day comes by.
    for (let t = Date.UTC(1990, 0, 1); t < Date.UTC(2040, 0, 1); t += (13 * 24 + 7) * 3600 * 1000) {
      expect(formatPageDate(t, 'en')).toBe(en.format(t));
      expect(formatPageDate(t, 'zh')).toBe(zh.format(t));
      expect(formatPageDate(t, 'zh-CN')).toBe(zh.format(t));
    }
  });

  it('leaves other languages and far years to Intl', () => {
    expect(formatPageDate(Date.UTC(2024, 10, 3), 'de')).toBe('03.11.2024');
    expect(formatPageDate(Date.UTC(2024, 10, 3), 'en-GB')).toBe('3 Nov 2024');
    expect(formatPageDate(Date.UTC(12000, 0, 1), 'en')).toBe(new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(12000, 0, 1)));
  });
});

describe('dates and numbers in each of the theme’s languages', () => {
  const day = Date.UTC(2024, 10, 3, 12);
  it.each([
    ['ja', '2024/11/03'],
    ['ko', '2024. 11. 3.'],
    ['zh-TW', '2024年11月3日'],
    ['fr', '3 nov. 2024'],
    ['pt-br', '3 de nov. de 2024'],
  ])('a date in %s is written as Intl writes it for the BCP 47 tag: %s', (lang, expected) => {
    expect(formatPageDate(day, lang)).toBe(expected);
  });

  it.each([
    ['en', '12,345'],
    ['de', '12.345'],
    ['fr', '12\u202f345'],
    ['ru', '12\u00a0345'],
    ['zh', '12,345'],
    ['not a language!', '12,345'],
  ])('a number in %s: %s', (lang, expected) => {
    expect(formatNumber(12345, lang)).toBe(expected);
  });
});
