import type { RuleMatcher } from '../rules/index.ts';
import type { TagKind, TagMatcher } from './classify.ts';

const TYPE_OF: Record<TagKind, string> = {
  line: 'pipeline',
  equipment: 'device',
  valve: 'valve',
  instrument: 'instrument',
};

/**
 * The recogniser's matcher over a compiled dm2d rule set: the reading of the asked type, whatever
 * the text's most specific reading is (the symbol decides what a text names, the rules how it reads).
 */
export function tagMatcherOf(rules: RuleMatcher): TagMatcher {
  return {
    match(kind, text) {
      const hit = rules.matchAll(text).find((m) => m.type === TYPE_OF[kind] && !garbledLoop(m.fields));
      return hit ? { tag: hit.tag, fields: hit.fields } : null;
    },
  };
}

/**
 * A loop number read as letters and digits names a loop (MO1, C101, 101A); one that starts with a digit
 * and has a digit after a letter (2O5, 1S0) is a number a scan or a font garbled. It is left for the
 * number rules, which read it once OCR correction has put the digits back.
 */
function garbledLoop(fields: Record<string, string>): boolean {
  return /^\d.*[A-Z]\d/i.test(fields.loopNumber ?? '');
}

/** The loop of a recognised item by the rule set's circuit (meter) rows. */
export function circuitOfRules(rules: RuleMatcher) {
  return (item: { tag: string; fields: Record<string, string> }) => rules.circuitOf(item)?.loop ?? null;
}
