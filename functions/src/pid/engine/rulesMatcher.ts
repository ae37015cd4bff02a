import {
  instrumentLetters,
  type RuleMatcher,
  SINGLE_VALVE_LETTER,
  type TagMatch,
  VALVE_TYPE_CODES,
  valveLetters,
} from '../rules/index.ts';
import type { TagKind, TagMatcher, TagReading } from './classify.ts';

const TYPE_OF: Record<TagKind, string> = {
  line: 'pipeline',
  equipment: 'device',
  valve: 'valve',
  instrument: 'instrument',
};

/**
 * The recogniser's matcher over a compiled dm2d rule set: the reading of the asked type, whatever
 * the text's most specific reading is (the symbol decides what a text names, the rules how it reads).
 * Two readings need more than the asked type's rules:
 * - a line number is asked of every free text, before valves and equipment take theirs: a text that
 *   another type reads more specifically (100-P-101 an area's pump, 100-FV-001 a valve) is no line,
 *   unless that reading's area is a size (3"-IY-0994);
 * - letters a rule set gives to equipment (V vessel, VE) name a valve or an instrument when the symbol
 *   is one: beside a valve V-1058 is valve 1058, in a bubble VE-101 is a vibration element.
 */
export function tagMatcherOf(rules: RuleMatcher): TagMatcher {
  const letters: Partial<Record<TagKind, ReadonlySet<string>>> = {
    instrument: new Set(instrumentLetters()),
    valve: new Set([SINGLE_VALVE_LETTER, ...valveLetters(), ...VALVE_TYPE_CODES]),
  };
  return {
    match(kind, text) {
      const all = rules.matchAll(text).filter((m) => !garbledLoop(m.fields));
      const hit = all.find((m) => m.type === TYPE_OF[kind]);
      if (hit) {
        if (
          kind === 'line' &&
          all.some((m) => m.type !== hit.type && m.specificity > hit.specificity && !sizedArea(m))
        )
          return null;
        return { tag: hit.tag, fields: hit.fields };
      }
      const own = letters[kind];
      const equipment = own && all.find((m) => m.type === 'device' && own.has(m.fields.equipmentClass ?? ''));
      return equipment ? asLettered(equipment) : null;
    },
  };
}

/** An area with an inch mark is a line's size (3"-IY-0994 is no instrument IY-0994 of area 3"). */
function sizedArea(m: TagMatch): boolean {
  return /["\u201d\u2033]|''/.test(m.fields.area ?? '');
}

/** An equipment-class reading's fields as function letters and a loop number (the tag is written alike). */
function asLettered(m: TagMatch): TagReading {
  const { equipmentClass, equipmentNumber, ...rest } = m.fields;
  return {
    tag: m.tag,
    fields: { ...rest, functionLetters: equipmentClass ?? '', loopNumber: equipmentNumber ?? '' },
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
