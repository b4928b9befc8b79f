import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import { ReadingTime } from './ReadingTime';
import * as stories from './ReadingTime.stories';

const { Default, Chinese, FromPageData } = composeStories(stories);

describe('<ReadingTime>', () => {
  it('shows the minutes in English and Chinese', async () => {
    const { container } = render(<Default />);
    expect(container.querySelector('.rsd-reading-time')).toHaveTextContent('4 min read');
    expect(await seriousAxeViolations(container)).toEqual([]);
    const zh = render(<Chinese />);
    expect(zh.container.querySelector('.rsd-reading-time')).toHaveTextContent('阅读时间约 4 分钟');
  });

  it("reads the page's readingTime when no minutes are given", () => {
    const { container } = render(<FromPageData />);
    expect(container.querySelector('.rsd-reading-time')).toHaveTextContent('7 min read');
  });

  it('renders nothing when the reading time is unknown', () => {
    const { container } = renderWithTheme(<ReadingTime />);
    expect(container.querySelector('.rsd-reading-time')).toBeNull();
  });
});
