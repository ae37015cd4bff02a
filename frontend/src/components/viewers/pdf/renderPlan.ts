/**
 * Which pages of a long PDF hold a canvas. Pages are fetched and drawn in chunks of 10 around the page in
 * view; pages further away lose their canvas. A pixel budget bounds the canvases' memory even at 400 %
 * on large drawings (where a single page can be 15 megapixels): pages nearest the current one win.
 */
export const CHUNK_SIZE = 10;
/** About 190 MB of RGBA canvas pixels. */
export const PIXEL_BUDGET = 48_000_000;

export function chunkOf(page: number, chunkSize = CHUNK_SIZE): number {
  return Math.floor((page - 1) / chunkSize);
}

export function chunkPages(chunk: number, pageCount: number, chunkSize = CHUNK_SIZE): number[] {
  const first = chunk * chunkSize + 1;
  const last = Math.min(pageCount, first + chunkSize - 1);
  const pages: number[] = [];
  for (let p = first; p <= last; p++) pages.push(p);
  return pages;
}

export interface PlanInput {
  /** The page most in view. */
  current: number;
  /** Every page at least partly in view. */
  visible: readonly number[];
  pageCount: number;
  /** Pages that have a canvas now. */
  rendered: readonly number[];
  /** Canvas pixels a page needs at the current zoom. */
  pagePixels: (page: number) => number;
  budget?: number;
  chunkSize?: number;
}

export interface Plan {
  /** Pages to draw, most urgent first. */
  render: number[];
  /** Pages whose canvas is dropped. */
  release: number[];
}

export function planRender(input: PlanInput): Plan {
  const { current, visible, pageCount, rendered } = input;
  const budget = input.budget ?? PIXEL_BUDGET;
  const size = input.chunkSize ?? CHUNK_SIZE;
  if (pageCount === 0) return { render: [], release: [...rendered] };
  const byDistance = (a: number, b: number) => Math.abs(a - current) - Math.abs(b - current) || a - b;

  // Wanted: the pages in view, the chunks they are in, and the next and previous pages so that scrolling
  // over a chunk boundary finds them ready.
  const wanted = new Set<number>(visible);
  for (const p of [current, ...visible])
    for (const q of chunkPages(chunkOf(p, size), pageCount, size)) wanted.add(q);
  for (let d = 1; d <= 2; d++) {
    if (current - d >= 1) wanted.add(current - d);
    if (current + d <= pageCount) wanted.add(current + d);
  }

  const visibleSet = new Set(visible);
  const chosen = new Set<number>();
  let used = 0;
  for (const p of [...visible].sort(byDistance)) {
    chosen.add(p);
    used += input.pagePixels(p);
  }
  for (const p of [...wanted].sort(byDistance)) {
    if (chosen.has(p)) continue;
    const cost = input.pagePixels(p);
    if (used + cost > budget) break;
    chosen.add(p);
    used += cost;
  }

  // Kept: what is chosen, plus already drawn pages of the neighbouring chunks while the budget allows
  // (scrolling back and forth over a boundary does not redraw).
  const keep = new Set(chosen);
  const currentChunk = chunkOf(current, size);
  for (const p of [...rendered].sort(byDistance)) {
    if (keep.has(p) || Math.abs(chunkOf(p, size) - currentChunk) > 1) continue;
    const cost = input.pagePixels(p);
    if (used + cost > budget) break;
    keep.add(p);
    used += cost;
  }

  const renderedSet = new Set(rendered);
  return {
    render: [...chosen]
      .filter((p) => !renderedSet.has(p))
      .sort((a, b) => {
        const v = Number(visibleSet.has(b)) - Number(visibleSet.has(a));
        return v || byDistance(a, b);
      }),
    release: rendered.filter((p) => !keep.has(p) || p > pageCount),
  };
}

/**
 * Canvas resolution for a page: the zoom times the device pixel ratio, reduced when the canvas would pass
 * `maxPixels` (the canvas is then stretched by CSS, like pdf.js does).
 */
export function outputScale(
  cssWidth: number,
  cssHeight: number,
  devicePixelRatio: number,
  maxPixels = 16_777_216,
): number {
  const pixels = cssWidth * cssHeight * devicePixelRatio * devicePixelRatio;
  if (pixels <= maxPixels) return devicePixelRatio;
  return Math.sqrt(maxPixels / (cssWidth * cssHeight));
}
