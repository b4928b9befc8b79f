import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import { useThemeContext } from '../../provider/ThemeProvider';
import { useT } from '../../provider/useT';
import { EditIcon } from '../Icon/icons';
import { Link } from '../Link/Link';

export interface EditLinkProps extends Omit<ComponentPropsWithoutRef<'a'>, 'href'> {
  /** Full URL of the page's source. @default site.editLink.docRepoBaseUrl + relativePath */
  href?: string;
  /** The page's source path relative to the content root, e.g. `/en/guide/start/index.mdx` (PageData.relativePath). */
  relativePath?: string;
}

/** Join a repository base URL and a source path with exactly one slash. */
export function editLinkHref(baseUrl: string, relativePath: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${relativePath.replace(/^\/+/, '')}`;
}

/** 'Edit this page' link to the page's source, opening in a new tab. Renders nothing without a target. */
export function EditLink({ href, relativePath, className, ...rest }: EditLinkProps) {
  const t = useT();
  const { site } = useThemeContext();
  const base = site.editLink?.docRepoBaseUrl;
  const url = href ?? (base && relativePath ? editLinkHref(base, relativePath) : undefined);
  if (!url) return null;
  return (
    <Link href={url} target="_blank" rel="noreferrer" className={clsx('rsd-edit-link', className)} {...rest}>
      <EditIcon size={16} />
      {t('page.editLink')}
    </Link>
  );
}
