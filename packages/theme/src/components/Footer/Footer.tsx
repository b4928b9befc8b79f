import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import { useThemeContext } from '../../provider/ThemeProvider';

export interface FooterProps extends ComponentPropsWithoutRef<'footer'> {
  /**
   * Plain text; each '\n' starts a new line. HTML is shown as text, never interpreted. One text, or one per language
   * code (the page's language, else the site's default language). @default site.footer.message
   */
  message?: string | Record<string, string>;
}

/** The text of a footer message for a language: its own, else the default language's, else the first one. */
export function footerText(message: string | Record<string, string> | undefined, lang: string, defaultLang: string): string {
  if (message === undefined || typeof message === 'string') return message ?? '';
  return message[lang] ?? message[defaultLang] ?? Object.values(message)[0] ?? '';
}

/** Centred copyright block below the page, in the page's language. Renders nothing without a message or children. */
export function Footer({ message, children, className, ...rest }: FooterProps) {
  const { site, lang } = useThemeContext();
  const text = footerText(message ?? site.footer?.message, lang, site.lang);
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
