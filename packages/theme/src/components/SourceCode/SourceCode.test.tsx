import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import * as stories from './SourceCode.stories';

const { GitHub, GitLab, Chinese } = composeStories(stories);

describe('<SourceCode>', () => {
  it('links to the source in a new tab, labelled "Source"', () => {
    render(<GitHub />);
    const link = screen.getByRole('link', { name: 'Source' });
    expect(link).toHaveAttribute('href', 'https://github.com/web-infra-dev/rsbuild/tree/main/packages/plugin-react');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noreferrer');
  });

  it("draws the platform's icon", () => {
    const { container: github } = render(<GitHub />);
    const { container: gitlab } = render(<GitLab />);
    const shape = (c: HTMLElement) => c.querySelector('.rsd-source-code__icon path')?.getAttribute('d');
    expect(shape(github)).toBeTruthy();
    expect(shape(gitlab)).toBeTruthy();
    expect(shape(gitlab)).not.toBe(shape(github));
  });

  it('says it in the page language', () => {
    render(<Chinese />);
    expect(screen.getByRole('link', { name: '源码' })).toBeInTheDocument();
  });

  it('has no serious axe violation', async () => {
    const { container } = render(<GitHub />);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
