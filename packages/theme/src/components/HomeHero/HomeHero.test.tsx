import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STARS } from '../../lib/stars';
import { ThemeProvider } from '../../provider/ThemeProvider';
import { seriousAxeViolations } from '../../test/axe';
import { storySite } from '../../test/fixtures';
import { renderWithTheme } from '../../test/render';
import { HomeHero } from './HomeHero';
import * as stories from './HomeHero.stories';

const { Default, WithStars, Chinese, WithImage, WithoutOval } = composeStories(stories);

describe('<HomeHero>', () => {
  it('shows the title as the page heading, the texts and default button labels as links', () => {
    const navigate = vi.fn();
    renderWithTheme(
      <HomeHero title="Rslib" subTitle="Sub" description="Desc" getStartedHref="/guide/start/" learnMoreHref="/guide/start/quick-start" />,
      { navigate },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Rslib' })).toBeInTheDocument();
    expect(screen.getByText('Sub')).toBeInTheDocument();
    expect(screen.getByText('Desc')).toBeInTheDocument();
    const start = screen.getByRole('link', { name: 'Get Started' });
    expect(start).toHaveAttribute('href', '/guide/start/');
    fireEvent.click(screen.getByRole('link', { name: 'Learn More' }));
    expect(navigate).toHaveBeenCalledWith('/guide/start/quick-start');
  });

  it('uses buttons with click handlers when no href is given, and the site title by default', () => {
    const onStart = vi.fn();
    const onMore = vi.fn();
    renderWithTheme(<HomeHero onClickGetStarted={onStart} onClickLearnMore={onMore} getStartedButtonText="Introduction" />, {
      site: storySite,
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Rslib');
    fireEvent.click(screen.getByRole('button', { name: 'Introduction' }));
    fireEvent.click(screen.getByRole('button', { name: 'Learn More' }));
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  it('renders slots around the actions', () => {
    renderWithTheme(<HomeHero title="X" getStartedHref="/start" beforeActions={<p>before</p>} afterActions={<p>after</p>} />);
    const order = Array.from(document.querySelectorAll('.rsd-home-hero__main > *'), (el) => el.textContent);
    expect(order.indexOf('before')).toBeLessThan(order.findIndex((t) => t?.includes('Get Started')));
    expect(order.indexOf('after')).toBe(order.length - 1);
  });

  it('shows the oval behind the logo by default and hides it on request', () => {
    const { container, unmount } = render(<Default />);
    expect(container.querySelector('.rsd-home-hero__logo .rsd-home-hero__oval')).not.toBeNull();
    expect(container.querySelector('.rsd-home-hero__stars')).toBeNull();
    unmount();
    const other = render(<WithoutOval />);
    expect(other.container.querySelector('.rsd-home-hero__oval')).toBeNull();
  });

  it('translates the default button labels', () => {
    render(<HomeHero title="Rslib" getStartedHref="/zh/a" learnMoreHref="/zh/b" />, {
      wrapper: ({ children }) => <ThemeProvider lang="zh">{children}</ThemeProvider>,
    });
    expect(screen.getByRole('link', { name: '快速开始' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '了解更多' })).toBeInTheDocument();
  });

  it('draws only the buttons that lead somewhere: no dead second button', () => {
    const { container, unmount } = renderWithTheme(<HomeHero title="Rslib" getStartedHref="/guide/start/" />);
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/guide/start/');
    expect(screen.queryByText('Learn More')).toBeNull();
    expect(container.querySelectorAll('.rsd-home-hero__button')).toHaveLength(1);
    unmount();
    const none = renderWithTheme(<HomeHero title="Rslib" />);
    expect(none.container.querySelector('.rsd-home-hero__actions')).toBeNull();
  });

  it('draws exactly the given actions, the first as the brand button by default', () => {
    const { container } = renderWithTheme(
      <HomeHero
        title="Rslib"
        learnMoreHref="/ignored"
        actions={[
          { text: 'Quick Start', link: '/guide/start/quick-start' },
          { text: 'GitHub', link: 'https://github.com/web-infra-dev/rslib' },
          { text: 'Blog', link: '/blog/', theme: 'brand' },
        ]}
      />,
    );
    const buttons = Array.from(container.querySelectorAll('.rsd-home-hero__button'));
    expect(buttons.map((b) => [b.textContent, b.getAttribute('href'), b.className.match(/--(brand|alt)/)?.[1]])).toEqual([
      ['Quick Start', '/guide/start/quick-start', 'brand'],
      ['GitHub', 'https://github.com/web-infra-dev/rslib', 'alt'],
      ['Blog', '/blog/', 'brand'],
    ]);
    expect(screen.queryByRole('link', { name: 'Learn More' })).toBeNull();
  });

  it('uses the Chinese story texts', () => {
    render(<Chinese />);
    expect(screen.getByRole('link', { name: '介绍' })).toHaveAttribute('href', '/zh/guide/start/');
    expect(screen.getByText('基于 Rsbuild 的库构建工具')).toBeInTheDocument();
  });

  it('shows a light and a dark image with alt text', () => {
    render(<WithImage />);
    const images = screen.getAllByRole('img', { name: 'A library package on a shelf' });
    expect(images.map((i) => i.className)).toEqual([
      'rsd-home-hero__image rsd-home-hero__image--light',
      'rsd-home-hero__image rsd-home-hero__image--dark',
    ]);
    expect(images[0]).toHaveAttribute('width', '375');
  });
});

describe('<HomeHero> stars', () => {
  let frames: FrameRequestCallback[] = [];
  beforeEach(() => {
    frames = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      frames.push(cb);
      return frames.length;
    });
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      left: 0, top: 0, width: 1000, height: 500, right: 1000, bottom: 500, x: 0, y: 0, toJSON: () => ({}),
    });
  });
  afterEach(() => vi.restoreAllMocks());
  const flush = () => act(() => frames.splice(0).forEach((cb) => cb(0)));
  /** jsdom has no PointerEvent; a MouseEvent of the same type carries the coordinates. */
  const pointerMove = (target: Element, clientX: number, clientY: number) =>
    target.dispatchEvent(new MouseEvent('pointermove', { clientX, clientY, bubbles: true }));

  it('renders 35 stars without style attributes (a strict CSP blocks them), placed and sized 3 + index/20 px by the stylesheet', () => {
    const { container } = render(<WithStars />);
    const stars = container.querySelectorAll<HTMLElement>('.rsd-home-hero__star');
    expect(stars).toHaveLength(35);
    expect([...stars].filter((star) => star.hasAttribute('style'))).toEqual([]);
    expect(container.querySelector('.rsd-home-hero__stars')).toHaveAttribute('aria-hidden', 'true');
    // The stylesheet's :nth-child rules are the geometry's STARS (the pointer pulls each from its centre).
    const css = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'HomeHero.css'), 'utf8');
    const rules = [...css.matchAll(/\.rsd-home-hero__star:nth-child\((\d+)\) \{ top: ([\d.]+)%; left: ([\d.]+)%; width: ([\d.]+)px; \}/g)];
    expect(rules.map((r) => ({ n: Number(r[1]), top: Number(r[2]), left: Number(r[3]), size: Number(r[4]) }))).toEqual(
      STARS.map((star, i) => ({ n: i + 1, top: star.top, left: star.left, size: star.size })),
    );
    expect(css).toMatch(/\.rsd-home-hero__star \{[^}]*aspect-ratio: 1;/); // as tall as wide
    expect(STARS[20]!.size).toBe(4);
  });

  it('pulls a nearby star onto the pointer once per frame and lets it go when the pointer moves away', () => {
    const { container } = render(<WithStars />);
    const hero = container.querySelector('.rsd-home-hero')!;
    const first = container.querySelector<HTMLElement>('.rsd-home-hero__star')!; // top 6%, left 4%, 3 px: centre (41.5, 31.5)
    pointerMove(hero, 20, 20);
    pointerMove(hero, 60, 50);
    expect(frames).toHaveLength(1);
    expect(first.style.transform).toBe('');
    flush();
    expect(first.style.transform).toBe('translate(18.5px, 18.5px)');
    pointerMove(hero, 600, 50);
    flush();
    expect(first.style.transform).toBe('');
  });

  it('does not move when the visitor prefers reduced motion', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
    );
    const { container } = render(<WithStars />);
    pointerMove(container.querySelector('.rsd-home-hero')!, 60, 50);
    flush();
    expect(frames).toHaveLength(0);
    expect(container.querySelector<HTMLElement>('.rsd-home-hero__star')!.style.transform).toBe('');
  });

  it('hydrates server markup without a mismatch', async () => {
    const ui = (
      <ThemeProvider site={storySite}>
        <HomeHero showStars title="Rslib" image={{ light: '/l.svg', dark: '/d.svg' }} />
      </ThemeProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.appendChild(container);
    const serverHtml = container.innerHTML;
    const recoverable = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, ui, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverHtml);
    act(() => root!.unmount());
    container.remove();
  });
});

describe('<HomeHero> accessibility', () => {
  it('has no serious axe violation in the default story', async () => {
    const { container } = render(<Default />);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
