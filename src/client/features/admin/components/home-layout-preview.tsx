import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** The width the home page's content has on a desktop (the shell's max-w-6xl less its padding). */
const PAGE_WIDTH = 1120;
/** From here up the preview is the desktop page scaled down; below, the phone page at its own width. */
const WIDE = '(min-width: 1024px)';

/** How much the desktop page is shrunk to fit the box, or null to lay it out at the box's width. */
function useFitScale() {
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () =>
      setScale(window.matchMedia(WIDE).matches ? Math.min(1, element.clientWidth / PAGE_WIDTH) : null);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, scale };
}

/**
 * A picture of the home page (the page draws it: `children`, built by the home page's own components), at the
 * desktop page's width scaled to fit, or at the phone's own width. It is inert: no link inside can be followed
 * or focused; the box scrolls, by keyboard too. Assistive technology hears `description` instead.
 */
export function HomeLayoutPreview({ description, children }: { description: string; children: ReactNode }) {
  const { box, scale } = useFitScale();
  return (
    <div
      role="region"
      aria-label="Preview of the home page"
      // The box scrolls a picture that holds nothing focusable; keyboard users scroll it from here.
      tabIndex={0}
      className="max-h-[40rem] overflow-x-hidden overflow-y-auto rounded-2xl border border-slate-300 bg-stone-50 p-3 sm:p-4"
      data-testid="home-layout-preview"
    >
      <p className="sr-only">{description}</p>
      {/* Measured inside the box's padding: the width the picture has to fit. */}
      <div ref={box}>
        {/* Hidden from assistive technology as well (inert is, in browsers; some tools miss it): the
            description says what it shows in words. */}
        <div inert aria-hidden="true" style={scale === null ? undefined : { width: PAGE_WIDTH, zoom: scale }}>
          {children}
        </div>
      </div>
    </div>
  );
}
