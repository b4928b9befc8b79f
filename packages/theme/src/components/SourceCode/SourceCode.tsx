import { clsx } from 'clsx';
import { useT } from '../../provider/useT';
import { GitHubIcon, GitLabIcon } from '../Icon/social-icons';

export interface SourceCodeProps {
  /** Address of the source file or folder. */
  href: string;
  /** Whose icon to show. @default 'github' */
  platform?: 'github' | 'gitlab';
  className?: string;
}

/** A small "Source" link to where a page's subject lives in a repository, with the host's icon. */
export function SourceCode({ href, platform = 'github', className }: SourceCodeProps) {
  const t = useT();
  const Icon = platform === 'gitlab' ? GitLabIcon : GitHubIcon;
  return (
    <div className={clsx('rsd-source-code', className)}>
      <a className="rsd-source-code__link" href={href} target="_blank" rel="noreferrer">
        <Icon size={16} className="rsd-source-code__icon" />
        <span>{t('sourceCode.label')}</span>
      </a>
    </div>
  );
}
