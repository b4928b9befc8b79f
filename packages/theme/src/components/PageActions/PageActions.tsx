import { clsx } from 'clsx';
import { useEffect, useRef, useState, useSyncExternalStore, type ComponentPropsWithoutRef } from 'react';
import { COPY_SUCCESS_MS } from '../CodeBlock/CodeBlock';
import { CheckIcon, ChevronDownIcon, CopyIcon, ExternalIcon } from '../Icon/icons';
import { copyUrlText, serviceHref, type OpenInService } from '../../lib/page-actions';
import { useThemeContext } from '../../provider/ThemeProvider';
import { useT } from '../../provider/useT';

export type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

export interface PageActionsProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The page's Markdown copy (`/guide/start.md`, with the site's base): what "Copy page" copies and "View as Markdown" opens. */
  markdownHref: string;
  /** Chat services of "Open in…"; none hides that part. */
  services?: OpenInService[];
  /** Copies the Markdown at a URL; true once copied. @default copyUrlText (fetch + clipboard) */
  copy?: (url: string) => Promise<boolean>;
}

const noSubscribe = () => () => {};
/** The page's origin once in the browser; '' on the server and while hydrating, so the markup matches. */
const useOrigin = () => useSyncExternalStore(noSubscribe, () => location.origin, () => '');

/**
 * The page menu by a doc page's title: "Copy page" copies the page's Markdown (the `.md` copy the build writes), and a
 * disclosure holds "View as Markdown" and "Open in …" chat services with a prompt linking that Markdown. It works
 * before React: the copy button is one of the head script's controls (`boot/controls.ts`, by its class and
 * `data-md`; feedback by `data-state` only, so the markup React hydrates stays the same), the disclosure is a native
 * `<details>`, the links are links (a service's `data-rsd-href` is filled with the page's URL on click). A copy that
 * fails (the request, or a clipboard the browser refuses) says so, and "View as Markdown" is still there.
 */
export function PageActions({ markdownHref, services = [], copy = copyUrlText, className, ...rest }: PageActionsProps) {
  const t = useT();
  const { pathname } = useThemeContext();
  const [state, setState] = useState<CopyState>('idle');
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  const origin = useOrigin();
  const reset = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reset.current), []);

  const onCopy = () => {
    clearTimeout(reset.current);
    setState('copying');
    void copy(markdownHref).then((ok) => {
      setState(ok ? 'copied' : 'failed');
      reset.current = setTimeout(() => setState('idle'), COPY_SUCCESS_MS);
    });
  };

  const close = (focusToggle = false) => {
    const el = details.current;
    if (!el?.open) return;
    el.open = false;
    if (focusToggle) el.querySelector('summary')?.focus();
  };
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!details.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
  // Opened before hydration (a native details needs no script): the toggle event went unheard; read the state.
  useEffect(() => {
    if (details.current?.open) setOpen(true);
  }, []);
  // Close on a page change (not on mount: a menu opened before hydration stays open).
  const shownFor = useRef(pathname);
  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    close();
  }, [pathname]);

  const prompt = t('pageActions.prompt');
  // `{url}` stays in the template the head script fills on a click before React; React fills it from the origin.
  const template = (service: OpenInService) => serviceHref(service.url, prompt, '{url}').replace(encodeURIComponent('{url}'), '{url}');
  const labels: Array<[CopyState, string]> = [
    ['idle', t('pageActions.copy')],
    ['copying', t('pageActions.copying')],
    ['copied', t('pageActions.copied')],
    ['failed', t('pageActions.failed')],
  ];
  return (
    <div {...rest} className={clsx('rsd-page-actions', className)} role="group" aria-label={t('pageActions.label')}>
      <button type="button" className="rsd-page-actions__copy" data-md={markdownHref} data-state={state} onClick={onCopy}>
        <CopyIcon className="rsd-page-actions__icon rsd-page-actions__icon--copy" size={16} />
        <CheckIcon className="rsd-page-actions__icon rsd-page-actions__icon--copied" size={16} />
        {/* Every state's words are in the markup, the button's data-state shows one: the head script changes only that. */}
        <span className="rsd-page-actions__labels" aria-live="polite">
          {labels.map(([s, text]) => (
            <span key={s} className="rsd-page-actions__label" data-for={s}>
              {text}
            </span>
          ))}
        </span>
      </button>
      <details ref={details} className="rsd-page-actions__more" onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="rsd-page-actions__toggle" aria-label={t('pageActions.more')} title={t('pageActions.more')}>
          <ChevronDownIcon size={16} />
        </summary>
        <div className="rsd-page-actions__menu">
          <a className="rsd-page-actions__item" href={markdownHref} onClick={() => close()}>
            {t('pageActions.viewMarkdown')}
          </a>
          {services.map((service) => (
            <a
              key={service.name}
              className="rsd-page-actions__item"
              href={template(service).replace('{url}', encodeURIComponent(origin + markdownHref))}
              data-rsd-href={template(service)}
              data-md={markdownHref}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => close()}
            >
              {t('pageActions.openIn', { name: service.name })}
              <ExternalIcon className="rsd-page-actions__external" size={14} />
            </a>
          ))}
        </div>
      </details>
    </div>
  );
}
