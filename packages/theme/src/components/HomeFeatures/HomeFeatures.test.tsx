import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import { HomeFeatures } from './HomeFeatures';
import * as stories from './HomeFeatures.stories';

const { Default, Chinese, InlineSvgIcons } = composeStories(stories);

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

  it('draws inline SVG icons as markup in the accent colour, and refuses SVG markup that could run code', () => {
    const { container } = render(<InlineSvgIcons />);
    const icons = container.querySelectorAll('.rsd-home-features__icon--svg');
    expect(icons).toHaveLength(5);
    expect(icons[0]).toHaveAttribute('aria-hidden', 'true');
    expect(icons[0]!.querySelector('svg path')).not.toBeNull();
    const unsafe = '<svg onload="alert(1)"><path d="M0 0"/></svg>';
    const other = renderWithTheme(<HomeFeatures features={[{ title: 'x', icon: unsafe }]} />);
    expect(other.container.querySelector('svg')).toBeNull();
    expect(other.container.querySelector('.rsd-home-features__icon')).toHaveTextContent(unsafe);
  });

  it('takes a React element as icon', () => {
    const { container } = renderWithTheme(<HomeFeatures features={[{ title: 'x', icon: <svg data-testid="mine" /> }]} />);
    expect(container.querySelector('.rsd-home-features__icon--svg [data-testid="mine"]')).not.toBeNull();
  });

  it("keeps a linked card's arrow on the line of its last word", () => {
    const { container } = renderWithTheme(<HomeFeatures features={[{ title: 'Declaration files built in', link: '/guide/advanced/dts' }, { title: 'Plain' }]} />);
    const [linked, plain] = Array.from(container.querySelectorAll('.rsd-home-features__title'));
    expect(linked).toHaveTextContent('Declaration files built in');
    expect(linked!.querySelector('.rsd-home-features__title-end')!.textContent).toBe('in');
    expect(linked!.querySelector('.rsd-home-features__title-end svg')).not.toBeNull();
    expect(plain!.querySelector('svg')).toBeNull();
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
