import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import * as stories from './UntranslatedNotice.stories';

const { Default, English } = composeStories(stories);

describe('<UntranslatedNotice>', () => {
  it('says in Chinese that the page is not translated, and links the original', async () => {
    const { container } = render(<Default />);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('此页尚未翻译，下面是原文。');
    const link = screen.getByRole('link', { name: '查看英文原文' });
    expect(link).toHaveAttribute('href', '/guide/start/quick-start');
    expect(link).toHaveAttribute('hreflang', 'en');
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('uses the English strings in the English story', () => {
    render(<English />);
    expect(screen.getByRole('note')).toHaveTextContent('This page has not been translated yet: it is shown in its original language. Read the English page');
  });
});
