import { NoSSR, useI18n, useLang, usePageData, withBase } from '@rspress/core/runtime';

// A page's own component, as Rspress sites write them beside their pages.
export function Welcome() {
  const t = useI18n();
  const lang = useLang();
  const { page, siteData } = usePageData();
  return (
    <div className="harbor-welcome">
      <p className="harbor-greeting">{t('greeting', { name: 'Harbor' })}</p>
      <p className="harbor-facts">{`${lang} | ${page.title} | ${page.routePath} | default ${siteData.lang}`}</p>
      <a className="harbor-home" href={withBase(lang === siteData.lang ? '/' : `/${lang}/`)}>
        {t('nextStep')}
      </a>
      <NoSSR>
        <span className="harbor-browser-only">drawn in the browser</span>
      </NoSSR>
    </div>
  );
}
