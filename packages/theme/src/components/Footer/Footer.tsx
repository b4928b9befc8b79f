import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import { useThemeContext } from '../../provider/ThemeProvider';

export interface FooterProps extends ComponentPropsWithoutRef<'footer'> {
  /** Plain text; each '\n' starts a new line. HTML is shown as text, never interpreted. @default site.footer.message */
  message?: string;
}

/** Centred copyright block below the page. Renders nothing without a message or children. */
export function Footer({ message, children, className, ...rest }: FooterProps) {
  const { site } = useThemeContext();
  const text = message ?? site.footer?.message ?? '';
  const lines = text.split(/\r?\n/).filter((line) => line.trim());
  if (!lines.length && !children) return null;
  return (
    <footer className={clsx('rsd-footer', className)} {...rest}>
      {lines.map((line, i) => (
        <p key={i} className="rsd-footer__line">
          {line}
        </p>
      ))}
      {children}
    </footer>
  );
}
