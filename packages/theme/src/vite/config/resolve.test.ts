import { describe, expect, it } from 'vitest';
import { resolveSite } from './resolve';

describe('resolveSite: the page menu', () => {
  const pageActions = (config: Parameters<typeof resolveSite>[0]) => resolveSite(config, '/site').siteData.pageActions;

  it('is on by default, without chat services', () => {
    expect(pageActions({ title: 'Rslib' })).toEqual({ openIn: [] });
  });

  it('lists the configured chat services', () => {
    const openIn = [{ name: 'ChatGPT', url: 'https://chatgpt.com/?q={prompt}' }];
    expect(pageActions({ title: 'Rslib', pageActions: { openIn } })).toEqual({ openIn });
  });

  it('is off with pageActions: false, and with llms: false (no Markdown copies to copy or open)', () => {
    expect(pageActions({ title: 'Rslib', pageActions: false })).toBe(false);
    expect(pageActions({ title: 'Rslib', llms: false })).toBe(false);
  });
});
