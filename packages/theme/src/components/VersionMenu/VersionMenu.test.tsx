import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PartsProvider } from '../../layouts/parts';
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

  it('has the list form for the mobile menu, and no serious accessibility problem', async () => {
    const { container } = render(<List />);
    expect(container.querySelector('details')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(3);
    expect(await seriousAxeViolations(container)).toEqual([]);
    const open = render(<OpenInChinese />);
    expect(await seriousAxeViolations(open.container)).toEqual([]);
  });
});
