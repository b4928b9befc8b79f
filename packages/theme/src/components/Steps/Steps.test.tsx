import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import * as stories from './Steps.stories';

const { Default } = composeStories(stories);

describe('<Steps>', () => {
  it('wraps its headings and text as they are, in one steps block', () => {
    const { container } = render(<Default />);
    const steps = container.querySelector('.rsd-steps')!;
    expect(Array.from(steps.querySelectorAll(':scope > h3'), (h) => h.id)).toEqual(['install', 'configure', 'build']);
    expect(steps.querySelectorAll(':scope > p')).toHaveLength(3);
  });

  it('has no serious axe violation', async () => {
    const { container } = render(<Default />);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
