import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultSite } from '../../provider/ThemeProvider';
import { seriousAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import { EditLink, editLinkHref } from './EditLink';
import * as stories from './EditLink.stories';

const { Default, Chinese, ExplicitHref } = composeStories(stories);
const repo = 'https://github.com/web-infra-dev/rslib/tree/main/website/docs';

describe('editLinkHref', () => {
  it.each([
    [repo, '/en/guide/start/index.mdx', `${repo}/en/guide/start/index.mdx`],
    [`${repo}/`, '/en/a.md', `${repo}/en/a.md`],
    [repo, 'zh/a.md', `${repo}/zh/a.md`],
  ])('%s + %s', (base, path, expected) => {
    expect(editLinkHref(base, path)).toBe(expected);
  });
});

describe('<EditLink>', () => {
  it('links to the site repository plus the source path, in a new tab', async () => {
    const { container } = render(<Default />);
    const link = screen.getByRole('link', { name: 'Edit this page on GitHub' });
    expect(link).toHaveAttribute('href', `${repo}/en/guide/start/quick-start.mdx`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noreferrer');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('uses the Chinese text in the Chinese story', () => {
    render(<Chinese />);
    expect(screen.getByRole('link', { name: '在 GitHub 上编辑此页' })).toHaveAttribute('href', `${repo}/zh/guide/start/quick-start.mdx`);
  });

  it('prefers an explicit href', () => {
    render(<ExplicitHref />);
    expect(screen.getByRole('link')).toHaveAttribute('href', 'https://github.com/web-infra-dev/rslib/edit/main/README.md');
  });

  it('renders nothing when the site has no edit link and no href is given', () => {
    renderWithTheme(<EditLink relativePath="/en/a.md" />, { site: defaultSite });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
