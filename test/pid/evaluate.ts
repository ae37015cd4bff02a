import type { Box, Detail, IndexRow, Loop, Pipeline } from '../../functions/src/pid/engine/types.ts';
import {
  ALL_TYPES,
  detailF1,
  type F1,
  indexAccuracy,
  loopExactRate,
  TAGGED_TYPES,
  tagF1,
  topologyF1,
} from './scorer.ts';
import type { Truth } from './sheet/model.ts';

export interface Recognised {
  details: Pick<Detail, 'type' | 'tag' | 'box'>[];
  pipelines: Pick<Pipeline, 'lineNumber' | 'connected'>[];
  loops: Loop[];
  index: Omit<IndexRow, 'confidence'>[];
}

/** Counts summed over sheets, so the figures are micro-averages over every item of a set. */
export interface Tally {
  sheets: number;
  perType: Record<string, F1>;
  tags: F1;
  topology: F1;
  loops: { exact: number; total: number; rate: number };
  index: { exact: number; total: number; rate: number };
}

const add = (a: F1, b: F1): F1 => {
  const tp = a.tp + b.tp;
  const fp = a.fp + b.fp;
  const fn = a.fn + b.fn;
  return { tp, fp, fn, f1: tp + fp + fn === 0 ? 1 : (2 * tp) / (2 * tp + fp + fn) };
};
const zero = (): F1 => ({ tp: 0, fp: 0, fn: 0, f1: 1 });
const addRate = (a: Tally['loops'], b: Tally['loops']) => {
  const exact = a.exact + b.exact;
  const total = a.total + b.total;
  return { exact, total, rate: total ? exact / total : 1 };
};

export function emptyTally(): Tally {
  return {
    sheets: 0,
    perType: Object.fromEntries(ALL_TYPES.map((t) => [t, zero()])),
    tags: zero(),
    topology: zero(),
    loops: { exact: 0, total: 0, rate: 1 },
    index: { exact: 0, total: 0, rate: 1 },
  };
}

/** Scores one sheet and adds it to a tally; `boxes: false` scores tags without box overlap (text-only readers). */
export function score(tally: Tally, found: Recognised, truth: Truth, boxes = true): Tally {
  const perType = Object.fromEntries(
    ALL_TYPES.map((t) => [
      t,
      add(tally.perType[t] ?? zero(), detailF1(found.details, truth.details, t, boxes)),
    ]),
  );
  return {
    sheets: tally.sheets + 1,
    perType,
    tags: add(tally.tags, tagF1(found.details, truth.details, boxes)),
    topology: add(tally.topology, topologyF1(found.pipelines, truth.pipelines)),
    loops: addRate(tally.loops, loopExactRate(found.loops, truth.loops)),
    index: addRate(tally.index, indexAccuracy(found.index, truth.index)),
  };
}

/** The figures of a tally, rounded for the table. */
export function figures(t: Tally) {
  const r = (v: number) => Math.round(v * 1000) / 1000;
  return {
    sheets: t.sheets,
    tagF1: r(t.tags.f1),
    ...Object.fromEntries(TAGGED_TYPES.map((type) => [`${type}F1`, r(t.perType[type]?.f1 ?? 0)])),
    offPageF1: r(t.perType.offPage?.f1 ?? 0),
    flowArrowF1: r(t.perType.flowArrow?.f1 ?? 0),
    topologyF1: r(t.topology.f1),
    loopsExact: r(t.loops.rate),
    indexExact: r(t.index.rate),
  };
}

export const scaleBox =
  (k: number) =>
  (b: Box): Box => ({ x: b.x * k, y: b.y * k, w: b.w * k, h: b.h * k });
