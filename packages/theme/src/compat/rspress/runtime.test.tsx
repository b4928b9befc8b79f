import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PartsProvider } from '../../layouts/parts';
import { ThemeProvider } from '../../provider/ThemeProvider';
import type { PageData } from '../../runtime/types';
import { storySite } from '../../test/fixtures';
import { createUseI18n, createWithBase, NoSSR, useLang, useLocation, useNavigate, usePageData } from './runtime';

const page: PageData = {
  pagePath: 'zh/guide/start.mdx',
  pageType: 'doc',
  title: '快速上手',
  frontmatter: { description: '几分钟内开始' },
  toc: [{ id: 'install', text: '安装', depth: 2, charIndex: 0 }],
  routePath: '/zh/guide/start',
  lang: 'zh',
  version: '',
  relativePath: '/zh/guide/start.mdx',
};

function inSite(ui: React.ReactNode, navigate = vi.fn()) {
  return (
    <ThemeProvider site={storySite} lang="zh" pathname="/zh/guide/start" navigate={navigate}>
      <PartsProvider page={page}>{ui}</PartsProvider>
    </ThemeProvider>
  );
}

describe('usePageData', () => {
  it("maps the page and the site to Rspress's shape", () => {
    let seen: ReturnType<typeof usePageData> | undefined;
    function Probe() {
      seen = usePageData();
      return null;
    }
    render(inSite(<Probe />));
    expect(seen!.page).toMatchObject({ title: '快速上手', lang: 'zh', routePath: '/zh/guide/start', pagePath: 'zh/guide/start.mdx', description: '几分钟内开始' });
    expect(seen!.page.headers).toEqual(page.toc);
    expect(seen!.siteData).toMatchObject({ title: 'Rslib', lang: 'en', base: '/' });
    expect(seen!.siteData.locales.map((l) => l.lang)).toEqual(['en', 'zh']);
  });
});

describe('useI18n (made by the build from i18n.json)', () => {
  const useI18n = createUseI18n({ quickStart: { en: 'Quick start', zh: '快速上手' }, hello: { en: 'Hello {{name}}' } }, 'en');
  function Texts() {
    const t = useI18n();
    return (
      <>
        <p>{t('quickStart')}</p>
        <p>{t('hello', { name: 'Rsbuild' })}</p>
        <p>{t('missing')}</p>
      </>
    );
  }

  it("gives the page language's text, the default language's when it has none, and fills {{params}}", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(inSite(<Texts />));
    expect(screen.getByText('快速上手')).toBeInTheDocument();
    expect(screen.getByText('Hello Rsbuild')).toBeInTheDocument();
    // A key the file lacks shows as itself, with a warning naming it.
    expect(screen.getByText('missing')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"missing"'));
    warn.mockRestore();
  });
});

describe('the other runtime helpers', () => {
  it('useLang gives the page language; withBase adds the base to internal paths only', () => {
    function Lang() {
      return <p>{useLang()}</p>;
    }
    render(inSite(<Lang />));
    expect(screen.getByText('zh')).toBeInTheDocument();
    const withBase = createWithBase('/docs/');
    expect(withBase('/guide/')).toBe('/docs/guide/');
    expect(withBase('https://example.com/')).toBe('https://example.com/');
    expect(withBase()).toBe('/docs/');
  });

  it('useNavigate navigates within the site', () => {
    const navigate = vi.fn();
    function Go() {
      const go = useNavigate();
      return <button onClick={() => go('/zh/guide/next')}>go</button>;
    }
    render(inSite(<Go />, navigate));
    fireEvent.click(screen.getByRole('button'));
    expect(navigate).toHaveBeenCalledWith('/zh/guide/next');
  });

  it('useLocation gives the route, and the hash once in the browser', async () => {
    window.history.replaceState(null, '', '/zh/guide/start#install');
    function Where() {
      const { pathname, hash } = useLocation();
      return <p>{`${pathname}|${hash}`}</p>;
    }
    expect(renderToString(inSite(<Where />))).toContain('/zh/guide/start|');
    render(inSite(<Where />));
    expect(screen.getByText('/zh/guide/start|#install')).toBeInTheDocument();
    await act(async () => {
      window.location.hash = '#next';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByText('/zh/guide/start|#next')).toBeInTheDocument();
  });

  it('NoSSR leaves its children out of the server render', () => {
    expect(renderToString(inSite(<NoSSR>only in the browser</NoSSR>))).not.toContain('only in the browser');
    render(inSite(<NoSSR>only in the browser</NoSSR>));
    expect(screen.getByText('only in the browser')).toBeInTheDocument();
  });
});
