import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storySite } from '../../test/fixtures';
import { seriousAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import { Footer, footerText } from './Footer';
import * as stories from './Footer.stories';

const { Default, WithChildren } = composeStories(stories);

describe('<Footer>', () => {
  it('splits the message into one paragraph per line', async () => {
    const { container } = render(<Default />);
    const footer = screen.getByRole('contentinfo');
    const lines = footer.querySelectorAll('p');
    expect([...lines].map((p) => p.textContent)).toEqual([
      'Rslib is free and open source software released under the MIT license.',
      '© 2024-present ByteDance Inc.',
    ]);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('shows HTML in the message as text', () => {
    renderWithTheme(<Footer message={'<img src=x onerror="alert(1)">Hi'} />);
    const footer = screen.getByRole('contentinfo');
    expect(footer.querySelector('img')).toBeNull();
    expect(footer).toHaveTextContent('<img src=x onerror="alert(1)">Hi');
  });

  it('falls back to site.footer.message', () => {
    renderWithTheme(<Footer />, { site: { ...storySite, footer: { message: 'From config' } } });
    expect(screen.getByRole('contentinfo')).toHaveTextContent('From config');
  });

  it('speaks the page language when the message has one text per language', () => {
    const message = { en: 'Free software.\n© 2024-present ByteDance Inc.', zh: '自由开源软件。\n© 2024-present ByteDance Inc.' };
    const site = { ...storySite, footer: { message } };
    const { unmount } = renderWithTheme(<Footer />, { site, lang: 'zh' });
    expect(screen.getByRole('contentinfo').querySelector('p')).toHaveTextContent('自由开源软件。');
    unmount();
    renderWithTheme(<Footer />, { site, lang: 'en' });
    expect(screen.getByRole('contentinfo').querySelector('p')).toHaveTextContent('Free software.');
  });

  it('falls back to the default language, then to any text', () => {
    expect(footerText({ en: 'English' }, 'zh', 'en')).toBe('English');
    expect(footerText({ fr: 'Français' }, 'zh', 'en')).toBe('Français');
    expect(footerText('Same for all', 'zh', 'en')).toBe('Same for all');
    expect(footerText(undefined, 'zh', 'en')).toBe('');
  });

  it('renders children after the message', () => {
    render(<WithChildren />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2024-present ByteDance Inc.Built with rsdocs');
  });

  it('renders nothing without a message or children', () => {
    renderWithTheme(<Footer />, { site: { ...storySite, footer: undefined } });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
