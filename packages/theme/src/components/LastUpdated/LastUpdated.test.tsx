import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ThemeProvider } from '../../provider/ThemeProvider';
import { seriousAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import { LastUpdated } from './LastUpdated';
import * as stories from './LastUpdated.stories';

const { Default, Chinese } = composeStories(stories);

describe('<LastUpdated>', () => {
  it('shows the label and an English date in a <time> element', async () => {
    const { container } = render(<Default />);
    const line = container.querySelector('.rsd-last-updated');
    expect(line).toHaveTextContent('Last Updated: Nov 3, 2024');
    const time = container.querySelector('time');
    expect(time).toHaveTextContent('Nov 3, 2024');
    expect(time).toHaveAttribute('dateTime', '2024-11-03T09:30:00.000Z');
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('formats the date in Chinese for the Chinese story', () => {
    const { container } = render(<Chinese />);
    expect(container.querySelector('.rsd-last-updated')).toHaveTextContent('最后更新于：2024年11月3日');
  });

  it('uses the UTC day, so a late-evening commit does not change date between server and client', () => {
    const tz = process.env.TZ;
    process.env.TZ = 'Asia/Shanghai'; // the visitor's zone, ahead of UTC
    onTestFinished(() => {
      process.env.TZ = tz;
    });
    const late = Date.UTC(2024, 10, 3, 23, 59);
    const html = renderToString(
      <ThemeProvider>
        <LastUpdated timestamp={late} />
      </ThemeProvider>,
    );
    expect(html).toContain('Nov 3, 2024');
    renderWithTheme(<LastUpdated timestamp={late} />);
    expect(screen.getByText('Nov 3, 2024')).toBeInTheDocument();
  });

  it('renders nothing without a timestamp', () => {
    const { container } = renderWithTheme(<LastUpdated />);
    expect(container).toBeEmptyDOMElement();
  });
});
