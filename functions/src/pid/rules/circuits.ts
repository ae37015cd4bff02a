import type { CircuitRow } from '@loopline/shared/contracts/pidRules';

/** What circuit grouping needs of a recognised tag. */
interface FieldsOf {
  fields: Record<string, string>;
}

/** An instrument circuit (loop): tags that agree on every circuit row. */
export interface Circuit<T extends FieldsOf = FieldsOf> {
  /** The agreed values in row order, e.g. ["F", "101"]. */
  parts: string[];
  /** The loop's name: the parts joined by '-', e.g. "F-101". */
  loop: string;
  members: T[];
}

export interface CircuitMatcher {
  /** The loop a tag belongs to ("F-101"), or null when a row's attribute is missing or the tag is excluded. */
  circuitOf(tag: FieldsOf): { parts: string[]; loop: string } | null;
  /** Groups tags into circuits (each tag in at most one), in order of first appearance. */
  circuits<T extends FieldsOf>(tags: readonly T[]): Circuit<T>[];
}

function position(value: string, row: CircuitRow): string {
  if (row.fieldFeatures === 'first') return value.slice(0, 1);
  if (row.fieldFeatures === 'end') return value.slice(-1);
  return value;
}

/**
 * The instrument-circuit (meter) rules: each row takes an attribute's value, or its first or last character
 * (field position all / first / end). Tags whose values agree on every row form one loop. A row handled
 * "exclude" leaves tags whose value at that position is one of its specific fields out of every loop
 * (e.g. hand switches, first letter H).
 */
export function compileCircuits(rows: readonly CircuitRow[]): CircuitMatcher {
  const ordered = [...rows]
    .filter((row) => row.fkAttributeId)
    .sort((a, b) => (a.ruleSort ?? 0) - (b.ruleSort ?? 0))
    .map((row) => ({
      row,
      excluded: new Set(
        row.handlingMethod === 'exclude'
          ? row.dmRuleFixeds.map((f) => f.fixedValue.trim().toUpperCase())
          : [],
      ),
    }));

  const circuitOf = (tag: FieldsOf) => {
    if (ordered.length === 0) return null;
    const parts: string[] = [];
    for (const { row, excluded } of ordered) {
      const value = tag.fields[row.fkAttributeId];
      if (!value) return null;
      const part = position(value.toUpperCase(), row);
      if (excluded.has(part)) return null;
      parts.push(part);
    }
    return { parts, loop: parts.join('-') };
  };

  return {
    circuitOf,
    circuits: <T extends FieldsOf>(tags: readonly T[]) => {
      const byLoop = new Map<string, Circuit<T>>();
      for (const tag of tags) {
        const key = circuitOf(tag);
        if (!key) continue;
        const circuit = byLoop.get(key.loop) ?? { ...key, members: [] };
        circuit.members.push(tag);
        byLoop.set(key.loop, circuit);
      }
      return [...byLoop.values()];
    },
  };
}
