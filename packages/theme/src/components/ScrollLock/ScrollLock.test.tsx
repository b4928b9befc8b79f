import { render } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { lockScroll, RemoveScroll, SCROLL_LOCKED_ATTRIBUTE } from './ScrollLock';

const locked = () => document.documentElement.hasAttribute(SCROLL_LOCKED_ATTRIBUTE);

describe('ScrollLock', () => {
  it('locks the page while any lock holds, whatever order they are released in, each release counting once', () => {
    const first = lockScroll();
    const second = lockScroll();
    expect(locked()).toBe(true);
    first();
    first();
    expect(locked()).toBe(true);
    second();
    expect(locked()).toBe(false);
  });

  it('RemoveScroll renders its child with its props and ref, locks while mounted and enabled, and writes no <style>', () => {
    const ref = createRef<HTMLDivElement>();
    const { rerender, unmount, container } = render(
      <RemoveScroll allowPinchZoom shards={[]} data-state="open" className="overlay" ref={ref}>
        text
      </RemoveScroll>,
    );
    const overlay = container.querySelector('.overlay')!;
    expect(overlay.getAttribute('data-state')).toBe('open');
    expect(overlay.hasAttribute('allowPinchZoom')).toBe(false);
    expect(ref.current).toBe(overlay);
    expect(locked()).toBe(true);
    expect(document.querySelectorAll('style')).toHaveLength(0);
    rerender(<RemoveScroll enabled={false}>text</RemoveScroll>);
    expect(locked()).toBe(false);
    rerender(<RemoveScroll>text</RemoveScroll>);
    expect(locked()).toBe(true);
    unmount();
    expect(locked()).toBe(false);
  });
});
