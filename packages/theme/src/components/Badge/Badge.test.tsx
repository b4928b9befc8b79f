import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import * as stories from './Badge.stories';

const { Tip, Warning, OutlineWithChildren, InHeading } = composeStories(stories);

describe('<Badge>', () => {
  it('shows its text, coloured as a tip by default', () => {
    render(<Tip />);
    expect(screen.getByText('New')).toHaveClass('rsd-badge', 'rsd-badge--tip');
  });

  it('takes its colour from type', () => {
    render(<Warning />);
    expect(screen.getByText('Experimental')).toHaveClass('rsd-badge--warning');
  });

  it('prefers children to text and draws an outline when asked', () => {
    const { container } = render(<OutlineWithChildren />);
    const badge = container.querySelector('.rsd-badge')!;
    expect(badge).toHaveTextContent('Removed in v2');
    expect(badge.querySelector('strong')).toHaveTextContent('Removed');
    expect(badge).toHaveClass('rsd-badge--danger', 'rsd-badge--outline');
  });

  it('has no serious axe violation beside a heading', async () => {
    const { container } = render(<InHeading />);
    expect(container.querySelectorAll('h3 .rsd-badge')).toHaveLength(4);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
