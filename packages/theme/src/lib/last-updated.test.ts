import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPageDate } from './last-updated';

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
