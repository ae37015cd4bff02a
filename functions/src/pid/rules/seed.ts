import type { PidAttribute, RuleSetData, TagType } from '@loopline/shared/contracts/pidRules';
import { TAG_TYPES } from '@loopline/shared/contracts/pidRules';
import { type InferredRules, inferRuleSet, type TagSample } from '@loopline/shared/pid/infer';
import { compileRuleSet } from '@loopline/shared/pid/rules';
import { EQUIPMENT_CLASSES, instrumentLetters, valveLetters } from './isa.ts';

const UNREAD_MAX = 50;

/**
 * Rules inferred from known tags, each class field widened with the seeded preset of its type (equipment
 * class codes, valve and instrument function letters), so the rules also read the project's other drawings
 * and not only the letters this one happens to use.
 */
export function seededRules(
  samples: readonly TagSample[],
  base: RuleSetData,
  attributes: readonly PidAttribute[],
): InferredRules {
  return inferRuleSet(samples, {
    base,
    attributes,
    presets: { device: EQUIPMENT_CLASSES, valve: valveLetters(), instrument: instrumentLetters() },
  });
}

/** How many of the known tags a rule set reads as their own type, and which it does not. */
export function coverageOf(ruleSet: RuleSetData, samples: readonly TagSample[]) {
  // Case-sensitive, as vector text is matched: mixed-case fields must have been inferred as such.
  const matcher = compileRuleSet(ruleSet);
  const coverage = Object.fromEntries(TAG_TYPES.map((t) => [t, { tags: 0, read: 0 }])) as Record<
    TagType,
    { tags: number; read: number }
  >;
  const unread: TagSample[] = [];
  for (const sample of samples) {
    coverage[sample.type].tags++;
    if (matcher.matchAll(sample.tag)[0]?.type === sample.type) coverage[sample.type].read++;
    else if (unread.length < UNREAD_MAX) unread.push({ type: sample.type, tag: sample.tag });
  }
  return { coverage, unread };
}
