import createDOMPurify, { type DOMPurify } from 'dompurify';

let purifier: DOMPurify | undefined;

/** A private DOMPurify instance (its hooks do not touch other uses of DOMPurify in the app). */
function svgPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    // References may only point inside the drawing (or be inline images): no external loads.
    for (const name of ['href', 'xlink:href']) {
      const value = node.getAttribute(name);
      if (value === null) continue;
      const local = value.startsWith('#');
      const inlineImage =
        node.nodeName.toLowerCase() === 'image' && /^data:image\/(png|jpe?g|gif|webp);/i.test(value);
      if (!local && !inlineImage) node.removeAttribute(name);
    }
  });
  purifier = instance;
  return instance;
}

/**
 * SVG text made safe to put into the page: the SVG profile of DOMPurify (no script, no event handler
 * attributes, no javascript: URLs, no foreignObject), external references removed; <use> is kept for
 * symbols but may only point inside the drawing. Returns '' when nothing
 * drawable is left.
 */
export function sanitizeSvg(svg: string): string {
  const clean = svgPurifier().sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // <use> is common in drawing exports (symbols); the hook above keeps only local references on it.
    ADD_TAGS: ['use'],
    FORBID_TAGS: ['script', 'foreignObject', 'iframe', 'embed', 'object', 'animate', 'set', 'animateMotion'],
    FORBID_ATTR: ['onload', 'onerror', 'onclick', 'onbegin', 'onend'],
  });
  return typeof clean === 'string' && /<svg[\s>]/i.test(clean) ? clean : '';
}

const UNITS: Record<string, number> = {
  px: 1,
  '': 1,
  pt: 4 / 3,
  pc: 16,
  mm: 96 / 25.4,
  cm: 96 / 2.54,
  in: 96,
};

function length(value: string | null): number | null {
  if (!value) return null;
  const m = /^\s*([0-9.]+(?:e[-+]?\d+)?)\s*(px|pt|pc|mm|cm|in)?\s*$/i.exec(value);
  if (!m) return null;
  const n = Number.parseFloat(m[1]) * (UNITS[(m[2] ?? '').toLowerCase()] ?? 1);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/**
 * The intrinsic size of an SVG (its page coordinates): width/height in CSS pixels, else the viewBox size,
 * else 1000 × 1000.
 */
export function svgSize(svg: SVGSVGElement): { width: number; height: number } {
  const box = (svg.getAttribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const vb = box.length === 4 && box.every(Number.isFinite) && box[2] > 0 && box[3] > 0 ? box : null;
  const w = length(svg.getAttribute('width'));
  const h = length(svg.getAttribute('height'));
  if (w && h) return { width: w, height: h };
  if (vb && w) return { width: w, height: (w * vb[3]) / vb[2] };
  if (vb && h) return { width: (h * vb[2]) / vb[3], height: h };
  if (vb) return { width: vb[2], height: vb[3] };
  return { width: 1000, height: 1000 };
}
