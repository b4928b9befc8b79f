import { clsx } from 'clsx';
import { useSyncExternalStore, type ComponentPropsWithoutRef, type CSSProperties } from 'react';
import { IDLE_PROGRESS, progress as sharedProgress, type ProgressState, type ProgressStore } from '../../lib/progress';
import { useT } from '../../provider/useT';

export interface ProgressBarProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The state to show. @default the shared route-loading `progress` */
  progress?: ProgressStore;
}

const serverState = (): ProgressState => IDLE_PROGRESS;

/** A thin bar at the top of the viewport while a slow route loads. Renders nothing when idle. */
export function ProgressBar({ progress = sharedProgress, className, ...rest }: ProgressBarProps) {
  const t = useT();
  const { status, value } = useSyncExternalStore(progress.subscribe, progress.getState, serverState);
  if (status === 'idle') return null;
  return (
    <div
      {...rest}
      role="progressbar"
      aria-label={t('progress.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value * 100)}
      className={clsx('rsd-progress', status === 'hiding' && 'rsd-progress--hiding', className)}
    >
      <div className="rsd-progress__bar" style={{ '--_value': value } as CSSProperties} />
    </div>
  );
}
