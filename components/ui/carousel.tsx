'use client';

import { useCallback, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

type CarouselProps = {
  label: string;
  slides: ReactNode[];
  /** Tailwind width classes for one slide, e.g. 'w-full' or 'w-full md:w-1/2 lg:w-1/3'. */
  slideClassName?: string;
  tone?: 'light' | 'dark';
};

/**
 * CSS scroll-snap carousel: swipe and trackpad scrolling come from the browser; the buttons, dots
 * and arrow keys only scroll the track. Follows the WAI-ARIA carousel pattern (region + slides).
 */
export function Carousel({ label, slides, slideClassName = 'w-full', tone = 'dark' }: CarouselProps) {
  const track = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);

  const goTo = useCallback((index: number) => {
    const el = track.current;
    if (!el) return;
    const count = el.children.length;
    const target = el.children[((index % count) + count) % count] as HTMLElement | undefined;
    if (target) el.scrollTo({ left: target.offsetLeft - el.offsetLeft, behavior: 'smooth' });
  }, []);

  const onScroll = () => {
    const el = track.current;
    const first = el?.children[0] as HTMLElement | undefined;
    if (!el || !first) return;
    setActive(Math.round(el.scrollLeft / first.offsetWidth));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') goTo(active + 1);
    else if (event.key === 'ArrowLeft') goTo(active - 1);
    else return;
    event.preventDefault();
  };

  const buttonTone =
    tone === 'dark'
      ? 'bg-white/80 text-steel-900 hover:bg-white'
      : 'bg-steel-900/70 text-white hover:bg-steel-900';

  return (
    <section aria-roledescription="carousel" aria-label={label} className="relative" onKeyDown={onKeyDown}>
      <ul
        ref={track}
        onScroll={onScroll}
        className="flex snap-x snap-mandatory overflow-x-auto scroll-smooth [scrollbar-width:none]"
        tabIndex={0}
        aria-live="polite"
      >
        {slides.map((slide, index) => (
          <li
            key={index}
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
            className={`shrink-0 snap-start ${slideClassName}`}
          >
            {slide}
          </li>
        ))}
      </ul>
      <button
        type="button"
        aria-label="Previous slide"
        onClick={() => goTo(active - 1)}
        className={`absolute top-1/2 left-2 -translate-y-1/2 rounded-full p-2 shadow ${buttonTone}`}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        aria-label="Next slide"
        onClick={() => goTo(active + 1)}
        className={`absolute top-1/2 right-2 -translate-y-1/2 rounded-full p-2 shadow ${buttonTone}`}
      >
        <span aria-hidden="true">›</span>
      </button>
      <div className="mt-1 flex justify-center">
        {slides.map((_, index) => (
          // A 24 px target around a 10 px dot (WCAG 2.2 target size, 2.5.8).
          <button
            key={index}
            type="button"
            aria-label={`Go to slide ${index + 1}`}
            aria-current={index === active}
            onClick={() => goTo(index)}
            className="grid h-6 w-6 place-items-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={`h-2.5 w-2.5 rounded-full ${index === active ? 'bg-brand-600' : 'bg-steel-500'}`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
