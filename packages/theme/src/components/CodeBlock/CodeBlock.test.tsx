import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import { CodeBlock, COPY_SUCCESS_MS } from './CodeBlock';
import * as stories from './CodeBlock.stories';

const { Default, LongLine, Wrapped, Chinese, FromMarkdown, Notations, LineNumbers } = composeStories(stories);

const EXPECTED_CONFIG = [
  "import { defineConfig } from '@rslib/core';",
  '',
  'export default defineConfig({',
  '  lib: [',
  "    { format: 'esm', syntax: 'es2021', dts: true },",
  "    { format: 'cjs', syntax: 'es2021' },",
  '  ],',
  '  // Emit files next to the package entry.',
  "  output: { target: 'node' },",
  '});',
].join('\n');

function mockClipboard(impl: (text: string) => Promise<void> = () => Promise.resolve()) {
  const writeText = vi.fn(impl);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

/** Click and let the clipboard promise settle. */
async function click(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button);
  });
}

describe('<CodeBlock>', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('shows the file name and language and copies the code text, then resets after 2 s', async () => {
    const writeText = mockClipboard();
    render(<Default />);
    expect(screen.getByText('rslib.config.ts')).toBeInTheDocument();
    expect(screen.getByText('ts')).toBeInTheDocument();

    const button = screen.getByRole('button', { name: 'Copy code' });
    expect(button).toHaveAttribute('data-state', 'idle');
    await click(button);

    expect(writeText).toHaveBeenCalledWith(EXPECTED_CONFIG);
    expect(button).toHaveAttribute('data-state', 'copied');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');

    act(() => vi.advanceTimersByTime(COPY_SUCCESS_MS - 1));
    expect(button).toHaveAttribute('data-state', 'copied');
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveAttribute('data-state', 'idle');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(COPY_SUCCESS_MS).toBe(2000);
  });

  it('reads the text at click time, so later DOM changes are copied', async () => {
    const writeText = mockClipboard();
    const { container } = renderWithTheme(
      <CodeBlock lang="sh">
        <pre>
          <code>echo one{'\n'}</code>
        </pre>
      </CodeBlock>,
    );
    container.querySelector('code')!.textContent = 'echo two\n';
    await click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('echo two');
  });

  it('shows build markup given as html, copies its lines, and keeps it across a wrap toggle', async () => {
    const writeText = mockClipboard();
    const html = '<pre class="rsd-highlight language-ts" tabindex="0"><code class="language-ts"><span class="line"><span class="token keyword">const</span> a = 1;</span>\n<span class="line">a &lt; 2;</span></code></pre>';
    const { container } = renderWithTheme(<CodeBlock lang="ts" html={html} />);
    // As given, but for the tab stop, which a block whose lines fit drops (it scrolls nothing: see the next test).
    const shown = html.replace(' tabindex="0"', '');
    expect(container.querySelector('.rsd-code__content')!.innerHTML).toBe(shown);
    expect(container.querySelector('.token.keyword')).toHaveTextContent('const');
    fireEvent.click(screen.getByRole('button', { name: 'Toggle line wrap' }));
    expect(container.querySelector('.rsd-code__content')!.innerHTML).toBe(shown);
    await click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('const a = 1;\na < 2;');
  });

  it('a block whose long lines scroll is a keyboard-reachable region named after its file, or its language', () => {
    const pre = HTMLPreElement.prototype;
    Object.defineProperty(pre, 'clientWidth', { configurable: true, get: () => 400 });
    Object.defineProperty(pre, 'scrollWidth', { configurable: true, get: () => 1200 });
    try {
      const { container } = render(
        <>
          <LongLine />
          <CodeBlock lang="ts" html={'<pre class="rsd-highlight language-ts" tabindex="0"><code>a</code></pre>'} />
          <CodeBlock lang="ts" html={'<pre class="rsd-highlight language-ts" tabindex="0"><code>b</code></pre>'} />
        </>,
      );
      const pres = [...container.querySelectorAll('pre')];
      expect(pres.map((p) => [p.tabIndex, p.getAttribute('role'), p.getAttribute('aria-label')])).toEqual([
        [0, 'region', 'Code: externals.ts'],
        [0, 'region', 'Code: ts'],
        [0, 'region', 'Code: ts (2)'],
      ]);
    } finally {
      Reflect.deleteProperty(pre, 'clientWidth');
      Reflect.deleteProperty(pre, 'scrollWidth');
    }
  });

  it('copies notation-marked code as Shiki shows it: every line, removed ones too, without signs', async () => {
    const writeText = mockClipboard();
    const { container } = render(<Notations />);
    expect(Array.from(container.querySelectorAll('.line'), (l) => l.className)).toEqual([
      'line line--focus',
      'line line--remove',
      'line line--add line--focus',
      'line highlighted',
      'line line--error',
      'line line--warning',
    ]);
    await click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith(
      "import { pluginReact } from '@rsbuild/plugin-react';\nconst plugins = [];\nconst plugins = [pluginReact()];\nexport default { plugins };\nplugins.push(1);\nlet later;",
    );
  });

  it('copies numbered lines without their numbers', async () => {
    const writeText = mockClipboard();
    render(<LineNumbers />);
    await click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('const a = 1;\nconst b = 2;');
  });

  it('copies the lines of the FromMarkdown story, whose code comes as html', async () => {
    const writeText = mockClipboard();
    const { container } = render(<FromMarkdown />);
    expect(container.querySelectorAll('.line')).toHaveLength(4);
    expect(container.querySelector('.line.highlighted')).toHaveTextContent('"type": "module",');
    await click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('{\n  "type": "module",\n  "exports": "./dist/index.js"\n}');
  });

  it('joins highlighted lines without newline text nodes and without doubling them', async () => {
    const writeText = mockClipboard();
    renderWithTheme(
      <CodeBlock>
        <pre className="rsd-highlight">
          <code>
            <span className="line">a</span>
            <span className="line"></span>
            <span className="line">b</span>
          </code>
        </pre>
      </CodeBlock>,
    );
    await click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('a\n\nb');
  });

  it('falls back to a hidden textarea and execCommand when the Clipboard API fails', async () => {
    mockClipboard(() => Promise.reject(new Error('denied')));
    let copied = '';
    const execCommand = vi.fn(() => {
      copied = document.querySelector('textarea')?.value ?? '';
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    render(<Default />);
    const button = screen.getByRole('button', { name: 'Copy code' });
    await click(button);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe(EXPECTED_CONFIG);
    expect(document.querySelector('textarea')).toBeNull();
    expect(button).toHaveAttribute('data-state', 'copied');
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('announces a failure when no copy method works', async () => {
    mockClipboard(() => Promise.reject(new Error('denied')));
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    render(<Default />);
    await click(screen.getByRole('button', { name: 'Copy code' }));
    expect(screen.getByRole('status')).toHaveTextContent('Copy failed');
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('toggles line wrapping with a pressed button', () => {
    const { container } = render(<LongLine />);
    const toggle = screen.getByRole('button', { name: 'Toggle line wrap' });
    const frame = container.querySelector('.rsd-code')!;
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(frame).not.toHaveClass('rsd-code--wrap');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(frame).toHaveClass('rsd-code--wrap');
  });

  it('keeps the wrap state the head script gave it before hydration, and the next click undoes it', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const host = document.createElement('div');
    host.innerHTML = renderToString(<LongLine />);
    document.body.append(host);
    // What the head script does on a click before React (boot/controls.ts).
    const toggle = host.querySelector('.rsd-code__wrap')!;
    toggle.setAttribute('aria-pressed', 'true');
    host.querySelector('.rsd-code')!.classList.add('rsd-code--wrap');
    await act(async () => {
      hydrateRoot(host, <LongLine />);
    });
    expect(host.querySelector('.rsd-code')).toHaveClass('rsd-code--wrap');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await act(async () => fireEvent.click(toggle));
    expect(host.querySelector('.rsd-code')).not.toHaveClass('rsd-code--wrap');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    host.remove();
  });

  it('starts wrapped with wrap', () => {
    render(<Wrapped />);
    expect(screen.getByRole('button', { name: 'Toggle line wrap' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('marks highlighted lines as the build emits them', () => {
    const { container } = render(<Default />);
    const highlighted = container.querySelectorAll('.line.highlighted');
    expect(Array.from(highlighted, (l) => l.textContent)).toEqual([
      "    { format: 'esm', syntax: 'es2021', dts: true },",
      "    { format: 'cjs', syntax: 'es2021' },",
    ]);
  });

  it('labels the buttons in Chinese', () => {
    const { container } = render(<Chinese />);
    const buttons = within(container as HTMLElement);
    expect(buttons.getByRole('button', { name: '复制代码' })).toBeInTheDocument();
    expect(buttons.getByRole('button', { name: '切换自动换行' })).toBeInTheDocument();
  });
});

describe('<CodeBlock> accessibility', () => {
  it('has no serious axe violation in the default story', async () => {
    const { container } = render(<Default />);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
