import type { DexpiEvaluation, TypeScore } from '@loopline/shared/contracts/pidLoops';
import type { DexpiTruth } from './read.ts';

const TYPES = ['equipment', 'valve', 'instrument', 'line'] as const;

/** Tags compared as text, whatever delimiters the rule set writes ("PI 4712.01" = "PI-4712.01"). */
export const tagKey = (tag: string) => tag.toUpperCase().replace(/[\s\-_]+/g, '');

/**
 * Line numbers compared by their parts in any order: DEXPI labels a line fluid, number, class, size
 * ("PW 1700 B2 100") where a drawing writes its own order ("100-PW-1700-B2"); inch marks ignored.
 */
export const lineKey = (tag: string) =>
  tag
    .toUpperCase()
    .replace(/["″]/g, '')
    .split(/[\s\-_/]+/)
    .filter(Boolean)
    .sort()
    .join('|');

const keyOf = (type: string) => (type === 'line' ? lineKey : tagKey);

function score(truth: Set<string>, found: Set<string>): TypeScore {
  const matched = [...found].filter((t) => truth.has(t)).length;
  const precision = found.size ? matched / found.size : truth.size ? 0 : 1;
  const recall = truth.size ? matched / truth.size : 1;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return {
    truth: truth.size,
    found: found.size,
    matched,
    precision: round(precision),
    recall: round(recall),
    f1: round(f1),
  };
}

/**
 * The drawing's recognised tags and loops against its DEXPI truth: per type by tag text, lines by their
 * parts (only tags the truth draws), and loops exactly right when a loop holds the truth loop's members, no more, no fewer.
 */
export function evaluateAgainst(
  truth: DexpiTruth,
  details: { kind: string; tag: string }[],
  loops: { tags: string[] }[],
): DexpiEvaluation {
  const types = {} as DexpiEvaluation['types'];
  const missing: Record<string, string[]> = {};
  for (const type of TYPES) {
    const key = keyOf(type);
    const t = new Set(truth.details.filter((d) => d.type === type && d.drawn).map((d) => key(d.tag)));
    const f = new Set(details.filter((d) => d.kind === type && d.tag).map((d) => key(d.tag)));
    types[type] = score(t, f);
    missing[type] = truth.details
      .filter((d) => d.type === type && d.drawn && !f.has(key(d.tag)))
      .map((d) => d.tag)
      .slice(0, 50);
  }
  const setKey = (tags: string[]) => [...new Set(tags.map(tagKey))].sort().join('|');
  const ours = new Set(loops.map((l) => setKey(l.tags)));
  const exact = truth.loops.filter((l) => ours.has(setKey(l.tags))).length;
  return {
    types,
    loops: { truth: truth.loops.length, exact, rate: truth.loops.length ? exact / truth.loops.length : 1 },
    missing,
  };
}
