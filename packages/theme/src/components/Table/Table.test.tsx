import { composeStories } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import * as stories from './Table.stories';
import { Table } from './Table';

const { Narrow, Wide, Chinese } = composeStories(stories);

/** jsdom lays nothing out: give every `.rsd-table` box the sizes of one whose table is `tableWidth` wide in 480 px. */
function layOut(tableWidth: number) {
  const box = HTMLDivElement.prototype;
  Object.defineProperty(box, 'clientWidth', { configurable: true, get: () => 480 });
  Object.defineProperty(box, 'scrollWidth', { configurable: true, get() { return (this as HTMLElement).classList.contains('rsd-table') ? Math.max(480, tableWidth) : 0; } });
}

afterEach(() => {
  Reflect.deleteProperty(HTMLDivElement.prototype, 'clientWidth');
  Reflect.deleteProperty(HTMLDivElement.prototype, 'scrollWidth');
});

describe('<Table>', () => {
  it('is prerendered as a focusable box around the table, so a wide one scrolls by keyboard before React', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(<Narrow />);
    expect(html).toMatch(/<div class="rsd-table" tabindex="0"><table><thead>/);
  });

  it('a table that fits is a plain box: no tab stop, no region', () => {
    layOut(300);
    const { container } = render(<Narrow />);
    const box = container.querySelector('.rsd-table')!;
    expect(box).not.toHaveAttribute('tabindex');
    expect(box).not.toHaveAttribute('role');
    expect(box).not.toHaveAttribute('aria-label');
  });

  it('a table wider than its box is a keyboard-reachable region named after its first columns', async () => {
    layOut(900);
    const { container } = render(<Wide />);
    const box = container.querySelector<HTMLElement>('.rsd-table')!;
    expect(box.tabIndex).toBe(0);
    expect(box).toHaveAttribute('role', 'region');
    expect(box).toHaveAccessibleName('Table: Format, define, process.env.NODE_ENV, …');
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('names a wide table in the page language, and a second one with the same columns apart from the first', () => {
    layOut(900);
    const { container } = render(
      <>
        <Chinese />
        <Chinese />
      </>,
    );
    const names = [...container.querySelectorAll('.rsd-table')].map((el) => el.getAttribute('aria-label'));
    expect(names).toEqual(['表格：Format, define, process.env.NODE_ENV, …', '表格：Format, define, process.env.NODE_ENV, … (2)']);
  });

  it('a table without header text is named "Table"', () => {
    layOut(900);
    const { container } = render(
      <Table>
        <tbody>
          <tr>
            <td>a</td>
          </tr>
        </tbody>
      </Table>,
    );
    expect(container.querySelector('.rsd-table')).toHaveAccessibleName('Table');
  });

  it('stops being a region when the table comes to fit (a wider window)', async () => {
    layOut(900);
    let resize!: () => void;
    const original = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(callback: () => void) {
        resize = callback;
      }
      observe() {}
      disconnect() {}
      unobserve() {}
    } as unknown as typeof ResizeObserver;
    try {
      const { container } = render(<Wide />);
      const box = container.querySelector('.rsd-table')!;
      expect(box).toHaveAttribute('role', 'region');
      layOut(400);
      await act(async () => resize());
      expect(box).not.toHaveAttribute('role');
      expect(box).not.toHaveAttribute('tabindex');
    } finally {
      globalThis.ResizeObserver = original;
    }
  });
});
