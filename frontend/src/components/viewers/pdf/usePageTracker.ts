import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

export interface PageView {
  /** The page taking most of the view. */
  current: number;
  /** Every page at least partly in view, in order. */
  visible: number[];
}

const same = (a: PageView, b: PageView) =>
  a.current === b.current &&
  a.visible.length === b.visible.length &&
  a.visible.every((p, i) => p === b.visible[i]);

/**
 * Which pages are in view: an IntersectionObserver keeps the set of pages that touch the scroller, and
 * on each scroll frame the one showing the most height among them becomes the current page.
 */
export function usePageTracker(scrollerRef: RefObject<HTMLDivElement | null>) {
  const elements = useRef(new Map<number, HTMLElement>());
  const inView = useRef(new Set<number>());
  const observer = useRef<IntersectionObserver | null>(null);
  const frame = useRef(0);
  const [view, setView] = useState<PageView>({ current: 1, visible: [] });

  const measure = useCallback(() => {
    frame.current = 0;
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const box = scroller.getBoundingClientRect();
    let best = 0;
    let current = 0;
    const visible = [...inView.current].sort((a, b) => a - b);
    for (const page of visible) {
      const rect = elements.current.get(page)?.getBoundingClientRect();
      if (!rect) continue;
      const shown = Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top);
      if (shown > best) {
        best = shown;
        current = page;
      }
    }
    if (current === 0) return;
    const next = { current, visible };
    setView((old) => (same(old, next) ? old : next));
  }, [scrollerRef]);

  const schedule = useCallback(() => {
    if (!frame.current) frame.current = requestAnimationFrame(measure);
  }, [measure]);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const io = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const page = Number((entry.target as HTMLElement).dataset.page);
          if (entry.isIntersecting) inView.current.add(page);
          else inView.current.delete(page);
        }
        schedule();
      },
      { root: scroller },
    );
    observer.current = io;
    for (const element of elements.current.values()) io.observe(element);
    scroller.addEventListener('scroll', schedule, { passive: true });
    return () => {
      io.disconnect();
      observer.current = null;
      scroller.removeEventListener('scroll', schedule);
      if (frame.current) cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, [scrollerRef, schedule]);

  /** Registers a page element (ref callback); returns its cleanup. */
  const observe = useCallback((page: number, element: HTMLElement) => {
    elements.current.set(page, element);
    observer.current?.observe(element);
    return () => {
      observer.current?.unobserve(element);
      if (elements.current.get(page) === element) elements.current.delete(page);
      inView.current.delete(page);
    };
  }, []);

  const element = useCallback((page: number) => elements.current.get(page), []);

  /** After a programmatic scroll to a page: take it as current at once (the observer confirms later). */
  const jump = useCallback((page: number) => {
    const next = { current: page, visible: [page] };
    setView((old) => (same(old, next) ? old : next));
  }, []);

  return { ...view, observe, element, jump };
}
