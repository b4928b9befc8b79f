import { clsx } from 'clsx';
import { useId, type ComponentPropsWithoutRef } from 'react';
import { useT } from '../../provider/useT';
import type { BlogPost } from '../../runtime/types';
import { FeedIcon } from '../Icon/icons';
import { Link } from '../Link/Link';
import { PostMeta } from './PostMeta';

export type { BlogPost } from '../../runtime/types';

export interface BlogIndexProps extends ComponentPropsWithoutRef<'section'> {
  /** The posts, newest first (the build collects them for a page with `blog: true`). */
  posts: BlogPost[];
  /** The blog's feed, linked next to the list's heading (`title`: the feed's name, as a tooltip). Leave it out until a feed file is written. */
  feed?: { href: string; title?: string };
  /** Heading of the list. @default t('blog.posts') */
  title?: string;
}

/** The posts of a blog as cards: date and authors, title (the link) and summary; a feed link when there is one. */
export function BlogIndex({ posts, feed, title, className, ...rest }: BlogIndexProps) {
  const t = useT();
  const headingId = useId();
  return (
    <section {...rest} className={clsx('rsd-blog-index', className)} aria-labelledby={headingId}>
      <div className="rsd-blog-index__head">
        <h2 id={headingId} className="rsd-blog-index__heading">
          {title ?? t('blog.posts')}
        </h2>
        {feed && (
          <a className="rsd-blog-index__feed" href={feed.href} type="application/rss+xml" title={feed.title}>
            <FeedIcon size={16} />
            {t('blog.feed')}
          </a>
        )}
      </div>
      {posts.length > 0 ? (
        <ol className="rsd-blog-index__list">
          {posts.map((post) => (
            <li key={post.link}>
              <article className="rsd-blog-index__post">
                <PostMeta date={post.date} authors={post.authors} />
                <h3 className="rsd-blog-index__title">
                  <Link href={post.link} className="rsd-blog-index__link">
                    {post.title}
                  </Link>
                </h3>
                {post.description && <p className="rsd-blog-index__summary">{post.description}</p>}
              </article>
            </li>
          ))}
        </ol>
      ) : (
        <p className="rsd-blog-index__empty">{t('blog.empty')}</p>
      )}
    </section>
  );
}
