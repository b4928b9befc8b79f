import { act, fireEvent } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { settledResource, toResource } from '../lib/resource';
import type { SidebarItem } from '../config/types';
import { ThemeProvider } from '../provider/ThemeProvider';
import { storySidebar, storySite } from '../test/fixtures';
import { DocPrevNext, DocSidebar, loadDocSidebar } from './DocSidebar';

function Parts({ sidebar }: { sidebar: Promise<SidebarItem[]> }) {
  return (
    <ThemeProvider site={storySite} pathname="/guide/start/quick-start">
      <Suspense fallback={<p>loading</p>}>
        <DocSidebar sidebar={sidebar} />
      </Suspense>
      <Suspense fallback={null}>
        <DocPrevNext sidebar={sidebar} />
      </Suspense>
    </ThemeProvider>
  );
}

describe('DocSidebar', () => {
  beforeAll(async () => {
    await loadDocSidebar();
  });

  it('renders the sidebar, its drawer toggle and the prev/next cards from a settled sidebar', () => {
    const html = renderToString(<Parts sidebar={settledResource(storySidebar)} />);
    expect(html).toContain('rsd-doc-layout__drawer-toggle');
    expect(html).toContain('Quick Start');
    expect(html).toMatch(/rel="prev"[^>]*>.*Introduction/);
    expect(html).toMatch(/rel="next"[^>]*>.*Features/);
    expect(html).not.toContain('loading');
  });

  it('renders nothing for an empty sidebar', () => {
    const html = renderToString(<Parts sidebar={settledResource([])} />);
    expect(html).not.toContain('rsd-doc-layout__sidebar');
    expect(html).not.toContain('rsd-prev-next');
  });

  it('keeps the prerendered sidebar while its data is on the way, then hydrates it without a mismatch', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Parts sidebar={settledResource(storySidebar)} />);
    let resolve!: (items: SidebarItem[]) => void;
    const pending = toResource(new Promise<SidebarItem[]>((res) => (resolve = res)));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, <Parts sidebar={pending} />, {
        onRecoverableError: (e) => console.error(e),
      });
    });
    // Still the server's markup, not the fallback.
    expect(container.textContent).toContain('Quick Start');
    expect(container.textContent).not.toContain('loading');
    const toggle = container.querySelector('.rsd-doc-layout__drawer-toggle')!;
    await act(async () => resolve(storySidebar));
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true'); // hydrated: the handler is attached
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });
});
