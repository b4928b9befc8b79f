import { clsx } from 'clsx';
import { Fragment, type ComponentPropsWithoutRef } from 'react';
import { formatPageDate } from '../../lib/last-updated';
import { isExternalUrl } from '../../lib/url';
import { useThemeContext } from '../../provider/ThemeProvider';
import type { PostAuthor } from '../../runtime/types';
import { Link } from '../Link/Link';

export interface PostMetaProps extends Omit<ComponentPropsWithoutRef<'p'>, 'children'> {
  /** `YYYY-MM-DD`. */
  date: string;
  authors?: PostAuthor[];
}

/** 'May 14, 2025' / '2025年5月14日' for a `YYYY-MM-DD` date (UTC, so server and client agree). */
export function formatPostDate(date: string, lang: string): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) ? date : formatPageDate(time, lang);
}

function Author({ author }: { author: PostAuthor }) {
  if (typeof author === 'string') return author;
  if (!author.link) return author.name;
  const external = isExternalUrl(author.link);
  return (
    <Link href={author.link} {...(external ? { target: '_blank', rel: 'noreferrer' } : {})}>
      {author.name}
    </Link>
  );
}

/** A post's date and authors: above a post, and on each card of the blog index. */
export function PostMeta({ date, authors, className, ...rest }: PostMetaProps) {
  const { lang } = useThemeContext();
  const separator = lang === 'zh' ? '、' : ', ';
  return (
    <p {...rest} className={clsx('rsd-post-meta', className)}>
      <time dateTime={date}>{formatPostDate(date, lang)}</time>
      {authors && authors.length > 0 && (
        <>
          <span className="rsd-post-meta__dot" aria-hidden="true">
            ·
          </span>
          <span className="rsd-post-meta__authors">
            {authors.map((author, index) => (
              <Fragment key={index}>
                {index > 0 && separator}
                <Author author={author} />
              </Fragment>
            ))}
          </span>
        </>
      )}
    </p>
  );
}
