import {
  type PageResult,
  readDxfPage,
  readSvgPage,
  readVectorPage,
  recognisePage,
  tagMatcherOf,
  withPidPdf,
} from '../../../functions/src/pid/engine/index.ts';
import { compileRuleSet, defaultRuleSet } from '../../../functions/src/pid/rules/index.ts';
import { emptyTally, figures, score, type Tally } from '../evaluate.ts';
import { type RealDrawingScore, scoreByText } from '../real/rev07.ts';
import { HELD_OUT_SHEETS, type HeldOutOptions, heldOutSheet } from './sheets.ts';

type Matcher = ReturnType<typeof tagMatcherOf>;

/** A held-out sheet read by the reader of its format and recognised. */
async function recogniseSheet(
  opts: HeldOutOptions,
  bytes: Uint8Array,
  matcher: Matcher,
): Promise<PageResult> {
  if (opts.format === 'dxf') return recognisePage(readDxfPage(bytes), { matcher });
  // The first SVG sheets are in millimetres and say so to the reader, as DEXPI's caller does; the
  // symbol sheet's reader works the size of a unit out itself.
  if (opts.format === 'svg')
    return recognisePage(readSvgPage(new TextDecoder().decode(bytes), 1), { matcher });
  if (opts.format === 'svg-symbols')
    return recognisePage(readSvgPage(new TextDecoder().decode(bytes)), { matcher });
  return withPidPdf(bytes, async (doc) => recognisePage(await readVectorPage(doc, 1), { matcher }));
}

/**
 * The held-out vector sheets recognised with the default rules: per sheet and pooled, tags scored by
 * text, topology and loops as drawn.
 */
export async function heldOutFigures(sheets: HeldOutOptions[] = HELD_OUT_SHEETS) {
  const matcher = tagMatcherOf(compileRuleSet(defaultRuleSet()));
  let pooled: Tally = emptyTally();
  const perSheet: Record<string, RealDrawingScore> = {};
  for (const opts of sheets) {
    const { bytes, truth } = await heldOutSheet(opts);
    const started = performance.now();
    const result = await recogniseSheet(opts, bytes, matcher);
    const scored = scoreByText(result, truth, Math.round(performance.now() - started));
    pooled = score(pooled, result, truth, false);
    perSheet[opts.name] = scored.score;
  }
  return { pooled: figures(pooled), perSheet };
}
