import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadAllMessages } from '../../i18n';
import { defaultSite } from '../../provider/ThemeProvider';
import type { ClientSiteData } from '../../runtime/types';
import { seriousAxeViolations } from '../../test/axe';
import { storySite } from '../../test/fixtures';
import { renderWithTheme } from '../../test/render';
import { LanguageSwitch, localizedPath } from './LanguageSwitch';
import * as stories from './LanguageSwitch.stories';

const threeLangSite: ClientSiteData = {
  ...storySite,
  locales: [...storySite.locales, { lang: 'ja', label: '日本語', title: 'Rslib', description: '', nav: [], messages: {}, prefix: '/ja' }],
};
const LOAD = { timeout: 10_000 };

describe('localizedPath', () => {
  it.each([
    ['/guide/start/', 'zh', '/zh/guide/start/'],
    ['/zh/guide/start/quick-start', 'en', '/guide/start/quick-start'],
    ['/', 'zh', '/zh/'],
    ['/zh/', 'en', '/'],
    ['/zh/config/lib/dts.html', 'en', '/config/lib/dts'],
  ])('%s in %s → %s', (from, lang, to) => {
    expect(localizedPath(storySite, from, lang)).toBe(to);
  });
});

describe('<LanguageSwitch>', () => {
  it('renders nothing on a one-language site', () => {
    const { container } = renderWithTheme(<LanguageSwitch />, { site: defaultSite });
    expect(container).toBeEmptyDOMElement();
  });

  it('links an English page to the same page in Chinese', () => {
    const navigate = vi.fn();
    renderWithTheme(<LanguageSwitch />, { site: storySite, pathname: '/guide/start/quick-start', navigate });
    const link = screen.getByRole('link', { name: /Change language/ });
    expect(link).toHaveAccessibleName('Change language: 简体中文');
    expect(link).toHaveAttribute('href', '/zh/guide/start/quick-start');
    expect(link).toHaveAttribute('hreflang', 'zh-CN');
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/zh/guide/start/quick-start');
  });

  it('links a Chinese page back to English with a Chinese name', () => {
    renderWithTheme(<LanguageSwitch />, { site: storySite, lang: 'zh', pathname: '/zh/config/' });
    expect(screen.getByRole('link', { name: /切换语言/ })).toHaveAttribute('href', '/config/');
  });

  it('respects the site base', () => {
    renderWithTheme(<LanguageSwitch />, { site: { ...storySite, base: '/docs/' }, pathname: '/api/' });
    expect(screen.getByRole('link', { name: /Change language/ })).toHaveAttribute('href', '/docs/zh/api/');
  });

  it('lists every language and marks the current one in the list variant', () => {
    renderWithTheme(<LanguageSwitch variant="list" />, { site: storySite, lang: 'zh', pathname: '/zh/blog/' });
    const list = screen.getByRole('list', { name: '切换语言' });
    expect(within(list).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/blog/');
    expect(within(list).getByRole('link', { name: '简体中文' })).toHaveAttribute('aria-current', 'true');
  });

  it('with more than two languages → a button opens a popover of links to the same page', async () => {
    const user = userEvent.setup();
    renderWithTheme(<LanguageSwitch />, { site: threeLangSite, pathname: '/guide/start/' });
    const trigger = screen.getByRole('button', { name: 'Change language' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Change language' }, LOAD);
    expect(within(dialog).getByRole('link', { name: '日本語' })).toHaveAttribute('href', '/ja/guide/start/');
    expect(within(dialog).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists twelve languages in the popover, each link marked with its BCP 47 tag, the page’s current', async () => {
    await loadAllMessages();
    const user = userEvent.setup();
    renderWithTheme(<LanguageSwitch />, { site: { ...storySite, locales: stories.twelveLocales }, lang: 'pt-BR', pathname: '/pt-BR/guide/start/' });
    await user.click(screen.getByRole('button', { name: 'Mudar idioma' }));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    const links = within(dialog).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('hreflang'))).toEqual(['en', 'zh-CN', 'zh-TW', 'ja', 'ko', 'es', 'fr', 'de', 'pt-BR', 'ru', 'ar', 'he']);
    expect(within(dialog).getByRole('link', { name: 'العربية' })).toHaveAttribute('href', '/ar/guide/start/');
    expect(within(dialog).getByRole('link', { name: 'português (Brasil)' })).toHaveAttribute('aria-current', 'true');
    expect(dialog.closest('.rsd-language-switch__popover') ?? dialog).toHaveClass('rsd-language-switch__popover');
  });

  it('closes the popover when a language is chosen', async () => {
    const user = userEvent.setup();
    renderWithTheme(<LanguageSwitch />, { site: threeLangSite, pathname: '/guide/start/', navigate: () => {} });
    await user.click(screen.getByRole('button', { name: 'Change language' }));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    await user.click(within(dialog).getByRole('link', { name: '简体中文' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('<LanguageSwitch> stories', () => {
  const { Default, ThreeLanguages } = composeStories(stories);
  it('renders the default story without serious axe violations', async () => {
    const { container } = render(<Default />);
    expect(screen.getByRole('link', { name: /Change language/ })).toHaveAttribute('href', '/zh/guide/start/');
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
  it('renders the three-language story as a popover button', () => {
    render(<ThreeLanguages />);
    expect(screen.getByRole('button', { name: 'Change language' })).toBeInTheDocument();
  });
});
