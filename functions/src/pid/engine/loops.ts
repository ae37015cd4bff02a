import { isaParts, loopKey } from './classify.ts';
import type { Detail, IndexRow, InstrumentMounting, Loop } from './types.ts';

/**
 * Instruments and control valves: the items of an instrument index and of loops. The tag reads as
 * ISA letters and number, or the rule set read a loop number from it (decimal loop numbers such as
 * PI 4712.01 are no ISA form but a rule set's).
 */
export const isLoopMember = (d: Pick<Detail, 'type' | 'category' | 'tag' | 'fields'>) =>
  (d.type === 'instrument' || (d.type === 'valve' && d.category === 'control')) &&
  (isaParts(d.tag) !== null || !!d.fields.loopNumber);

/**
 * Instrument circuits: members grouped by measured variable and loop number (the default circuit
 * rule); `circuitOf` lets a configured rule set decide instead. Signal links add members whose tag
 * does not name a loop to the loop of the instrument they are wired to.
 */
export function formLoops(
  details: Detail[],
  signals: [string, string][],
  circuitOf: (item: { tag: string; fields: Record<string, string> }) => string | null = (item) =>
    loopKey(item.tag),
): Loop[] {
  const loops = new Map<string, Set<string>>();
  const loopOfTag = new Map<string, string>();
  for (const d of details.filter(isLoopMember)) {
    const key = circuitOf(d);
    if (!key) continue;
    loops.set(key, (loops.get(key) ?? new Set()).add(d.tag));
    loopOfTag.set(d.tag, key);
  }
  const byTag = new Map(details.map((d) => [d.id, d]));
  for (const [a, b] of signals) {
    const da = byTag.get(a);
    const db = byTag.get(b);
    if (!da?.tag || !db?.tag) continue;
    const ka = loopOfTag.get(da.tag);
    const kb = loopOfTag.get(db.tag);
    if (ka && !kb && isLoopMember(db)) loops.get(ka)?.add(db.tag);
    if (kb && !ka && isLoopMember(da)) loops.get(kb)?.add(da.tag);
  }
  return [...loops]
    .map(([loopNumber, tags]) => ({ loopNumber, tags: [...tags].sort() }))
    .sort((a, b) => a.loopNumber.localeCompare(b.loopNumber));
}

/**
 * One index row per instrument and control valve: its function letters, loop, mounting and the line
 * it is on (its own process connection, else the first line of another member of its loop).
 */
export function indexRows(details: Detail[], loops: Loop[], lineOfTag: Map<string, string>): IndexRow[] {
  const loopOf = new Map<string, Loop>();
  for (const l of loops) for (const t of l.tags) loopOf.set(t, l);
  return details.filter(isLoopMember).map((d) => {
    const parts = isaParts(d.tag);
    const loop = loopOf.get(d.tag);
    const mates = (loop?.tags ?? [])
      .map((t) => lineOfTag.get(t) ?? '')
      .filter(Boolean)
      .sort();
    return {
      tag: d.tag,
      functionLetters: parts?.letters ?? d.fields.functionLetters ?? '',
      loopNumber: loop?.loopNumber ?? '',
      mounting: (d.type === 'instrument' ? d.category : 'field') as InstrumentMounting,
      lineNumber: lineOfTag.get(d.tag) ?? mates[0] ?? '',
      confidence: d.confidence,
    };
  });
}
