import { describe, expect, it } from 'vitest';
import { blogPosts } from './blog';

const page = (routePath: string, frontmatter: Record<string, unknown> = {}, lang = 'en', version = '') => ({
  routePath,
  lang,
  version,
  title: String(frontmatter.title ?? routePath),
  frontmatter,
});

describe('blogPosts', () => {
  const index = page('/blog/', { blog: true });
  const pages = [
    index,
    page('/blog/older', { title: 'Older', date: '2024-11-02', description: 'Before.' }),
    page('/blog/newer', { title: 'Newer', date: '2025-05-14', description: 'After.', authors: ['Ada', { name: 'Lin', link: 'https://x.dev' }] }),
    page('/blog/same-day-b', { title: 'B', date: '2025-01-01' }),
    page('/blog/same-day-a', { title: 'A', date: '2025-01-01' }),
    page('/blog/draft-without-date', { title: 'No date' }),
    page('/guide/dated', { title: 'Elsewhere', date: '2025-06-01' }),
    page('/zh/blog/translated', { title: '中文', date: '2025-06-01' }, 'zh'),
    { ...page('/zh/blog/newer', { title: 'Newer', date: '2025-05-14' }, 'zh'), untranslatedOf: '/blog/newer' },
    page('/blog2/lookalike', { title: 'Lookalike', date: '2025-06-01' }),
  ];

  it('lists the dated pages of its folder, language and version, newest first, same day by title', () => {
    expect(blogPosts(index, pages).map((p) => p.link)).toEqual(['/blog/newer', '/blog/same-day-a', '/blog/same-day-b', '/blog/older']);
  });

  it('carries title, date, summary and authors', () => {
    expect(blogPosts(index, pages)[0]).toEqual({
      title: 'Newer',
      link: '/blog/newer',
      date: '2025-05-14',
      description: 'After.',
      authors: ['Ada', { name: 'Lin', link: 'https://x.dev' }],
    });
    expect(blogPosts(index, pages)[3]).toEqual({ title: 'Older', link: '/blog/older', date: '2024-11-02', description: 'Before.' });
  });

  it("keeps each language's posts on its own index, without the untranslated ones", () => {
    const zhIndex = page('/zh/blog/', { blog: true }, 'zh');
    expect(blogPosts(zhIndex, pages).map((p) => p.title)).toEqual(['中文']);
    expect(blogPosts(page('/v1/blog/', {}, 'en', 'v1'), pages)).toEqual([]);
  });

  it('works for an index page that is not a folder index', () => {
    expect(blogPosts(page('/blog', { blog: true }), pages)).toHaveLength(4);
  });
});
