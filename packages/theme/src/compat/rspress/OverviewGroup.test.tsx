import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './OverviewGroup.stories';
import { OverviewGroup } from './theme';

const { HandBuiltGroup } = composeStories(stories);

describe("Rspress's OverviewGroup", () => {
  it('draws the group name and one card per item, with its headings and its own items as links', () => {
    const { container } = render(<HandBuiltGroup />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Configuration');
    const cards = container.querySelectorAll('.rsd-overview__card');
    expect(cards).toHaveLength(3);
    // An item without a link is a title, not a link; its items are (a <wbr> after the dot reads as a space).
    expect(within(cards[0] as HTMLElement).getByRole('heading', { level: 3 }).querySelector('a')).toBeNull();
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: /^source\.\s?define$/ })).toHaveAttribute('href', '/config/source/define');
    expect(within(cards[1] as HTMLElement).getByRole('link', { name: 'Example' })).toHaveAttribute('href', '/config/server/port#example');
    expect(within(cards[2] as HTMLElement).getByRole('link', { name: 'mode' })).toHaveAttribute('href', '/config/mode');
  });

  it('leaves out the heading when the group has no name (as Rsbuild passes it)', () => {
    render(<OverviewGroup group={{ name: '', items: [{ text: 'a', link: '/a' }] }} />);
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(screen.getByRole('link', { name: 'a' })).toHaveAttribute('href', '/a');
  });
});
