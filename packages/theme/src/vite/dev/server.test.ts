import { describe, expect, it } from 'vitest';
import { wantsHtml } from './server';

describe('wantsHtml', () => {
  it('takes browsers, curl and fetch as page requests', () => {
    expect(wantsHtml('text/html,application/xhtml+xml,*/*;q=0.8')).toBe(true);
    expect(wantsHtml('*/*')).toBe(true);
    expect(wantsHtml(undefined)).toBe(true);
    expect(wantsHtml('')).toBe(true);
  });
  it('leaves requests for another type to the next handler', () => {
    expect(wantsHtml('application/json')).toBe(false);
    expect(wantsHtml('text/css')).toBe(false);
    // A browser's favicon, image, media and font requests list any type last: no page is rendered for them.
    expect(wantsHtml('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8')).toBe(false);
    expect(wantsHtml('audio/webm,audio/ogg,audio/*;q=0.9,*/*;q=0.5')).toBe(false);
  });
});
