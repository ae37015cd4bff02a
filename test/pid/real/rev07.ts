import {
  type PageResult,
  readVectorPage,
  recognisePage,
  tagMatcherOf,
  withPidPdf,
} from '../../../functions/src/pid/engine/index.ts';
import { compileRuleSet, defaultRuleSet } from '../../../functions/src/pid/rules/index.ts';
import { sample } from '../../support/samples.ts';
import { emptyTally, figures, score } from '../evaluate.ts';
import type { Truth } from '../sheet/model.ts';
import { REV07_FILE, REV07_NOT_TAGS, REV07_TRUTH } from './rev07Truth.ts';

/** What a tagged real drawing scored: the figures, and the tags behind them for reading the misses. */
export interface RealDrawingScore {
  figures: ReturnType<typeof figures> & { ms: number };
  counts: Record<string, number>;
  tagged: number;
  pipelines: number;
  loops: number;
  missed: string[];
  wrong: string[];
}

/** Scores a recognised page against hand-made truth by tag text (the truth has no boxes). */
export function scoreByText(result: PageResult, truth: Truth, ms: number, notTags: string[] = []) {
  const tally = score(emptyTally(), result, truth, false);
  const key = (d: { type: string; tag: string }) => `${d.type}:${d.tag.trim().toUpperCase()}`;
  const found = result.details.filter((d) => d.tag.trim() && d.type !== 'offPage');
  const truthKeys = new Set(truth.details.map(key));
  const foundKeys = new Set(found.map(key));
  const counts: Record<string, number> = {};
  for (const d of result.details) counts[d.type] = (counts[d.type] ?? 0) + 1;
  // A legend code can also be a true tag (SC names the scale's bubble too): only the extra readings count.
  const truthTags = new Set(truth.details.map((d) => d.tag.trim().toUpperCase()));
  const forbidden = new Set(notTags.map((t) => t.toUpperCase()).filter((t) => !truthTags.has(t)));
  return {
    tally,
    score: {
      figures: { ...figures(tally), ms },
      counts,
      tagged: found.length,
      pipelines: result.pipelines.length,
      loops: result.loops.length,
      missed: [...truthKeys].filter((k) => !foundKeys.has(k)).sort(),
      wrong: [
        ...[...foundKeys].filter((k) => !truthKeys.has(k)),
        ...found.filter((d) => forbidden.has(d.tag.trim().toUpperCase())).map((d) => `forbidden ${key(d)}`),
      ].sort(),
    } satisfies RealDrawingScore,
  };
}

/** PID-Rev07.pdf recognised with the default rules and scored against its hand-made truth. */
export async function rev07Case() {
  const matcher = tagMatcherOf(compileRuleSet(defaultRuleSet()));
  const started = performance.now();
  const result = await withPidPdf(sample(REV07_FILE), async (doc) =>
    recognisePage(await readVectorPage(doc, 1), { matcher }),
  );
  const ms = Math.round(performance.now() - started);
  return { result, ...scoreByText(result, REV07_TRUTH, ms, REV07_NOT_TAGS) };
}
