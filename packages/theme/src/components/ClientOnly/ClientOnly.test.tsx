import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { defaultMdxComponents } from '../../runtime/mdx-components';
import { ClientOnly } from './ClientOnly';
import * as stories from './ClientOnly.stories';

function Browser() {
  return <p>width {window.innerWidth}</p>;
}

describe('<ClientOnly>', () => {
  it('leaves the children out of server-rendered HTML and shows the fallback there', () => {
    const html = renderToString(
      <ClientOnly fallback={<span>loading</span>}>
        <Browser />
      </ClientOnly>,
    );
    expect(html).toContain('loading');
    expect(html).not.toContain('width');
  });

  it('renders nothing on the server without a fallback', () => {
    expect(renderToString(<ClientOnly>secret</ClientOnly>)).toBe('');
  });

  it('hydrates the server markup without a mismatch, then shows the children', async () => {
    const ui = (
      <div>
        <h2>Static</h2>
        <ClientOnly fallback={<span>loading</span>}>
          <Browser />
        </ClientOnly>
      </div>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.appendChild(container);
    const onRecoverableError = vi.fn();
    const error = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, ui, { onRecoverableError });
    });
    expect(container.textContent).toBe(`Staticwidth ${window.innerWidth}`);
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
    container.remove();
  });

  it('mounts the children only after its own first commit', () => {
    const order: string[] = [];
    function Child() {
      useEffect(() => {
        order.push('child mounted');
      }, []);
      return <span>child</span>;
    }
    function Probe() {
      useEffect(() => {
        order.push('sibling mounted');
      }, []);
      return null;
    }
    render(
      <>
        <ClientOnly>
          <Child />
        </ClientOnly>
        <Probe />
      </>,
    );
    // The sibling's effect runs in the first commit; the child only appears in the next one.
    expect(order).toEqual(['sibling mounted', 'child mounted']);
    expect(screen.getByText('child')).toBeInTheDocument();
  });

  it('is available to MDX content by name', () => {
    expect(defaultMdxComponents.ClientOnly).toBe(ClientOnly);
  });
});

describe('<ClientOnly> stories', () => {
  const { Default } = composeStories(stories);
  it('shows the browser-only block after mount', () => {
    render(<Default />);
    expect(screen.getByText(/Your browser reports/)).toBeInTheDocument();
  });
});
