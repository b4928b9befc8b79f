import { clsx } from 'clsx';
import type { ComponentType, ReactNode } from 'react';
import { useT } from '../../provider/useT';
import { ChevronRightIcon, DangerIcon, ImportantIcon, InfoIcon, LightbulbIcon, WarningIcon } from '../Icon/icons';

export type CalloutType = 'tip' | 'note' | 'info' | 'important' | 'warning' | 'caution' | 'danger' | 'details';

export interface CalloutProps {
  /**
   * Kind of note; sets colour, icon and default title. `details` is collapsible. `note` looks like `info` and
   * `caution` like `danger`, each with its own title (Rspress's and GitHub's names).
   */
  type: CalloutType;
  /** Title shown instead of the type's default ('TIP', 'INFO', …, or 'Details'). */
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** The types that share another's colours and icon. */
const LOOKS: Partial<Record<CalloutType, CalloutType>> = { note: 'info', caution: 'danger' };

const ICONS: Partial<Record<CalloutType, ComponentType<{ size?: number; className?: string }>>> = {
  tip: LightbulbIcon,
  info: InfoIcon,
  important: ImportantIcon,
  warning: WarningIcon,
  danger: DangerIcon,
};

/** A coloured note in the page (`:::tip` … `:::`); `details` renders a native collapsible `<details>`. */
export function Callout({ type, title, children, className }: CalloutProps) {
  const t = useT();
  const heading = title ?? t(`callout.${type}`);
  const look = LOOKS[type] ?? type;
  const classes = clsx('rsd-callout', `rsd-callout--${look}`, className);

  if (type === 'details') {
    return (
      <details className={classes}>
        <summary className="rsd-callout__title">
          <ChevronRightIcon size={16} className="rsd-callout__icon rsd-callout__chevron" />
          {heading}
        </summary>
        <div className="rsd-callout__content">{children}</div>
      </details>
    );
  }

  const Icon = ICONS[look] ?? InfoIcon;
  return (
    <div className={classes} role="note">
      <p className="rsd-callout__title">
        <Icon size={18} className="rsd-callout__icon" />
        {heading}
      </p>
      <div className="rsd-callout__content">{children}</div>
    </div>
  );
}
