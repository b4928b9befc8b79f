import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import { PrevNextPage } from './PrevNextPage';
import * as stories from './PrevNextPage.stories';

const { Default, OnlyNext, Chinese } = composeStories(stories);

describe('<PrevNextPage>', () => {
  it('renders a named navigation with a previous and a next card', async () => {
    const { container } = render(<Default />);
    const nav = screen.getByRole('navigation', { name: 'Previous and next pages' });
    const prev = within(nav).getByRole('link', { name: /Previous Page/ });
    const next = within(nav).getByRole('link', { name: /Next Page/ });
    expect(prev).toHaveAccessibleName('Previous Page Introduction');
    expect(prev).toHaveAttribute('href', '/guide/start/');
    expect(prev).toHaveAttribute('rel', 'prev');
    expect(next).toHaveAccessibleName('Next Page Features');
    expect(next).toHaveAttribute('href', '/guide/start/features');
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('given only a next page → shows one card, still placed as the next one', () => {
    render(<OnlyNext />);
    expect(screen.queryByRole('link', { name: /Previous Page/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Next Page/ })).toHaveClass('rsd-prev-next__card--next');
  });

  it('uses Chinese labels in the Chinese story', () => {
    render(<Chinese />);
    expect(screen.getByRole('navigation', { name: '上一页与下一页' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '上一页 介绍' })).toHaveAttribute('href', '/zh/guide/start/');
    expect(screen.getByRole('link', { name: '下一页 功能特性' })).toBeInTheDocument();
  });

  it('renders nothing without either page', () => {
    renderWithTheme(<PrevNextPage />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('navigates client-side when a card is clicked', () => {
    const navigate = vi.fn();
    renderWithTheme(<PrevNextPage next={{ text: 'CLI', link: '/guide/basic/cli' }} />, { navigate });
    fireEvent.click(screen.getByRole('link', { name: /CLI/ }));
    expect(navigate).toHaveBeenCalledWith('/guide/basic/cli');
  });
});
