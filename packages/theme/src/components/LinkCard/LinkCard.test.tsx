import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import { LinkCard } from './LinkCard';
import * as stories from './LinkCard.stories';

const { Internal, External, TitleOnly } = composeStories(stories);

describe('<LinkCard>', () => {
  it('links its title to the page and shows the description', () => {
    const { container } = render(<Internal />);
    expect(screen.getByRole('link', { name: 'Quick start' })).toHaveAttribute('href', '/guide/start/');
    expect(container.querySelector('.rsd-link-card__description')).toHaveTextContent('first build');
  });

  it('navigates within the site without a reload', () => {
    const navigate = vi.fn();
    renderWithTheme(<LinkCard href="/guide/start/" title="Quick start" />, { navigate });
    fireEvent.click(screen.getByRole('link', { name: 'Quick start' }));
    expect(navigate).toHaveBeenCalledWith('/guide/start/');
  });

  it('opens an external address in a new tab', () => {
    render(<External />);
    expect(screen.getByRole('link', { name: 'Repository' })).toHaveAttribute('target', '_blank');
  });

  it('leaves the description out when there is none', () => {
    const { container } = render(<TitleOnly />);
    expect(container.querySelector('.rsd-link-card__description')).toBeNull();
  });

  it('has no serious axe violation', async () => {
    const { container } = render(<Internal />);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
