import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import { useT } from '../../provider/useT';
import { MoonIcon, SunIcon } from '../Icon/icons';
import { useAppearance } from './useAppearance';

export interface AppearanceToggleProps extends Omit<ComponentPropsWithoutRef<'button'>, 'children'> {}

/**
 * Switches between light and dark appearance. Both icons are always rendered and CSS shows the one matching
 * `html.dark`, so the server markup is right before hydration; the accessible name says what a click does
 * once the current appearance is known (before that it is the neutral 'Appearance').
 */
export function AppearanceToggle({ className, onClick, ...rest }: AppearanceToggleProps) {
  const t = useT();
  const { appearance, mounted, toggle } = useAppearance();
  const label = !mounted ? t('appearance.label') : appearance === 'dark' ? t('appearance.toLight') : t('appearance.toDark');
  return (
    <button
      type="button"
      {...rest}
      className={clsx('rsd-icon-button', 'rsd-appearance-toggle', className)}
      aria-label={label}
      title={label}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) toggle(event);
      }}
    >
      <SunIcon className="rsd-appearance-toggle__icon rsd-appearance-toggle__icon--light" />
      <MoonIcon className="rsd-appearance-toggle__icon rsd-appearance-toggle__icon--dark" />
    </button>
  );
}
