import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import * as stories from './Overview.stories';

const { Default, Chinese, Empty } = composeStories(stories);

const filter = () => screen.getByRole('searchbox', { name: 'Filter' });

describe('<Overview>', () => {
  it('lists groups, item cards and heading links, with a labelled filter', async () => {
    const { container } = render(<Default />);
    expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((el) => el.textContent)).toEqual(['Lib Configurations', 'Rsbuild Configurations']);
    expect(screen.getByRole('link', { name: 'lib.autoExternal' })).toHaveAttribute('href', '/config/lib/auto-external');
    const nested = screen.getByRole('link', { name: 'autoExternal.dependencies' });
    expect(nested).toHaveAttribute('href', '/config/lib/auto-external#dependencies');
    expect(nested.closest('li')).toHaveClass('rsd-overview__header--nested');
    expect(filter()).toHaveAttribute('placeholder', 'Enter keyword');
    expect(screen.getByText('Filter').tagName).toBe('LABEL');
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  describe('when the reader types in the filter', () => {
    it('given a group name → keeps the whole group', () => {
      render(<Default />);
      fireEvent.change(filter(), { target: { value: 'RSBUILD' } });
      expect(screen.getAllByRole('heading', { level: 2 }).map((el) => el.textContent)).toEqual(['Rsbuild Configurations']);
      expect(screen.getByRole('link', { name: 'output.distPath' })).toBeInTheDocument();
    });

    it('given a heading with hyphens for spaces → keeps only the matching headings of the item', () => {
      render(<Default />);
      fireEvent.change(filter(), { target: { value: 'customize-extension' } });
      const card = screen.getByRole('link', { name: 'lib.autoExtension' }).closest('li')!;
      expect(within(card).getAllByRole('link').map((a) => a.textContent)).toEqual(['lib.autoExtension', 'Customize extension']);
      expect(screen.queryByRole('link', { name: 'lib.bundle' })).not.toBeInTheDocument();
    });

    it('given no match → shows the no-match message with the query', () => {
      render(<Default />);
      fireEvent.change(filter(), { target: { value: 'webpack' } });
      expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
      expect(screen.getByText('No matching API found: webpack')).toBeInTheDocument();
      fireEvent.change(filter(), { target: { value: '' } });
      expect(screen.queryByText(/No matching API found/)).not.toBeInTheDocument();
    });
  });

  it('uses Chinese strings in the Chinese story', () => {
    render(<Chinese />);
    const input = screen.getByRole('searchbox', { name: '筛选' });
    expect(input).toHaveAttribute('placeholder', '输入关键词');
    fireEvent.change(input, { target: { value: '不存在' } });
    expect(screen.getByText('未找到匹配的 API：不存在')).toBeInTheDocument();
  });

  it('shows the plain no-match message without groups', () => {
    render(<Empty />);
    expect(screen.getByText('No matching API found')).toBeInTheDocument();
  });
});
