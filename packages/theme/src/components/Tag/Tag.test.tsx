import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { defaultSite } from '../../provider/ThemeProvider';
import { renderWithTheme } from '../../test/render';
import { parseTag, Tag } from './Tag';
import * as stories from './Tag.stories';

const { New, Experimental, Deprecated, Several, Svg, Image, Chinese } = composeStories(stories);

describe('parseTag', () => {
  it.each([
    ['new', { kind: 'words', words: ['new'] }],
    [' a, b ,, c ', { kind: 'words', words: ['a', 'b', 'c'] }],
    ['/icons/x.png', { kind: 'image', src: '/icons/x.png' }],
    ['https://example.com/x', { kind: 'image', src: 'https://example.com/x' }],
    ['data:image/png;base64,AAA', { kind: 'image', src: 'data:image/png;base64,AAA' }],
    ['/not-an-image', { kind: 'words', words: ['/not-an-image'] }],
    ['<svg viewBox="0 0 1 1"></svg>', { kind: 'svg', markup: '<svg viewBox="0 0 1 1"></svg>' }],
  ])('reads %j', (tag, expected) => {
    expect(parseTag(tag)).toEqual(expected);
  });
});

describe('<Tag>', () => {
  it('shows the known words as coloured badges', () => {
    const { unmount } = render(<New />);
    expect(screen.getByText('new')).toHaveClass('rsd-badge--tip');
    unmount();
    render(<Experimental />);
    expect(screen.getByText('experimental')).toHaveClass('rsd-badge--warning');
  });

  it('marks deprecated as danger and translates the known words', () => {
    const { unmount } = render(<Deprecated />);
    expect(screen.getByText('deprecated')).toHaveClass('rsd-badge--danger');
    unmount();
    render(<Chinese />);
    expect(screen.getByText('实验性')).toHaveClass('rsd-badge--warning');
  });

  it('shows one badge per word, a type name in its colour and other words as info', () => {
    const { container } = render(<Several />);
    const badges = Array.from(container.querySelectorAll('.rsd-badge'));
    expect(badges.map((b) => b.textContent)).toEqual(['warning', 'since v1.2']);
    expect(badges[0]).toHaveClass('rsd-badge--warning');
    expect(badges[1]).toHaveClass('rsd-badge--info');
  });

  it('renders an inline SVG and an image with the site base', () => {
    const { container, unmount } = render(<Svg />);
    expect(container.querySelector('.rsd-tag--svg svg circle')).not.toBeNull();
    unmount();
    const { container: withBase } = renderWithTheme(<Tag tag="/icons/x.svg" />, { site: { ...defaultSite, base: '/docs/' } });
    expect(withBase.querySelector('img')).toHaveAttribute('src', '/docs/icons/x.svg');
  });

  it('renders nothing without a tag', () => {
    const { container } = render(<Tag tag="  " />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no serious axe violation', async () => {
    const { container } = render(<Image />);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
