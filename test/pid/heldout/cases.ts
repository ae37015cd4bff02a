import {
  readSvgPage,
  readVectorPage,
  recognisePage,
  tagMatcherOf,
  withPidPdf,
} from '../../../functions/src/pid/engine/index.ts';
import { compileRuleSet, defaultRuleSet } from '../../../functions/src/pid/rules/index.ts';
import { emptyTally, figures, score, type Tally } from '../evaluate.ts';
import { type RealDrawingScore, scoreByText } from '../real/rev07.ts';
import { HELD_OUT_SHEETS, heldOutSheet } from './sheets.ts';

/**
 * The held-out vector sheets recognised with the default rules: per sheet and pooled, tags scored by
 * text, topology and loops as drawn.
 */
export async function heldOutFigures() {
  const matcher = tagMatcherOf(compileRuleSet(defaultRuleSet()));
  let pooled: Tally = emptyTally();
  const perSheet: Record<string, RealDrawingScore> = {};
  for (const opts of HELD_OUT_SHEETS) {
    const { bytes, truth } = await heldOutSheet(opts);
    const started = performance.now();
    const result =
      opts.format === 'svg'
        ? recognisePage(readSvgPage(new TextDecoder().decode(bytes), 1), { matcher })
        : await withPidPdf(bytes, async (doc) => recognisePage(await readVectorPage(doc, 1), { matcher }));
    const scored = scoreByText(result, truth, Math.round(performance.now() - started));
    pooled = score(pooled, result, truth, false);
    perSheet[opts.name] = scored.score;
  }
  return { pooled: figures(pooled), perSheet };
}
