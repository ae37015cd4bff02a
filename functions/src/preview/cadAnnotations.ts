import type { CadShape, Point, TextShape } from './cadModel.ts';
import { MTEXT_LINE_SPACING, mtextAlignment } from './cadModel.ts';
import { mtextLines } from './cadText.ts';

/**
 * Shapes of annotation and construction entities, built the same way from either reader: XLINE and
 * RAY, WIPEOUT, MLINE, LEADER, MULTILEADER and TOLERANCE.
 */

const add = (a: Point, b: Point, k = 1): Point => ({ x: a.x + b.x * k, y: a.y + b.y * k });

export function xlineShape(base: Point, direction: Point, ray: boolean): CadShape | null {
  const length = Math.hypot(direction.x, direction.y);
  if (!(length > 0)) return null;
  return { kind: 'xline', base, direction: { x: direction.x / length, y: direction.y / length }, ray };
}

/**
 * A WIPEOUT's boundary in world coordinates. Its clip vertices are in image pixels, origin at the
 * top-left pixel's centre, y down; `position` is the bottom-left corner, `u`/`v` one pixel's vectors.
 * A rectangular clip (type 1) is given by two opposite corners.
 */
export function wipeoutShape(
  position: Point,
  u: Point,
  v: Point,
  imageHeight: number,
  clip: Point[],
  rectangular: boolean,
): CadShape | null {
  const corners =
    rectangular && clip.length === 2
      ? [clip[0]!, { x: clip[1]!.x, y: clip[0]!.y }, clip[1]!, { x: clip[0]!.x, y: clip[1]!.y }]
      : clip;
  if (corners.length < 3) return null;
  const origin = add(add(position, u, 0.5), v, -0.5);
  return { kind: 'wipeout', points: corners.map((c) => add(add(origin, u, c.x), v, imageHeight - c.y)) };
}

export interface MlineVertex {
  position: Point;
  miter: Point;
  /** Each line's offset along the miter direction (its first segment parameter). */
  offsets: number[];
}

/** A multiline's strokes: each of its lines through the vertices, offset along their miters. */
export function mlineShape(vertices: MlineVertex[], closed: boolean): CadShape | null {
  const lines = Math.max(0, ...vertices.map((v) => v.offsets.length));
  if (vertices.length < 2 || lines === 0) return null;
  const paths: Point[][] = [];
  for (let i = 0; i < lines; i++) {
    const path = vertices.map((v) => add(v.position, v.miter, v.offsets[i] ?? 0));
    if (closed) path.push(path[0]!);
    paths.push(path);
  }
  return { kind: 'wire', paths };
}

/** MTEXT-like content placed at `position`, top-left attached unless said otherwise. */
export function annotationText(
  raw: string,
  position: Point,
  height: number,
  rotation: number,
  attachment = 1,
): TextShape | null {
  const lines = mtextLines(raw);
  if (!raw || lines.every((l) => l.trim() === '') || !(height > 0)) return null;
  return {
    kind: 'text',
    position,
    height,
    rotation,
    lines,
    ...mtextAlignment(attachment),
    widthFactor: 1,
    lineSpacing: MTEXT_LINE_SPACING,
  };
}

export interface LeaderBranch {
  /** The leader line's vertices, from the arrow tip on. */
  vertices: Point[];
  /** Where the line meets the landing (dogleg). */
  landing?: Point;
  dogleg?: Point;
  doglegLength?: number;
}

/** A (multi)leader: each branch's line through its landing and dogleg, and its text. */
export function leaderShape(branches: LeaderBranch[], text: TextShape | null): CadShape | null {
  const lines = branches
    .map((b) => {
      const path = [...b.vertices];
      if (b.landing) {
        path.push(b.landing);
        if (b.dogleg && b.doglegLength) path.push(add(b.landing, b.dogleg, b.doglegLength));
      }
      return path;
    })
    .filter((p) => p.length >= 2);
  if (lines.length === 0 && !text) return null;
  return { kind: 'leader', lines, text };
}

/**
 * A feature control frame's text: GD&T symbols ({\Fgdt;…}) dropped, the %%v cell separators
 * shown as bars, lines kept.
 */
export function toleranceText(raw: string): string {
  return raw
    .replace(/\{\\Fgdt;[^}]*\}/gi, '')
    .replace(/%%v/gi, ' | ')
    .replace(/\r?\n/g, '\\P');
}
