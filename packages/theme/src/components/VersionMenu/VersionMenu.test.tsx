import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PartsProvider } from '../../layouts/parts';
import { ThemeProvider } from '../../provider/ThemeProvider';
import type { PageData } from '../../runtime/types';
import { seriousAxeViolations } from '../../test/axe';
import { storySite, versionedSite } from '../../test/fixtures';
import { renderWithTheme } from '../../test/render';
import { VersionMenu } from './VersionMenu';
import * as stories from './VersionMenu.stories';

const { Default, OpenInChinese, List } = composeStories(stories);

const linkNames = () => screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

describe('<VersionMenu>', () => {
  it('renders nothing on a site with fewer than two versions', () => {
    const { container } = renderWithTheme(<VersionMenu />, { site: storySite });
    expect(container).toBeEmptyDOMElement();
  });

  it('names the version read, and leads to this page in the versions that have it, else to their home', () => {
    render(<Default />);
    expect(screen.getByText('2.x', { selector: 'summary' })).toHaveTextContent('Version: 2.x');
    expect(linkNames()).toEqual([
      ['1.x', '/1.x/guide/start/quick-start'],
      ['2.x', '/guide/start/quick-start'],
      ['3.x (not in this version: goes to its home page)', '/3.x/'],
    ]);
    expect(screen.getByRole('link', { name: /^2\.x/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: /^3\.x/ })).toHaveAttribute('title', 'not in this version: goes to its home page');
  });

  it('keeps the language and says it in Chinese', () => {
    render(<OpenInChinese />);
    expect(screen.getByText('2.x', { selector: 'summary' })).toHaveTextContent('版本: 2.x');
    expect(linkNames()).toEqual([
      ['1.x', '/1.x/zh/guide/start/quick-start'],
      ['2.x', '/zh/guide/start/quick-start'],
      ['3.x (此版本没有本页：前往该版本首页)', '/3.x/zh/'],
    ]);
  });

  it('on a page the build did not mark (the 404 page), leads to each version home', () => {
    renderWithTheme(
      <PartsProvider page={{ routePath: '/1.x/404', lang: 'en', version: '1.x' } as PageData}>
        <VersionMenu />
      </PartsProvider>,
      { site: versionedSite, pathname: '/1.x/404' },
    );
    expect(linkNames()).toEqual([
      ['1.x', '/1.x/404'],
      ['2.x (not in this version: goes to its home page)', '/'],
      ['3.x (not in this version: goes to its home page)', '/3.x/'],
    ]);
  });

  it('opens on its control and closes on Escape (focus back) and on a click outside; its links navigate in place', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const { container } = renderWithTheme(
      <PartsProvider page={{ routePath: '/guide/start/quick-start', lang: 'en', version: '2.x', inVersions: ['2.x', '3.x'] } as PageData}>
        <VersionMenu />
        <p>outside</p>
      </PartsProvider>,
      { site: versionedSite, pathname: '/guide/start/quick-start', navigate },
    );
    const details = container.querySelector('details')!;
    const summary = container.querySelector('summary')!;
    await user.click(summary);
    expect(details.open).toBe(true);
    await user.keyboard('{Escape}');
    expect(details.open).toBe(false);
    expect(summary).toHaveFocus();
    await user.click(summary);
    await user.click(screen.getByText('outside'));
    expect(details.open).toBe(false);
    await user.click(summary);
    fireEvent.click(screen.getByRole('link', { name: '3.x' }));
    expect(navigate).toHaveBeenCalledWith('/3.x/guide/start/quick-start');
  });

  it('takes over a menu opened before its code came: open, focus on its control; a page change then closes it', async () => {
    const ui = (pathname: string) => (
      <ThemeProvider site={versionedSite} pathname={pathname}>
        <PartsProvider page={{ routePath: pathname, lang: 'en', version: '2.x', inVersions: ['1.x', '2.x'] } as PageData}>
          <VersionMenu />
        </PartsProvider>
      </ThemeProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui('/guide/start/quick-start'));
    document.body.appendChild(container);
    const details = container.querySelector('details')!;
    const summary = container.querySelector('summary')!;
    // What the browser does with a click on the prerendered control: its code is not there yet (the navbar's extras).
    details.open = true;
    summary.focus();
    const errors = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, ui('/guide/start/quick-start'), { onRecoverableError: errors });
      });
      expect(container.querySelector('details')).toBe(details); // hydrated, not drawn again
      expect(details.open).toBe(true);
      expect(summary).toHaveFocus();
      expect(errors).not.toHaveBeenCalled();
      expect(consoleError).not.toHaveBeenCalled(); // its open attribute is no mismatch
      await act(async () => root!.render(ui('/1.x/guide/start/quick-start')));
      expect(details.open).toBe(false);
    } finally {
      consoleError.mockRestore();
      act(() => root?.unmount());
      container.remove();
    }
  });

  it('has the list form for the mobile menu, and no serious accessibility problem', async () => {
    const { container } = render(<List />);
    expect(container.querySelector('details')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(3);
    expect(await seriousAxeViolations(container)).toEqual([]);
    const open = render(<OpenInChinese />);
    expect(await seriousAxeViolations(open.container)).toEqual([]);
  });
});
