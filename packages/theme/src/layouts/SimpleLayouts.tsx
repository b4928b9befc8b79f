import { NotFound } from '../components/NotFound/NotFound';
import type { LayoutProps } from './types';

/** 404: '404', 'PAGE NOT FOUND' and a link home in the current language and version. */
export function NotFoundLayout({ slots }: LayoutProps) {
  return (
    <main id="rsd-main" className="rsd-not-found-layout" tabIndex={-1}>
      {slots?.beforeContent}
      <NotFound />
      {slots?.afterContent}
    </main>
  );
}

/** Content only, full width (the navbar stays unless switched off). */
export function CustomLayout({ Content, mdxComponents, slots }: LayoutProps) {
  return (
    <main id="rsd-main" className="rsd-custom-layout" tabIndex={-1}>
      {slots?.beforeContent}
      {Content && <Content components={mdxComponents} />}
      {slots?.afterContent}
    </main>
  );
}

/** Content only; the navbar is hidden by the page type's defaults. */
export const BlankLayout = CustomLayout;
