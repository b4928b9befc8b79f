import { describe, expect, it } from 'vitest';
import { renderInlineMarkdown } from './inline-markdown';

describe('renderInlineMarkdown', () => {
  it('keeps plain text as children', () => {
    expect(renderInlineMarkdown('Quick start')).toEqual({ children: 'Quick start' });
  });

  it.each([
    ['The `output` option', 'The <code>output</code> option'],
    ['`Map<K, V>` & co', '<code>Map&lt;K, V&gt;</code> & co'],
    ['**Bold** and *soft* and ~~old~~', '<strong>Bold</strong> and <em>soft</em> and <del>old</del>'],
    ['a <b>tag</b> kept', 'a <b>tag</b> kept'],
    ['an &amp; entity', 'an &amp; entity'],
  ])('marks up %j', (text, html) => {
    expect(renderInlineMarkdown(text)).toEqual({ dangerouslySetInnerHTML: { __html: html } });
  });

  it('leaves a lone asterisk and a product of two words alone', () => {
    expect(renderInlineMarkdown('2 * 3 = 6')).toEqual({ children: '2 * 3 = 6' });
  });
});
