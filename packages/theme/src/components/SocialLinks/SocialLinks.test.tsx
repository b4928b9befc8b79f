import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SocialLink } from '../../config/types';
import { defaultSite } from '../../provider/ThemeProvider';
import { seriousAxeViolations } from '../../test/axe';
import { storySite } from '../../test/fixtures';
import { renderWithTheme } from '../../test/render';
import { SocialLinks } from './SocialLinks';
import * as stories from './SocialLinks.stories';

const five: SocialLink[] = [
  ...storySite.socialLinks,
  { icon: 'youtube', link: 'https://youtube.com/@rspack' },
  { icon: 'npm', link: 'https://www.npmjs.com/package/@rslib/core', label: 'npm package' },
];

describe('<SocialLinks>', () => {
  it("shows the site's links as named icons opening in a new tab", () => {
    renderWithTheme(<SocialLinks />, { site: storySite });
    for (const [name, href] of [
      ['GitHub', 'https://github.com/web-infra-dev/rslib'],
      ['X', 'https://twitter.com/rspack_dev'],
      ['Discord', 'https://discord.gg/XsaKEEk4mW'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noreferrer');
    }
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('renders nothing without links', () => {
    const { container } = renderWithTheme(<SocialLinks />, { site: defaultSite });
    expect(container).toBeEmptyDOMElement();
  });

  it('with more than three → shows three and puts the rest in a "more" popover', async () => {
    const user = userEvent.setup();
    renderWithTheme(<SocialLinks links={five} />, { site: storySite });
    expect(screen.getAllByRole('link')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: /YouTube/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More links' }));
    const dialog = await screen.findByRole('dialog', { name: 'More links' }, { timeout: 10_000 });
    const youtube = within(dialog).getByRole('link', { name: 'YouTube' });
    expect(youtube).toHaveAttribute('href', 'https://youtube.com/@rspack');
    expect(youtube).toHaveAttribute('target', '_blank');
    expect(youtube).toHaveAttribute('rel', 'noreferrer');
    expect(within(dialog).getByRole('link', { name: 'npm package' })).toBeInTheDocument();
  });

  it('shows every link when max allows it', () => {
    renderWithTheme(<SocialLinks links={five} max={Infinity} />, { site: storySite });
    expect(screen.getAllByRole('link')).toHaveLength(5);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('names the more button in Chinese on Chinese pages', () => {
    renderWithTheme(<SocialLinks links={five} />, { site: storySite, lang: 'zh' });
    expect(screen.getByRole('button', { name: '更多链接' })).toBeInTheDocument();
  });
});

describe('<SocialLinks> stories', () => {
  const { Default, WithMore } = composeStories(stories);
  it('renders the default story without serious axe violations', async () => {
    const { container } = render(<Default />);
    expect(screen.getAllByRole('link')).toHaveLength(3);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
  it('renders the with-more story with a more button', async () => {
    const { container } = render(<WithMore />);
    expect(screen.getByRole('button', { name: 'More links' })).toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
