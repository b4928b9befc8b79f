import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { lazyResource } from '../../lib/resource';
import { deferredPart } from './deferredPart';

const Hello = ({ name }: { name: string }) => <button type="button">Hello {name}</button>;

describe('deferredPart', () => {
  it('renders the part once its chunk is there, with the props it was given', async () => {
    const Part = deferredPart(lazyResource(async () => ({ Hello })), 'Hello');
    // Awaited: a render that suspends is only retried by an async act.
    await act(async () => {
      render(<Part name="Rslib" />);
    });
    expect(await screen.findByRole('button', { name: 'Hello Rslib' })).toBeInTheDocument();
  });

  it('keeps the prerendered markup while hydrating before the chunk arrives', async () => {
    const loaded = lazyResource(async () => ({ Hello }));
    await loaded.get();
    const container = document.createElement('div');
    container.innerHTML = renderToString(deferredPartElement(loaded));
    let release!: () => void;
    const slow = lazyResource(() => new Promise<{ Hello: typeof Hello }>((res) => (release = () => res({ Hello }))));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, deferredPartElement(slow), { onRecoverableError: (e) => console.error(e) });
    });
    expect(container.textContent).toBe('Hello Rslib'); // the server's markup, not the empty fallback
    await act(async () => release());
    expect(container.textContent).toBe('Hello Rslib');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('renders nothing and logs when the chunk cannot load, without breaking the page', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Part = deferredPart(lazyResource(() => Promise.reject<{ Hello: typeof Hello }>(new Error('offline'))), 'Hello');
    await act(async () => {
      render(
        <main>
          <p>Content</p>
          <Part name="Rslib" />
        </main>,
      );
    });
    expect(screen.getByText('Content')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(errors).toHaveBeenCalledWith('[rsdocs] could not load Hello', expect.any(Error));
    errors.mockRestore();
  });
});

function deferredPartElement(module: { get(): Promise<{ Hello: typeof Hello }> }) {
  const Part = deferredPart(module, 'Hello');
  return <Part name="Rslib" />;
}
