import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import * as stories from './StaleTranslationNotice.stories';

const { Default, English } = composeStories(stories);

describe('<StaleTranslationNotice>', () => {
  it('shows the Chinese notice with a link to the original page', async () => {
    const { container } = render(<Default />);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('本页译文可能落后于英文原文。');
    const link = screen.getByRole('link', { name: '查看英文原文' });
    expect(link).toHaveAttribute('href', '/guide/start/quick-start');
    expect(link).toHaveAttribute('hreflang', 'en');
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('uses the English strings in the English story', () => {
    render(<English />);
    expect(screen.getByRole('note')).toHaveTextContent('This translation may be behind the original. Read the English page');
  });
});
