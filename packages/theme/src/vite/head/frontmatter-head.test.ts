import { describe, expect, it } from 'vitest';
import { frontmatterHeadTags } from './frontmatter-head';

describe('frontmatterHeadTags', () => {
  it('writes the <meta> and <link> entries of Rspress\'s head, escaped, and leaves other tags out', () => {
    const head = [
      ['meta', { property: 'og:title', content: 'A "quoted" <title>' }],
      ['link', { rel: 'preconnect', href: 'https://x.dev', crossorigin: true }],
      ['script', { src: '/a.js' }],
      ['meta', { name: 'n', content: 3, skipped: null }],
    ];
    expect(frontmatterHeadTags({ head })).toEqual([
      '<meta property="og:title" content="A &quot;quoted&quot; &lt;title&gt;">',
      '<link rel="preconnect" href="https://x.dev" crossorigin>',
      '<meta name="n" content="3">',
    ]);
  });

  it('adds nothing without a head or with a malformed one', () => {
    expect(frontmatterHeadTags({})).toEqual([]);
    expect(frontmatterHeadTags({ head: ['meta'] })).toEqual([]);
  });
});
