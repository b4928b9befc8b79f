import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import { HomeFeatures } from './HomeFeatures';
import * as stories from './HomeFeatures.stories';

const { Default, Chinese } = composeStories(stories);

describe('<HomeFeatures>', () => {
  it('renders one list item per feature with title and details', () => {
    render(<Default />);
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    expect(screen.getByRole('heading', { name: 'Fast by default' })).toBeInTheDocument();
    expect(screen.getByText('Emit ESM, CJS and UMD from one config.')).toBeInTheDocument();
  });

  it('makes the whole card a link when it has one', () => {
    const navigate = vi.fn();
    renderWithTheme(<HomeFeatures features={[{ title: 'Go', details: 'Read the guide', link: '/guide/start/' }, { title: 'Stay' }]} />, { navigate });
    const link = screen.getByRole('link', { name: 'Go Read the guide' });
    expect(link).toHaveAttribute('href', '/guide/start/');
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/guide/start/');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('spans 4 columns by default and 2, 3 or 6 on request, ignoring other values', () => {
    const { container } = renderWithTheme(
      <HomeFeatures features={[{ title: 'a' }, { title: 'b', span: 2 }, { title: 'c', span: 3 }, { title: 'd', span: 6 }, { title: 'e', span: 5 as never }]} />,
    );
    const spans = Array.from(container.querySelectorAll('li'), (li) => li.className.match(/--span-(\d+)/)?.[1]);
    expect(spans).toEqual(['4', '2', '3', '6', '4']);
  });

  it('shows emoji icons as hidden text and image icons as decorative images', () => {
    const { container } = renderWithTheme(<HomeFeatures features={[{ title: 'a', icon: '⚡️' }, { title: 'b', icon: '/icons/b.svg' }]} />);
    expect(container.querySelector('span.rsd-home-features__icon')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('img.rsd-home-features__icon')).toHaveAttribute('src', '/icons/b.svg');
    expect(container.querySelector('img.rsd-home-features__icon')).toHaveAttribute('alt', '');
  });

  it('renders nothing without features', () => {
    const { container } = renderWithTheme(<HomeFeatures features={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders the Chinese story', () => {
    render(<Chinese />);
    expect(screen.getByRole('heading', { name: '多种产物格式' })).toBeInTheDocument();
  });
});

describe('<HomeFeatures> accessibility', () => {
  it('has no serious axe violation in the default story', async () => {
    const { container } = render(<Default />);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
