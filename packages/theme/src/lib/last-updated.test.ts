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
});
