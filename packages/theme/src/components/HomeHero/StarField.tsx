import { useEffect, useRef } from 'react';
import { STARS, starCenter, starOffset, type Point } from '../../lib/stars';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The hero's decorative star field. Stars sit at fixed percentage positions, set by the stylesheet (same markup on
 * server and client);
 * after mount, a pointer listener on the hero pulls each nearby star onto the pointer, at most once per frame.
 * Nothing moves when the visitor prefers reduced motion.
 */
export function StarField() {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const field = ref.current;
    const hero = field?.parentElement;
    if (!field || !hero) return;
    const stars = Array.from(field.children) as HTMLElement[];
    const motion = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null;
    let pointer: Point | null = null;
    let frame = 0;
    let active = false;

    const paint = () => {
      frame = 0;
      const box = field.getBoundingClientRect();
      STARS.forEach((star, i) => {
        const el = stars[i];
        if (!el) return;
        const { x, y } = starOffset(starCenter(star, box), pointer);
        el.style.transform = x || y ? `translate(${x}px, ${y}px)` : '';
      });
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(paint);
    };
    const onMove = (event: PointerEvent) => {
      pointer = { x: event.clientX, y: event.clientY };
      schedule();
    };
    const onLeave = () => {
      pointer = null;
      schedule();
    };
    const start = () => {
      if (active) return;
      active = true;
      hero.addEventListener('pointermove', onMove, { passive: true });
      hero.addEventListener('pointerleave', onLeave);
    };
    const stop = () => {
      if (!active) return;
      active = false;
      hero.removeEventListener('pointermove', onMove);
      hero.removeEventListener('pointerleave', onLeave);
      cancelAnimationFrame(frame);
      frame = 0;
      for (const el of stars) el.style.transform = '';
    };
    const sync = () => (motion?.matches ? stop() : start());

    sync();
    motion?.addEventListener?.('change', sync);
    return () => {
      motion?.removeEventListener?.('change', sync);
      stop();
    };
  }, []);

  return (
    <div className="rsd-home-hero__stars" aria-hidden="true" ref={ref}>
      {/* Placed by the stylesheet (`:nth-child`, from STARS): no style attribute, which a strict CSP would block. */}
      {STARS.map((_, i) => (
        <span key={i} className="rsd-home-hero__star" />
      ))}
    </div>
  );
}
