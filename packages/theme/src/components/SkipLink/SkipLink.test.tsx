import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import { storySite } from '../../test/fixtures';
import { SkipLink } from './SkipLink';
import * as stories from './SkipLink.stories';

describe('<SkipLink>', () => {
  it('links to the main content under its localized name', () => {
    renderWithTheme(<SkipLink />);
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#rsd-main');
  });

  it('says it in Chinese on Chinese pages and accepts another target', () => {
    renderWithTheme(<SkipLink targetId="content" />, { site: storySite, lang: 'zh' });
    expect(screen.getByRole('link', { name: '跳到正文' })).toHaveAttribute('href', '#content');
  });

  it('is the first thing keyboard users reach', () => {
    renderWithTheme(
      <>
        <SkipLink />
        <a href="/other">Other</a>
      </>,
    );
    screen.getByRole('link', { name: 'Skip to content' }).focus();
    expect(document.activeElement).toHaveClass('rsd-skip-link');
  });
});

describe('<SkipLink> stories', () => {
  const { Default, Chinese } = composeStories(stories);
  it('renders the default story without serious axe violations', async () => {
    const { container } = render(<Default />);
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
  it('renders the Chinese story in Chinese', () => {
    render(<Chinese />);
    expect(screen.getByRole('link', { name: '跳到正文' })).toBeInTheDocument();
  });
});
