import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { iou } from '../../../functions/src/pid/engine/geometry.ts';
import {
  createOcr,
  type Ocr,
  readRasterPage,
  recognisePage,
  renderPageImage,
  type TagKind,
  tagMatcherOf,
  withPidPdf,
} from '../../../functions/src/pid/engine/index.ts';
import type { Box, Detail, Loop, PageResult } from '../../../functions/src/pid/engine/types.ts';
import { compileRuleSet, defaultRuleSet } from '../../../functions/src/pid/rules/index.ts';
import { sample } from '../../support/samples.ts';
import { detailF1, type F1, loopExactRate } from '../scorer.ts';

/**
 * Real raster P&IDs from the shared samples with hand-made ground truth (test/pid/real/*.truth.json):
 * every tagged instrument, valve and line number a reader can make out, boxed in the pixels the engine
 * reads (a PDF's page rendered at 300 dpi). `tuned` drawings were looked at while changing the raster
 * reader; `held-out` ones only scored.
 */
export const RASTER_SAMPLES = [
  { file: 'images/sied-pid-excerpt.png', truth: 'sied-pid-excerpt', split: 'tuned' },
  { file: 'pdf/fw_system.pdf', truth: 'fw_system', split: 'tuned' },
  { file: 'images/synthetic-pid-sample_0263.jpg', truth: 'synthetic-pid-sample_0263', split: 'held-out' },
] as const;

export type RasterSample = (typeof RASTER_SAMPLES)[number];

interface RealTruth {
  source: string;
  /** Only this part of the drawing is labelled: items outside it are not scored. */
  region?: Box;
  details: Pick<Detail, 'type' | 'tag' | 'box'>[];
  loops?: Loop[];
}

export const readTruth = (s: RasterSample): RealTruth =>
  JSON.parse(readFileSync(join(import.meta.dirname, `${s.truth}.truth.json`), 'utf8')) as RealTruth;

/** The sample as the page worker reads it, with the default rules (case-insensitive, as for scans). */
export async function recogniseSample(
  s: RasterSample,
  ocr: Ocr,
): Promise<{ result: PageResult; ms: number; cpuMs: number }> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  let bytes: Uint8Array = sample(s.file);
  if (s.file.endsWith('.pdf')) bytes = await withPidPdf(bytes, (doc) => renderPageImage(doc, 1, 300));
  const page = await readRasterPage(bytes, ocr);
  const matcher = tagMatcherOf(compileRuleSet(defaultRuleSet(), { ignoreCase: true }));
  const result = recognisePage(page, { matcher, toImage: page.toImage });
  // CPU time of every thread (the OCR worker's too): what the page costs whatever else the machine runs.
  const used = process.cpuUsage(cpu);
  return {
    result,
    ms: Math.round(performance.now() - started),
    cpuMs: Math.round((used.user + used.system) / 1000),
  };
}

const centreIn = (b: Box, r: Box) => {
  const x = b.x + b.w / 2;
  const y = b.y + b.h / 2;
  return x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h;
};

const TYPES = ['instrument', 'valve', 'line'] as const;

/**
 * The truth with each tag written as the default rules write the tag they read (as the DEXPI truth is):
 * a code joined to its number reads with a hyphen, so the drawing's 062-V1058 is the engine's 062-V-1058,
 * as FIC101 is FIC-101. A tag the rules cannot read stays as written and counts as missed.
 */
function asRulesWrite(truth: RealTruth): RealTruth {
  const matcher = tagMatcherOf(compileRuleSet(defaultRuleSet(), { ignoreCase: true }));
  const kinds: Record<string, TagKind> = { instrument: 'instrument', valve: 'valve', line: 'line' };
  return {
    ...truth,
    details: truth.details.map((d) => {
      const kind = kinds[d.type];
      return { ...d, tag: (kind && matcher.match(kind, d.tag)?.tag) || d.tag };
    }),
  };
}

/**
 * Tagged items against the truth (same type, same tag, box IoU ≥ 0.5). The truth lists tagged items
 * only, so a symbol found without a tag is counted apart (`untagged`), neither right nor wrong.
 */
export function scoreSample(result: PageResult, given: RealTruth) {
  const truth = asRulesWrite(given);
  const inRegion = (d: { box: Box }) => !truth.region || centreIn(d.box, truth.region);
  const found = result.details.filter((d) => d.tag.trim() !== '' && inRegion(d));
  const perType = Object.fromEntries(TYPES.map((t) => [t, detailF1(found, truth.details, t)])) as Record<
    (typeof TYPES)[number],
    F1
  >;
  const sum = (k: 'tp' | 'fp' | 'fn') => TYPES.reduce((s, t) => s + perType[t][k], 0);
  const tp = sum('tp');
  const fp = sum('fp');
  const fn = sum('fn');
  const r = (v: number) => Math.round(v * 1000) / 1000;
  const counts: Record<string, number> = {};
  for (const d of result.details.filter(inRegion)) counts[d.type] = (counts[d.type] ?? 0) + 1;
  return {
    tagF1: r(tp + fp + fn === 0 ? 1 : (2 * tp) / (2 * tp + fp + fn)),
    precision: r(tp + fp === 0 ? 1 : tp / (tp + fp)),
    recall: r(tp + fn === 0 ? 1 : tp / (tp + fn)),
    instrumentF1: r(perType.instrument.f1),
    valveF1: r(perType.valve.f1),
    lineF1: r(perType.line.f1),
    tp,
    fp,
    fn,
    // Wrong tags on no truth item (a note, a label, a stray word) apart from misreadings of a real tag
    // (an area OCR lost, an O read for a 0), which `fp` counts as well.
    offTruth: found.filter(
      (d) => TYPES.some((t) => t === d.type) && !truth.details.some((t) => iou(t.box, d.box) >= 0.5),
    ).length,
    truthItems: truth.details.length,
    counts,
    tagged: found.length,
    untagged: result.details.filter((d) => d.tag.trim() === '' && d.type !== 'flowArrow' && inRegion(d))
      .length,
    pipelines: result.pipelines.length,
    loops: result.loops.length,
    loopsExact: loopExactRate(result.loops, truth.loops ?? []).exact,
  };
}

/** Every raster sample recognised and scored, with its time (bench and the figures in decisions). */
export async function rasterSampleFigures() {
  const ocr = await createOcr();
  try {
    const out: Record<string, ReturnType<typeof scoreSample> & { split: string; ms: number; cpuMs: number }> =
      {};
    for (const s of RASTER_SAMPLES) {
      const { result, ms, cpuMs } = await recogniseSample(s, ocr);
      out[s.file] = { split: s.split, ...scoreSample(result, readTruth(s)), ms, cpuMs };
    }
    return out;
  } finally {
    await ocr.close();
  }
}

if (process.argv[1]?.endsWith('rasterSamples.ts'))
  console.log(JSON.stringify(await rasterSampleFigures(), null, 1));
