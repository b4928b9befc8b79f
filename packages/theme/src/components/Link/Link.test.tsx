import { screen, fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defaultSite } from '../../provider/ThemeProvider';
import { renderWithTheme } from '../../test/render';
import { Link } from './Link';

describe('<Link>', () => {
  it('navigates without a reload and preloads on hover for internal links', () => {
    const navigate = vi.fn();
    const preload = vi.fn();
    renderWithTheme(<Link href="/guide/start/">Start</Link>, { navigate, preload });
    const link = screen.getByRole('link', { name: 'Start' });
    fireEvent.mouseEnter(link);
    expect(preload).toHaveBeenCalledWith('/guide/start/');
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/guide/start/');
  });

  it('prefixes the base and leaves external links alone, opening them in a new tab', () => {
    const navigate = vi.fn();
    renderWithTheme(
      <>
        <Link href="/config/">Config</Link>
        <Link href="https://rspack.dev">Rspack</Link>
      </>,
      { site: { ...defaultSite, base: '/docs/' }, navigate },
    );
    expect(screen.getByRole('link', { name: 'Config' })).toHaveAttribute('href', '/docs/config/');
    const ext = screen.getByRole('link', { name: 'Rspack' });
    expect(ext).toHaveAttribute('href', 'https://rspack.dev');
    expect(ext).toHaveAttribute('target', '_blank');
    expect(ext).toHaveAttribute('rel', 'noreferrer');
    fireEvent.click(ext);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('lets modified clicks through to the browser', () => {
    const navigate = vi.fn();
    renderWithTheme(<Link href="/api/">API</Link>, { navigate });
    fireEvent.click(screen.getByRole('link', { name: 'API' }), { ctrlKey: true });
    expect(navigate).not.toHaveBeenCalled();
  });
});

import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import * as stories from './Link.stories';
import { seriousAxeViolations } from '../../test/axe';

describe('<Link> stories', () => {
  const { Internal, External } = composeStories(stories);
  it('renders the internal story with the base-prefixed href and no serious axe violation', async () => {
    const { container } = render(<Internal />);
    expect(screen.getByRole('link', { name: 'Introduction' })).toHaveAttribute('href', '/guide/start/');
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
  it('renders the external story opening in a new tab', () => {
    render(<External />);
    expect(screen.getByRole('link', { name: 'Rspack' })).toHaveAttribute('target', '_blank');
  });
});
