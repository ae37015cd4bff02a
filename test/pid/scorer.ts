import { iou } from '../../functions/src/pid/engine/geometry.ts';
import type { Detail, DetailType, IndexRow, Loop, Pipeline } from '../../functions/src/pid/engine/types.ts';

type Item = Pick<Detail, 'type' | 'tag' | 'box'>;

export interface F1 {
  tp: number;
  fp: number;
  fn: number;
  f1: number;
}

const f1Of = (tp: number, fp: number, fn: number): F1 => ({
  tp,
  fp,
  fn,
  f1: tp + fp + fn === 0 ? 1 : (2 * tp) / (2 * tp + fp + fn),
});

export const TAGGED_TYPES: DetailType[] = ['equipment', 'valve', 'instrument', 'line'];
export const ALL_TYPES: DetailType[] = [...TAGGED_TYPES, 'offPage', 'flowArrow'];

/**
 * Detail F1 per type: a found item matches a true one of the same type with the same tag (after
 * trimming and upper-casing) and box IoU ≥ 0.5, each true item matched once, best IoU first.
 * `boxes: false` scores tags alone (the baseline reads text, not symbols; DEXPI has no label boxes).
 */
export function detailF1(found: Item[], truth: Item[], type: DetailType, boxes = true): F1 {
  // Scored by text alone, a found symbol without a tag has nothing to compare: a truth that lists
  // only tagged items (DEXPI's) cannot say whether an untagged valve is right, so it is not counted.
  const f = found.filter((d) => d.type === type && (boxes || d.tag.trim() !== ''));
  const t = truth.filter((d) => d.type === type);
  const pairs: { i: number; j: number; o: number }[] = [];
  f.forEach((a, i) => {
    t.forEach((b, j) => {
      if (norm(a.tag) !== norm(b.tag)) return;
      const o = boxes ? iou(a.box, b.box) : 1;
      if (o >= 0.5) pairs.push({ i, j, o });
    });
  });
  pairs.sort((a, b) => b.o - a.o);
  const usedF = new Set<number>();
  const usedT = new Set<number>();
  for (const p of pairs) {
    if (usedF.has(p.i) || usedT.has(p.j)) continue;
    usedF.add(p.i);
    usedT.add(p.j);
  }
  return f1Of(usedF.size, f.length - usedF.size, t.length - usedT.size);
}

const norm = (s: string) => s.trim().toUpperCase();

/** Pooled F1 over the tagged types (equipment, valves, instruments, lines). */
export function tagF1(found: Item[], truth: Item[], boxes = true): F1 {
  const parts = TAGGED_TYPES.map((type) => detailF1(found, truth, type, boxes));
  const tp = parts.reduce((s, p) => s + p.tp, 0);
  const fp = parts.reduce((s, p) => s + p.fp, 0);
  const fn = parts.reduce((s, p) => s + p.fn, 0);
  return f1Of(tp, fp, fn);
}

/** Topology F1 over (line number, connected tag) pairs. */
export function topologyF1(
  found: Pick<Pipeline, 'lineNumber' | 'connected'>[],
  truth: Pick<Pipeline, 'lineNumber' | 'connected'>[],
): F1 {
  const pairs = (ps: typeof found) =>
    new Set(ps.flatMap((p) => p.connected.map((t) => `${norm(p.lineNumber)}→${norm(t)}`)));
  const f = pairs(found);
  const t = pairs(truth);
  const tp = [...f].filter((x) => t.has(x)).length;
  return f1Of(tp, f.size - tp, t.size - tp);
}

/** Share of true loops found with exactly the same member tags. */
export function loopExactRate(found: Loop[], truth: Loop[]): { exact: number; total: number; rate: number } {
  const key = (l: Loop) => [...l.tags].map(norm).sort().join('|');
  const f = new Set(found.map(key));
  const exact = truth.filter((l) => f.has(key(l))).length;
  return { exact, total: truth.length, rate: truth.length ? exact / truth.length : 1 };
}

/** Share of true index rows found with every column equal. */
export function indexAccuracy(found: Omit<IndexRow, 'confidence'>[], truth: Omit<IndexRow, 'confidence'>[]) {
  const key = (r: Omit<IndexRow, 'confidence'>) =>
    [r.tag, r.functionLetters, r.loopNumber, r.mounting, r.lineNumber].map((v) => norm(String(v))).join('|');
  const f = new Set(found.map(key));
  const exact = truth.filter((r) => f.has(key(r))).length;
  return { exact, total: truth.length, rate: truth.length ? exact / truth.length : 1 };
}
