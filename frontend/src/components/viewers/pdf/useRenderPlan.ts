import { useLayoutEffect, useState } from 'react';
import type { PageRenderer } from './pageRenderer.ts';
import { outputScale, planRender } from './renderPlan.ts';
import type { PageSize } from './usePageRenderer.ts';

interface PlanView {
  pageCount: number;
  /** CSS pixels per PDF point. */
  viewScale: number;
  rotation: number;
  sizeOf: (page: number) => PageSize;
  current: number;
  visible: readonly number[];
}

/**
 * Which pages hold canvases now (chunks of 10 around the view, within a pixel budget), handed to the
 * renderer; answers the pages planned. A layout effect, so a jump reaches the renderer before the
 * browser paints rather than after.
 */
export function useRenderPlan(renderer: PageRenderer | null, view: PlanView): ReadonlySet<number> {
  const [active, setActive] = useState<ReadonlySet<number>>(new Set());
  const { pageCount, viewScale, rotation, sizeOf, current, visible } = view;
  useLayoutEffect(() => {
    if (!renderer || pageCount === 0) return;
    const dpr = window.devicePixelRatio || 1;
    renderer.setView({ scale: viewScale, rotation, devicePixelRatio: dpr });
    const pagePixels = (page: number) => {
      const s = sizeOf(page);
      const out = outputScale(s.width * viewScale, s.height * viewScale, dpr);
      return s.width * s.height * viewScale * viewScale * out * out;
    };
    const shown = visible.length > 0 ? visible : [current];
    const plan = planRender({
      current,
      visible: shown,
      pageCount,
      rendered: renderer.renderedPages(),
      pagePixels,
    });
    const seen = new Set(shown);
    const kept = renderer.renderedPages().filter((p) => !plan.release.includes(p));
    const order = [...new Set([...plan.render, ...kept])].sort(
      (a, b) => Number(seen.has(b)) - Number(seen.has(a)) || Math.abs(a - current) - Math.abs(b - current),
    );
    renderer.update(order, plan.release);
    setActive((old) => (old.size === order.length && order.every((p) => old.has(p)) ? old : new Set(order)));
  }, [renderer, pageCount, viewScale, rotation, sizeOf, current, visible]);
  return active;
}
