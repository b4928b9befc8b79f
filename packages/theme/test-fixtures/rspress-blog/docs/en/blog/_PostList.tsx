import { OverviewGroup } from '@theme';
import { useLang, usePages } from '@rspress/core/runtime';

// What Rsbuild's blog index does: every page of the build, filtered to this language's posts, newest first.
export function PostList() {
  const { pages } = usePages();
  const lang = useLang();
  const posts = pages
    .filter((p) => p.lang === lang && p.routePath.includes('/blog/') && !p.routePath.endsWith('/blog/'))
    .sort((a, b) => String(b.frontmatter.date).localeCompare(String(a.frontmatter.date)));
  return (
    <>
      <ol className="harbor-posts">
        {posts.map((p) => (
          <li key={p.routePath}>{`${p.title} | ${p.routePath} | ${String(p.frontmatter.date)} | ${String(p.frontmatter.writer)}`}</li>
        ))}
      </ol>
      <OverviewGroup group={{ name: '', items: [{ text: 'All posts', link: '', items: posts.map((p) => ({ text: p.title, link: p.routePath })) }] }} />
    </>
  );
}
