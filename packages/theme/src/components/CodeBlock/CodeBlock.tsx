import { clsx } from 'clsx';
import { useEffect, useLayoutEffect, useRef, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { useScrollRegion } from '../../hooks/useScrollRegion';
import { useT } from '../../provider/useT';
import { CheckIcon, CopyIcon, WrapIcon } from '../Icon/icons';
import { copyText, readCodeText } from './copyText';

/** How long the copy button shows its success state. */
export const COPY_SUCCESS_MS = 2000;

export interface CodeBlockProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** File name shown in a title bar above the code. */
  title?: string;
  /** Language id shown as a small label, e.g. 'ts'. */
  lang?: string;
  /** The highlighted `<pre>` as React elements, or a plain `<pre><code>`. */
  children?: ReactNode;
  /**
   * The highlighted `<pre>` as HTML, shown as is instead of `children` (what the build gives every Markdown code
   * block: hundreds of token spans are cheaper to ship, render and hydrate as one string).
   */
  html?: string;
  /** Start with long lines wrapped instead of scrolling. @default false */
  wrap?: boolean;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** A framed code block with optional file name, language label, wrap toggle and copy button. */
export function CodeBlock({ title, lang, children, html, wrap = false, className, ...rest }: CodeBlockProps) {
  const t = useT();
  const [wrapped, setWrapped] = useState(wrap);
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const contentRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  // Wrapped or unwrapped before React (the head script's `aria-pressed` on the prerendered button): it stays so.
  const wrapRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const pressed = wrapRef.current?.getAttribute('aria-pressed');
    if (pressed === 'true' || pressed === 'false') setWrapped(pressed === 'true');
    // Once, at mount: the DOM as hydration found it.
  }, []);

  // A block whose long lines scroll is a named region its keyboard users can reach (the `<pre>` scrolls).
  useScrollRegion(
    () => contentRef.current?.querySelector('pre'),
    () => (title || lang ? t('code.region', { name: title || lang! }) : t('code.regionUnnamed')),
    html,
  );

  const copy = async () => {
    const root = contentRef.current;
    if (!root) return;
    const ok = await copyText(readCodeText(root));
    clearTimeout(timer.current);
    setCopyState(ok ? 'copied' : 'failed');
    timer.current = setTimeout(() => setCopyState('idle'), COPY_SUCCESS_MS);
  };

  const langLabel = lang ? (
    <span className="rsd-code__lang" aria-hidden="true">
      {lang}
    </span>
  ) : null;

  return (
    <div {...rest} className={clsx('rsd-code', wrapped && 'rsd-code--wrap', title && 'rsd-code--titled', className)} data-lang={lang}>
      {title && (
        <div className="rsd-code__title">
          <span className="rsd-code__filename">{title}</span>
          {langLabel}
        </div>
      )}
      <div className="rsd-code__body">
        {!title && langLabel}
        {html === undefined ? (
          <div className="rsd-code__content" ref={contentRef}>
            {children}
          </div>
        ) : (
          <div className="rsd-code__content" ref={contentRef} dangerouslySetInnerHTML={{ __html: html }} />
        )}
        <div className="rsd-code__actions">
          <button ref={wrapRef} type="button" className="rsd-code__button rsd-code__wrap" aria-label={t('code.wrap')} aria-pressed={wrapped} onClick={() => setWrapped((w) => !w)}>
            <WrapIcon size={16} />
          </button>
          <button
            type="button"
            className={clsx('rsd-code__button rsd-code__copy', copyState === 'copied' && 'rsd-code__copy--copied')}
            aria-label={t('code.copy')}
            data-state={copyState}
            onClick={copy}
          >
            {copyState === 'copied' ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
          </button>
        </div>
        <span className="rsd-visually-hidden" role="status">
          {copyState === 'copied' ? t('code.copied') : copyState === 'failed' ? t('code.copyFailed') : ''}
        </span>
      </div>
    </div>
  );
}
