import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { storySite } from '../../test/fixtures';
import { renderWithTheme } from '../../test/render';
import { Overview } from './Overview';
import * as stories from './Overview.stories';

const { Default, Chinese, Empty } = composeStories(stories);

const filter = () => screen.getByRole('searchbox', { name: /Filter|筛选/ });
/** The card titled `name` (found by text: jsdom reads the <wbr> in dotted names as a space in accessible names). */
const card = (name: string) => {
  const found = Array.from(document.querySelectorAll<HTMLElement>('.rsd-overview__card')).find((li) => li.querySelector('h3')?.textContent === name);
  if (!found) throw new Error(`no card ${name}`);
  return found;
};
const titleLink = (name: string) => card(name).querySelector('h3 a')!;
const cardTitles = () => screen.queryAllByRole('heading', { level: 3 }).map((el) => el.textContent);

describe('<Overview>', () => {
  it("shows each option's type and one-line summary instead of the sub-headings its page shares with the others", async () => {
    const { container } = render(<Default />);
    expect(screen.getByRole('heading', { level: 1, name: 'Config Overview' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((el) => el.textContent)).toEqual(['Lib', 'Rsbuild Config']);
    const format = card('lib.format');
    expect(titleLink('lib.format')).toHaveAttribute('href', '/config/lib/format');
    expect(format.querySelector('.rsd-overview__signature code')).toHaveTextContent("'esm' | 'cjs' | 'umd' | 'mf' | 'iife'");
    expect(within(format).getByText(/Choose the module format/)).toBeInTheDocument();
    expect(container.textContent).not.toContain('Interactions with other options');
    expect(filter()).toHaveAttribute('placeholder', 'Enter keyword');
    expect(screen.getByText('Filter').tagName).toBe('LABEL');
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('lists the headings of a page without a summary', () => {
    render(<Default />);
    const source = Array.from(card('source').querySelectorAll('.rsd-overview__header a'));
    expect(source.map((a) => [a.textContent, a.getAttribute('href')])).toContainEqual(['source.define', '/config/rsbuild/source#source-define']);
    expect(card('output').querySelector('.rsd-overview__header')).toBeNull();
  });

  describe('when the reader types in the filter', () => {
    it('given a group name → keeps the whole group', () => {
      render(<Default />);
      fireEvent.change(filter(), { target: { value: 'RSBUILD' } });
      expect(screen.getAllByRole('heading', { level: 2 }).map((el) => el.textContent)).toEqual(['Rsbuild Config']);
      expect(cardTitles()).toEqual(['source', 'output']);
    });

    it('given words of a summary or a type → keeps those pages', () => {
      render(<Default />);
      fireEvent.change(filter(), { target: { value: 'bundleless' } });
      expect(cardTitles()).toEqual(['lib.bundle']);
      fireEvent.change(filter(), { target: { value: "'iife'" } });
      expect(cardTitles()).toEqual(['lib.format']);
    });

    it('given a heading, hyphens for spaces → keeps the page and lists the matching heading', () => {
      render(<Default />);
      fireEvent.change(filter(), { target: { value: 'object-form' } });
      expect(cardTitles()).toEqual(['lib.autoExternal']);
      expect(Array.from(card('lib.autoExternal').querySelectorAll('a'), (a) => a.textContent)).toEqual(['lib.autoExternal', 'Object form']);
    });

    it('given no match → shows the no-match message with the query', () => {
      render(<Default />);
      fireEvent.change(filter(), { target: { value: 'webpack' } });
      expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
      expect(screen.getByText('No matching API found: webpack')).toBeInTheDocument();
      fireEvent.change(filter(), { target: { value: '' } });
      expect(screen.queryByText(/No matching/)).not.toBeInTheDocument();
    });
  });

  it('finds a Chinese page by its Chinese summary and title: "格式" finds lib.format', () => {
    render(<Chinese />);
    fireEvent.change(filter(), { target: { value: '格式' } });
    expect(cardTitles()).toEqual(['lib.format']);
    fireEvent.change(filter(), { target: { value: '打包模式' } });
    expect(cardTitles()).toEqual(['lib.bundle']);
    fireEvent.change(filter(), { target: { value: '不存在' } });
    expect(screen.getByText('未找到匹配的 API：不存在')).toBeInTheDocument();
  });

  it("says what the site's messages say when nothing matches", () => {
    const messages = { 'overview.noMatch': 'No matching option found', 'overview.noMatchQuery': 'Nothing called {query} here' };
    const site = { ...storySite, locales: storySite.locales.map((l) => ({ ...l, messages })) };
    renderWithTheme(<Overview groups={[]} />, { site });
    expect(screen.getByText('No matching option found')).toBeInTheDocument();
    fireEvent.change(filter(), { target: { value: 'webpack' } });
    expect(screen.getByText('Nothing called webpack here')).toBeInTheDocument();
  });

  it('lets dotted names wrap only after their dots', () => {
    render(<Default />);
    expect(titleLink('lib.autoExternal').innerHTML).toBe('lib.<wbr>autoExternal');
  });

  it('shows the plain no-match message without groups', () => {
    render(<Empty />);
    expect(screen.getByText('No matching API found')).toBeInTheDocument();
  });
});
