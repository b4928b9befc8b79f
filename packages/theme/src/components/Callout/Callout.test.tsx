import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import * as stories from './Callout.stories';

const { AllTypes, Warning, Details, Chinese, NoteAndCaution } = composeStories(stories);

describe('<Callout>', () => {
  it('shows each type with its default English title and colour class', () => {
    const { container } = render(<AllTypes />);
    const notes = screen.getAllByRole('note');
    expect(notes.map((n) => n.querySelector('.rsd-callout__title')?.textContent)).toEqual(['TIP', 'INFO', 'IMPORTANT', 'WARNING', 'DANGER']);
    expect(notes.map((n) => n.className.match(/rsd-callout--(\w+)/)?.[1])).toEqual(['tip', 'info', 'important', 'warning', 'danger']);
    expect(container.querySelector('details summary')).toHaveTextContent('Details');
  });

  it('draws note like info and caution like danger, each with its own title', () => {
    render(<NoteAndCaution />);
    const notes = screen.getAllByRole('note');
    expect(notes.map((n) => n.querySelector('.rsd-callout__title')?.textContent)).toEqual(['NOTE', 'CAUTION']);
    expect(notes.map((n) => n.className)).toEqual(['rsd-callout rsd-callout--info', 'rsd-callout rsd-callout--danger']);
  });

  it('uses a custom title instead of the default', () => {
    render(<Warning />);
    expect(screen.getByRole('note')).toHaveTextContent('Breaking change');
    expect(screen.queryByText('WARNING')).toBeNull();
  });

  it('renders details as a native collapsible', () => {
    const { container } = render(<Details />);
    const details = container.querySelector('details')!;
    expect(details).not.toHaveAttribute('open');
    fireEvent.click(screen.getByText('Show the full config'));
    expect(details).toHaveAttribute('open');
    expect(details).toHaveTextContent('Every option falls back');
  });

  it('shows default titles in Chinese', () => {
    const { container } = render(<Chinese />);
    const titles = Array.from(container.querySelectorAll('.rsd-callout__title'), (t) => t.textContent);
    expect(titles).toEqual(['提示', '信息', '重要', '警告', '危险', '详情']);
  });
});

describe('<Callout> accessibility', () => {
  it('has no serious axe violation with all types', async () => {
    const { container } = render(<AllTypes />);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
