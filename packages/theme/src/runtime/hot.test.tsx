// The dev server's hot updates reaching the running app (HOT_UPDATE_EVENT, sent by the code the dev server adds
// to page and section modules): the current page changes in place, without navigation.
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { loadPageLayout } from '../layouts/registry';
import { settledResource } from '../lib/resource';
import { storySite } from '../test/fixtures';
import { App } from './App';
import { createContent } from './content';
import { HOT_UPDATE_EVENT, type HotUpdate } from './hot';
import type { PageModule, SectionModule } from './route-types';
import { createRouteLoader } from './router';
import type { PageData } from './types';

const data = (title: string): PageData => ({
  pagePath: 'en/guide/start.md',
  pageType: 'custom',
  title,
  frontmatter: {},
  toc: [],
  routePath: '/guide/start',
  lang: 'en',
  version: '',
  relativePath: '/en/guide/start.md',
});

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount((c) => c + 1)}>{`clicked ${count}`}</button>;
}

// A section with one page, made afresh for each test (a hot update changes the shown page's component).
function site() {
  const first: PageModule = { default: createContent([['p', 0, 'First text'], ['Counter', 0]]), pageData: data('Start') };
  const section: SectionModule = {
    routes: [{ path: '/guide/start', filePath: 'en/guide/start.md', lang: 'en', version: '', element: async () => first, preload: async () => first }],
    sidebars: {},
  };
  return { first, section };
}
const send = (update: HotUpdate) => act(async () => void window.dispatchEvent(new CustomEvent(HOT_UPDATE_EVENT, { detail: update })));

async function renderApp() {
  const { first, section } = site();
  const loader = createRouteLoader(storySite, { 'en||guide': async () => section });
  const initial = { page: { pageData: first.pageData, Content: first.default ?? null, sidebars: settledResource({}) }, pathname: '/guide/start' };
  const view = render(<App site={storySite} loader={loader} initial={initial} theme={{ mdxComponents: { Counter } }} />);
  return { view, section };
}

describe('hot updates in the app', () => {
  // The layouts are chunks of their own: loaded before rendering, as the router does.
  beforeAll(() => Promise.all([loadPageLayout('custom'), loadPageLayout('404')]));

  it('updates the current page in place: new text and title, the content’s own state kept', async () => {
    await renderApp();
    const button = screen.getByRole('button', { name: 'clicked 0' });
    const counter = () => screen.getByRole('button', { name: /^clicked/ });
    await act(async () => button.click());
    await send({ type: 'page', module: { default: createContent([['p', 0, 'Second text'], ['Counter', 0]]), pageData: data('Start, edited') } });
    expect(screen.getByText('Second text')).toBeInTheDocument();
    expect(screen.queryByText('First text')).toBeNull();
    expect(counter()).toBe(button);
    expect(button.textContent).toBe('clicked 1');
    expect(document.title).toBe('Start, edited | Rslib');
  });

  it('leaves the page alone when another page changed', async () => {
    await renderApp();
    await send({ type: 'page', module: { default: createContent([['p', 0, 'Elsewhere']]), pageData: { ...data('Other'), routePath: '/guide/other' } } });
    expect(screen.getByText('First text')).toBeInTheDocument();
    expect(screen.queryByText('Elsewhere')).toBeNull();
  });

  it('shows the 404 page when the current page’s file is removed', async () => {
    const { view, section } = await renderApp();
    await send({ type: 'section', key: 'en||guide', module: { ...section, routes: [] } });
    await vi.waitFor(() => expect(view.container.querySelector('.rsd-not-found')).not.toBeNull());
    expect(screen.queryByText('First text')).toBeNull();
  });
});
