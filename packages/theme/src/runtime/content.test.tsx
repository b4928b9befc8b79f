import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { createContent, MAX_CHILD_ARGUMENTS, pageComponent, type ContentNode } from './content';

const tree: ContentNode[] = [
  ['h2', { id: 'install' }, 'Install', ['a', { className: 'rsd-heading-anchor', href: '#install', 'aria-hidden': 'true' }, '#']],
  '\n',
  ['p', 0, 'Run ', ['code', 0, 'rslib build'], ' and see ', ['a', { href: '/guide/' }, 'the guide'], '.'],
  '\n',
  ['Callout', { type: 'tip', title: 'Nice' }, ['p', 0, 'Tip text']],
  ['table', 0, ['tbody', 0, ['tr', 0, ['td', { style: { textAlign: 'right' } }, '1']]]],
];

const components = {
  Callout: ({ type, title, children }: { type: string; title: string; children: ReactNode }) => (
    <aside data-type={type}>
      <b>{title}</b>
      {children}
    </aside>
  ),
  a: ({ children, ...rest }: { children: ReactNode; href: string }) => <a data-link="theme" {...rest}>{children}</a>,
};

describe('createContent', () => {
  it('renders tags, props and components from the tree', () => {
    const Content = createContent(tree);
    const html = renderToString(<Content components={components} />);
    expect(html).toContain('<h2 id="install">Install<a data-link="theme" class="rsd-heading-anchor" href="#install" aria-hidden="true">#</a></h2>');
    expect(html).toContain('<p>Run <code>rslib build</code> and see <a data-link="theme" href="/guide/">the guide</a>.</p>');
    expect(html).toContain('<aside data-type="tip"><b>Nice</b><p>Tip text</p></aside>');
    expect(html).toContain('<td style="text-align:right">1</td>');
  });

  it('renders more children than one call takes as arguments, at the top level and in a table body, in order', () => {
    // 150,000 arguments overflow the stack of one call (a 10 MB page had that many top-level nodes); empty elements
    // keep the render short.
    const count = 150_000;
    expect(count).toBeGreaterThan(MAX_CHILD_ARGUMENTS);
    const Content = createContent([
      ['p', 0, 'first'],
      ...Array.from({ length: count }, (): ContentNode => ['hr', 0]),
      ['table', 0, ['tbody', 0, ...Array.from({ length: count }, (): ContentNode => ['tr', 0]), ['tr', 0, ['td', 0, 'last']]]],
    ]);
    const html = renderToString(<Content />);
    expect(html.match(/<hr\/>/g)).toHaveLength(count);
    expect(html.match(/<tr>/g)).toHaveLength(count + 1);
    expect(html.startsWith('<p>first</p><hr/>')).toBe(true);
    expect(html.endsWith('<hr/><table><tbody>' + '<tr></tr>'.repeat(count) + '<tr><td>last</td></tr></tbody></table>')).toBe(true);
  }, 60_000);

  it('hydrates its own server markup without a warning', async () => {
    const Content = createContent(tree);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Content components={components} />);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, <Content components={components} />, { onRecoverableError: (e) => console.error(e) });
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.querySelector('aside b')?.textContent).toBe('Nice');
  });

  it('never hands a tag written as JSX (`!tag`) to a component', () => {
    const Content = createContent([['p', 0, ['!a', { href: '/raw/' }, 'raw'], ' ', ['a', { href: '/md/' }, 'md']]]);
    expect(renderToString(<Content components={components} />)).toBe('<p><a href="/raw/">raw</a> <a data-link="theme" href="/md/">md</a></p>');
  });

  it('names a component the theme does not provide', () => {
    const Content = createContent([['Tabs', 0, 'x']]);
    expect(() => renderToString(<Content />)).toThrow(/Expected component Tabs to be defined/);
  });

  it('takes a new tree in place: React updates what changed and the state inside the content stays', async () => {
    function Counter() {
      const [count, setCount] = useState(0);
      return <button onClick={() => setCount((c) => c + 1)}>{`clicked ${count}`}</button>;
    }
    const Content = createContent([['p', 0, 'Before'], ['Counter', 0]]);
    expect(Content.contentTree).toEqual([['p', 0, 'Before'], ['Counter', 0]]);
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Content components={{ Counter }} />));
    const button = container.querySelector('button')!;
    await act(async () => button.click());
    expect(button.textContent).toBe('clicked 1');

    Content.replaceTree([['p', 0, 'After'], ['Counter', 0]]);
    await act(async () => root.render(<Content components={{ Counter }} />));
    expect(container.querySelector('p')?.textContent).toBe('After');
    // The same element, with its state: not remounted.
    expect(container.querySelector('button')).toBe(button);
    expect(button.textContent).toBe('clicked 1');
    root.unmount();
  });
});

describe('pageComponent', () => {
  it("is the module's own component when it has one (MDX, the dev server)", () => {
    const Own = () => <p>own</p>;
    expect(pageComponent({ default: Own, content: tree })).toBe(Own);
  });

  it('renders a content tree, made once per module so a re-render never remounts the page', () => {
    const page = { content: tree };
    const Content = pageComponent(page)!;
    expect(pageComponent(page)).toBe(Content);
    expect(pageComponent({ content: tree })).not.toBe(Content);
    expect(renderToString(<Content components={components} />)).toContain('<h2 id="install">Install');
  });

  it('is null for a module with neither', () => {
    expect(pageComponent({})).toBeNull();
  });
});
