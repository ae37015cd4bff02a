/**
 * What an SVG says besides its drawn elements: elements referenced by id (a `<symbol>`, a `<g>` or a single
 * shape that `<use>` places), and the size of a user unit when the root states it in a physical unit.
 */

export const attrsOf = (s: string): Record<string, string | undefined> =>
  Object.fromEntries([...s.matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)].map((m) => [m[1], m[2]]));

/** A presentation property from its attribute or the `style` attribute (tools write either). */
export function presentation(a: Record<string, string | undefined>, key: string): string | undefined {
  const fromStyle = new RegExp(`(?:^|;)\\s*${key}\\s*:\\s*([^;]+)`).exec(a.style ?? '')?.[1]?.trim();
  return fromStyle ?? a[key];
}

export interface SvgElement {
  name: string;
  attrs: Record<string, string | undefined>;
  /** The whole element as written (its own tag included). */
  markup: string;
  /** What lies between its opening and closing tags ('' when self-closing). */
  inner: string;
}

/** Elements by id, found when first asked for: the target of a `<use>`. */
export function elementFinder(svg: string): (id: string) => SvgElement | null {
  const cache = new Map<string, SvgElement | null>();
  return (id) => {
    if (!cache.has(id)) cache.set(id, findElement(svg, id));
    return cache.get(id) ?? null;
  };
}

function findElement(svg: string, id: string): SvgElement | null {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const open = new RegExp(`<(\\w+)\\b([^>]*?\\bid\\s*=\\s*"${escaped}"[^>]*?)(/?)>`).exec(svg);
  if (!open) return null;
  const [tag, name = '', rawAttrs = '', selfClosing] = open;
  const start = open.index;
  const bodyStart = start + tag.length;
  if (selfClosing) return { name, attrs: attrsOf(rawAttrs), markup: tag, inner: '' };
  // The matching close tag, counting nested elements of the same name.
  const re = new RegExp(`<(/?)${name}\\b[^>]*?(/?)>`, 'g');
  re.lastIndex = bodyStart;
  let depth = 1;
  for (let m = re.exec(svg); m; m = re.exec(svg)) {
    if (m[1]) depth--;
    else if (!m[2]) depth++;
    if (depth === 0)
      return {
        name,
        attrs: attrsOf(rawAttrs),
        markup: svg.slice(start, m.index + m[0].length),
        inner: svg.slice(bodyStart, m.index),
      };
  }
  return null;
}

const MM_PER_UNIT: Record<string, number> = { mm: 1, cm: 10, in: 25.4, pt: 25.4 / 72, pc: 25.4 / 6 };

/**
 * User units per millimetre when the root gives its width in a physical unit (`420mm` over a viewBox
 * 1587 wide: 3.78); null for px or no unit, which say nothing about paper (DEXPI writes millimetres
 * with a unitless width).
 */
export function statedUnitsPerMm(
  root: Record<string, string | undefined>,
  viewBoxWidth: number,
): number | null {
  const m = /^\s*([\d.]+)\s*(mm|cm|in|pt|pc)\s*$/.exec(root.width ?? '');
  if (!m) return null;
  const widthMm = Number(m[1]) * (MM_PER_UNIT[m[2] as string] as number);
  return widthMm > 0 && viewBoxWidth > 0 ? viewBoxWidth / widthMm : null;
}
