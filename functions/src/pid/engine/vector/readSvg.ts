import type { PageGraphics } from '../types.ts';
import { type PathGraphics, pathsFromOperatorList, withOutlines } from './paths.ts';
import { arcToBeziers } from './svgArc.ts';
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

const attrsOf = (s: string) =>
  Object.fromEntries([...s.matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)].map((m) => [m[1], m[2]]));
const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** Draw ops in pdf.js's flat constructPath form, so one walker serves PDFs and SVGs. */
const MOVE = 0;
const LINE = 1;
const CURVE = 2;
const QUAD = 3;
const CLOSE = 4;

/**
 * Reads an SVG drawing (a DEXPI export, a CAD SVG) into page primitives: lines, polylines, polygons,
 * rects, circles and ellipses, paths (lines, arcs and Béziers), and text with its
 * anchor and rotation. Group transforms are applied. `unitsPerMm` is the drawing's user units per mm
 * (1 for DEXPI, whose SVGs are in millimetres).
 */
export function readSvgPage(svg: string, unitsPerMm: number): PageGraphics {
  const root = attrsOf(/<svg\b([^>]*)>/.exec(svg)?.[1] ?? '');
  const [vx = 0, vy = 0, vw = Number(root.width ?? 1000), vh = Number(root.height ?? 1000)] = (
    root.viewBox ?? ''
  )
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  const base: Matrix = [1, 0, 0, 1, -vx, -vy];
  const stack: Matrix[] = [base];
  const fn: number[] = [];
  const args: unknown[] = [];
  const runs: SvgRun[] = [];
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
  for (const tag of svg.matchAll(/<(\/?)(\w+)([^>]*?)(\/?)>([^<]*)/g)) {
    const [, closing, name, rawAttrs = '', selfClosing, after = ''] = tag;
    if (closing) {
      if (name === 'g') stack.pop();
      if (name === 'text') text = null;
      else if (name === 'tspan' && text) addRun(text, after, text);
      continue;
    }
    const a = attrsOf(rawAttrs);
    const m = mul(stack[stack.length - 1] as Matrix, parseTransform(a.transform));
    if (name === 'g') {
      if (!selfClosing) stack.push(m);
      continue;
    }
    const dashed = !!a['stroke-dasharray'] && a['stroke-dasharray'] !== 'none';
    const filled =
      !!a.fill && a.fill !== 'none' && !/255,\s*255,\s*255|#fff/i.test(a.fill) && name !== 'text';
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
      if (w >= vw * 0.95 && h >= vh * 0.95) continue;
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
      text = { m, size, x: firstOf(a.x), y: firstOf(a.y) + dy, anchor: a['text-anchor'] ?? 'start' };
      addRun(text, after);
    } else if (name === 'tspan' && text) {
      const size = fontSizeOf(a, text.size);
      if (a.x !== undefined) text.x = firstOf(a.x);
      if (a.y !== undefined) text.y = firstOf(a.y);
      text.x += Number.parseFloat(a.dx ?? '0') || 0;
      text.y += Number.parseFloat(a.dy ?? '0') || 0;
      addRun({ ...text, size }, after, text);
    }
  }
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
    unitsPerMm,
  );
  return { kind: 'vector', width: vw, height: vh, unitsPerMm, texts, ...paths };
}

/** Path commands, absolute and relative: lines, and arcs and Béziers as curves (the walker flattens them). */
function pathData(d: string): number[] {
  const out: number[] = [];
  let x = 0;
  let y = 0;
  let sx = 0;
  let sy = 0;
  // The last cubic's second control point (S reflects it); the current point after anything else.
  let cx2 = 0;
  let cy2 = 0;
  for (const [, cmd = '', raw = ''] of d.matchAll(/([MLHVZACQSTmlhvzacqst])([^MLHVZACQSTmlhvzacqst]*)/g)) {
    const v = raw
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    const rel = cmd === cmd.toLowerCase();
    const C = cmd.toUpperCase();
    const take = (n: number) => {
      const groups: number[][] = [];
      for (let i = 0; i + n <= v.length; i += n) groups.push(v.slice(i, i + n));
      return groups;
    };
    if (C === 'Z') {
      out.push(CLOSE);
      x = sx;
      y = sy;
    } else if (C === 'M' || C === 'L') {
      take(2).forEach(([px = 0, py = 0], i) => {
        x = rel ? x + px : px;
        y = rel ? y + py : py;
        const move = C === 'M' && i === 0;
        if (move) [sx, sy] = [x, y];
        out.push(move ? MOVE : LINE, x, y);
      });
    } else if (C === 'H' || C === 'V') {
      for (const p of v) {
        if (C === 'H') x = rel ? x + p : p;
        else y = rel ? y + p : p;
        out.push(LINE, x, y);
      }
    } else if (C === 'A') {
      for (const [rx = 0, ry = 0, rot = 0, large = 0, sweep = 0, px = 0, py = 0] of take(7)) {
        const to = { x: rel ? x + px : px, y: rel ? y + py : py };
        for (const [c1, c2, end] of arcToBeziers({ x, y }, rx, ry, rot, !!large, !!sweep, to))
          out.push(CURVE, c1.x, c1.y, c2.x, c2.y, end.x, end.y);
        ({ x, y } = to);
        [cx2, cy2] = [x, y];
      }
    } else if (C === 'C' || C === 'S') {
      for (const g of take(C === 'C' ? 6 : 4)) {
        const abs = g.map((v, i) => (rel ? v + (i % 2 ? y : x) : v));
        // S reflects the previous curve's second control point about the current point.
        const c1 = C === 'C' ? [abs[0] ?? x, abs[1] ?? y] : [2 * x - cx2, 2 * y - cy2];
        const [c2x = x, c2y = y, ex = x, ey = y] = C === 'C' ? abs.slice(2) : abs;
        out.push(CURVE, c1[0] as number, c1[1] as number, c2x, c2y, ex, ey);
        [cx2, cy2, x, y] = [c2x, c2y, ex, ey];
      }
      continue;
    } else if (C === 'Q') {
      for (const g of take(4)) {
        const [qx = x, qy = y, ex = x, ey = y] = g.map((v, i) => (rel ? v + (i % 2 ? y : x) : v));
        out.push(QUAD, qx, qy, ex, ey);
        [x, y] = [ex, ey];
      }
    } else {
      // T: the end point (its implied control point is rare in drawings).
      for (const g of take(2)) {
        x = rel ? x + (g[0] as number) : (g[0] as number);
        y = rel ? y + (g[1] as number) : (g[1] as number);
        out.push(LINE, x, y);
      }
    }
    [cx2, cy2] = [x, y];
  }
  return out;
}
