import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storySite } from '../../test/fixtures';
import { seriousAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import { NotFound } from './NotFound';
import * as stories from './NotFound.stories';

const { Default, Chinese } = composeStories(stories);

describe('<NotFound>', () => {
  it("shows '404', 'PAGE NOT FOUND' and a link home", async () => {
    const { container } = render(<Default />);
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'PAGE NOT FOUND' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('leads a Chinese reader to the Chinese home', () => {
    render(<Chinese />);
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/zh/');
  });

  const versioned = { ...storySite, versions: ['v1', 'v2'], defaultVersion: 'v2' };
  it.each([
    ['/v1/zh/guide/missing', 'zh', '/v1/zh/'],
    ['/v1/guide/missing', 'en', '/v1/'],
    ['/zh/guide/missing', 'zh', '/zh/'],
    ['/guide/missing', 'en', '/'],
    ['/404', 'zh', '/zh/'],
  ])('keeps the version and language of %s', (pathname, lang, expected) => {
    renderWithTheme(<NotFound />, { site: versioned, pathname, lang });
    expect(screen.getByRole('link')).toHaveAttribute('href', expected);
  });

  it('uses an explicit homeHref', () => {
    renderWithTheme(<NotFound homeHref="/start/" />, { site: storySite, pathname: '/zh/x', lang: 'zh' });
    expect(screen.getByRole('link')).toHaveAttribute('href', '/start/');
  });
});
