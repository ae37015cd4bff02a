import type { PageGraphics } from '../types.ts';
import { type PathGraphics, pathsFromOperatorList, withOutlines } from './paths.ts';
import { attrsOf, elementFinder, presentation, type SvgElement, statedUnitsPerMm } from './svgDefs.ts';
import { CLOSE, LINE, MOVE, pathData } from './svgPath.ts';
import { advance, fontSizeOf, type SvgRun, svgTextTokens } from './svgText.ts';

type Matrix = [number, number, number, number, number, number];

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const mul = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

function parseTransform(value: string | undefined): Matrix {
  let m = IDENTITY;
  for (const [, fn, raw] of (value ?? '').matchAll(/(\w+)\s*\(([^)]*)\)/g)) {
    const v = (raw ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = v;
    if (fn === 'translate') m = mul(m, [1, 0, 0, 1, a, v.length > 1 ? b : 0]);
    else if (fn === 'scale') m = mul(m, [a, 0, 0, v.length > 1 ? b : a, 0, 0]);
    else if (fn === 'matrix') m = mul(m, [a, b, c, d, e, f]);
    else if (fn === 'rotate') {
      const r = (a * Math.PI) / 180;
      const rot: Matrix = [Math.cos(r), Math.sin(r), -Math.sin(r), Math.cos(r), 0, 0];
      m = v.length > 2 ? mul(mul(mul(m, [1, 0, 0, 1, b, c]), rot), [1, 0, 0, 1, -b, -c]) : mul(m, rot);
    }
  }
  return m;
}

interface TextState {
  m: Matrix;
  size: number;
  x: number;
  y: number;
  anchor: string;
}

/** The first of an x or y list ("12 14.5 17" places glyphs one by one; the runs are merged later anyway). */
const firstOf = (v: string | undefined) =>
  Number.parseFloat((v ?? '0').trim().split(/[\s,]+/)[0] ?? '0') || 0;

const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** Elements whose content is drawn only where a `<use>` places it (or never). */
const NOT_DRAWN = new Set(['defs', 'symbol', 'clipPath', 'mask', 'pattern', 'marker', 'metadata']);
/** A `<use>` inside what a `<use>` placed: deeper than this is a reference loop. */
const MAX_USE_DEPTH = 8;
/** The em of text on a drawing sheet, in mm: the paper size of an SVG that states none. */
const TYPICAL_TEXT_MM = 3;

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? 0;

/**
 * Reads an SVG drawing (a DEXPI export, a CAD or diagram-tool SVG) into page primitives: lines,
 * polylines, polygons, rects, circles and ellipses, paths (lines, arcs and Béziers), and text with its
 * anchor and rotation. Group transforms are applied; `<use>` places its `<symbol>`, `<g>` or shape (defs
 * and symbols draw nothing by themselves). `unitsPerMm` is the drawing's user units per mm (1 for DEXPI,
 * whose SVGs are in millimetres); left out, it is taken from a physical root width (`420mm` over the
 * viewBox), else from the texts' size (sheet text is about 3 mm), else 1.
 */
export function readSvgPage(svg: string, unitsPerMm?: number): PageGraphics {
  const root = attrsOf(/<svg\b([^>]*)>/.exec(svg)?.[1] ?? '');
  const [
    vx = 0,
    vy = 0,
    vw = Number.parseFloat(root.width ?? '1000'),
    vh = Number.parseFloat(root.height ?? '1000'),
  ] = (root.viewBox ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  const base: Matrix = [1, 0, 0, 1, -vx, -vy];
  const fn: number[] = [];
  const args: unknown[] = [];
  const runs: SvgRun[] = [];
  const byId = elementFinder(svg);
  /** The open `<text>`: where its next characters go. */
  let text: TextState | null = null;
  /** A run of characters at the state's pen position; the pen moves on past them (into `advanceOf`). */
  const addRun = (state: TextState, raw: string, advanceOf?: TextState) => {
    const decoded = decode(raw);
    const chars = decoded.trim();
    const lead = advance(decoded.slice(0, decoded.length - decoded.trimStart().length), state.size);
    const width = advance(chars, state.size);
    const shift = state.anchor === 'middle' ? width / 2 : state.anchor === 'end' ? width : 0;
    if (chars)
      runs.push({ text: chars, x: state.x + lead - shift, y: state.y, size: state.size, m: state.m });
    if (advanceOf) advanceOf.x = state.x + advance(decoded, state.size);
    else state.x += advance(decoded, state.size);
  };
  const ops = { constructPath: 1, stroke: 2, fill: 3, setDash: 4, save: 5, restore: 6, transform: 7 };
  const emit = (data: number[], m: Matrix, dashed: boolean, filled: boolean) => {
    fn.push(ops.save, ops.transform, ops.setDash, ops.constructPath, ops.restore);
    args.push(null, m, [dashed ? [1] : [], 0], [filled ? ops.fill : ops.stroke, [data], null], null);
  };
  /** What a `<use>` places, under its matrix: a symbol's content (scaled to the use's size when it has a viewBox), else the element itself. */
  const place = (target: SvgElement, use: Record<string, string | undefined>, m: Matrix, depth: number) => {
    const at = mul(m, [1, 0, 0, 1, Number(use.x ?? 0) || 0, Number(use.y ?? 0) || 0]);
    if (target.name !== 'symbol') return walk(target.markup, at, depth + 1);
    const [sx = 0, sy = 0, sw = 0, sh = 0] = (target.attrs.viewBox ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    const w = Number.parseFloat(use.width ?? '');
    const h = Number.parseFloat(use.height ?? '');
    const fit: Matrix =
      sw > 0 && sh > 0 && w > 0 && h > 0 ? [w / sw, 0, 0, h / sh, (-sx * w) / sw, (-sy * h) / sh] : IDENTITY;
    walk(target.inner, mul(at, fit), depth + 1);
  };
  const walk = (markup: string, start: Matrix, depth: number) => {
    const stack: Matrix[] = [start];
    let hidden = 0;
    for (const tag of markup.matchAll(/<(\/?)(\w+)([^>]*?)(\/?)>([^<]*)/g)) {
      const [, closing, name = '', rawAttrs = '', selfClosing, after = ''] = tag;
      if (NOT_DRAWN.has(name)) {
        if (closing) hidden--;
        else if (!selfClosing) hidden++;
        continue;
      }
      if (hidden > 0) continue;
      if (closing) {
        if (name === 'g' || name === 'a') stack.pop();
        if (name === 'text') text = null;
        else if (name === 'tspan' && text) addRun(text, after, text);
        continue;
      }
      const a = attrsOf(rawAttrs);
      const m = mul(stack[stack.length - 1] as Matrix, parseTransform(a.transform));
      if (name === 'g' || name === 'a') {
        if (!selfClosing) stack.push(m);
        continue;
      }
      if (name === 'use') {
        const ref = (a.href ?? a['xlink:href'] ?? '').replace(/^#/, '');
        const target = ref && depth < MAX_USE_DEPTH ? byId(ref) : null;
        if (target) place(target, a, m, depth);
        continue;
      }
      drawElement(name, a, m, after);
    }
  };
  const drawElement = (name: string, a: Record<string, string | undefined>, m: Matrix, after: string) => {
    const dash = presentation(a, 'stroke-dasharray');
    const dashed = !!dash && dash !== 'none';
    const fill = presentation(a, 'fill');
    const filled = !!fill && fill !== 'none' && !/255,\s*255,\s*255|#fff/i.test(fill) && name !== 'text';
    const num = (k: string) => Number(a[k] ?? 0);
    if (name === 'line') emit([MOVE, num('x1'), num('y1'), LINE, num('x2'), num('y2')], m, dashed, false);
    else if (name === 'polyline' || name === 'polygon') {
      const v = (a.points ?? '')
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number);
      const data: number[] = [];
      for (let i = 0; i + 1 < v.length; i += 2)
        data.push(i ? LINE : MOVE, v[i] as number, v[i + 1] as number);
      if (name === 'polygon') data.push(CLOSE);
      emit(data, m, dashed, filled);
    } else if (name === 'rect' && a.class !== 'background') {
      const [x, y, w, h] = [num('x'), num('y'), num('width'), num('height')];
      if (w >= vw * 0.95 && h >= vh * 0.95) return;
      emit([MOVE, x, y, LINE, x + w, y, LINE, x + w, y + h, LINE, x, y + h, CLOSE], m, dashed, filled);
    } else if (name === 'circle' || name === 'ellipse') {
      const [cx, cy] = [num('cx'), num('cy')];
      const rx = name === 'circle' ? num('r') : num('rx');
      const ry = name === 'circle' ? num('r') : num('ry');
      const data: number[] = [];
      for (let i = 0; i <= 32; i++) {
        const t = (i / 32) * 2 * Math.PI;
        data.push(i ? LINE : MOVE, cx + rx * Math.cos(t), cy + ry * Math.sin(t));
      }
      emit(data, m, dashed, filled);
    } else if (name === 'path') {
      emit(pathData(a.d ?? ''), m, dashed, filled);
    } else if (name === 'text') {
      const size = fontSizeOf(a, 3);
      const dy = a.dy?.endsWith('em') ? Number.parseFloat(a.dy) * size : Number.parseFloat(a.dy ?? '0') || 0;
      text = {
        m,
        size,
        x: firstOf(a.x),
        y: firstOf(a.y) + dy,
        anchor: presentation(a, 'text-anchor') ?? 'start',
      };
      addRun(text, after);
    } else if (name === 'tspan' && text) {
      const size = fontSizeOf(a, text.size);
      if (a.x !== undefined) text.x = firstOf(a.x);
      if (a.y !== undefined) text.y = firstOf(a.y);
      text.x += Number.parseFloat(a.dx ?? '0') || 0;
      text.y += Number.parseFloat(a.dy ?? '0') || 0;
      addRun({ ...text, size }, after, text);
    }
  };
  walk(svg, base, 0);
  const units = unitsPerMm ?? statedUnitsPerMm(root, vw) ?? unitsFromText(runs) ?? 1;
  const texts = svgTextTokens(runs, vh);
  const paths: PathGraphics = withOutlines(
    pathsFromOperatorList(
      fn,
      args,
      {
        ...ops,
        paintFormXObjectBegin: -1,
        paintFormXObjectEnd: -2,
        endPath: -3,
        setLineWidth: -4,
        eoFill: -5,
        fillStroke: -6,
        eoFillStroke: -7,
        closeFillStroke: -8,
        closeEOFillStroke: -9,
        setFillRGBColor: -10,
      },
      IDENTITY,
    ),
    units,
  );
  return { kind: 'vector', width: vw, height: vh, unitsPerMm: units, texts, ...paths };
}

/** User units per mm from the median size of the texts as drawn (their em in page units), when there are a few. */
function unitsFromText(runs: SvgRun[]): number | null {
  if (runs.length < 5) return null;
  const sizes = runs.map((r) => r.size * (Math.hypot(r.m[2], r.m[3]) || 1));
  const size = median(sizes);
  return size > 0 ? size / TYPICAL_TEXT_MM : null;
}
