import { isaParts } from '../../functions/src/pid/engine/classify.ts';
import { centre, dist } from '../../functions/src/pid/engine/geometry.ts';
import type { Detail, IndexRow, Loop, Pipeline, TextToken } from '../../functions/src/pid/engine/types.ts';
import { TAG_PATTERNS } from './regexMatcher.ts';

export interface BaselineResult {
  details: Detail[];
  pipelines: Pipeline[];
  loops: Loop[];
  index: IndexRow[];
}

/**
 * The naive reader the issue compares against: every word that a regular expression reads as a tag
 * is one (a line number, an instrument tag with two or more letters, else equipment), each tag is
 * attached to the nearest line number, loops are tags grouped by number, and every instrument is an
 * index row on its nearest line.
 */
export function naiveBaseline(tokens: TextToken[]): BaselineResult {
  const details: Detail[] = [];
  for (const t of tokens) {
    const text = t.text.trim().toUpperCase();
    const type = TAG_PATTERNS.line.test(text)
      ? 'line'
      : TAG_PATTERNS.instrument.test(text)
        ? text.match(/^[A-Z]+/)?.[0]?.endsWith('V')
          ? 'valve'
          : 'instrument'
        : TAG_PATTERNS.equipment.test(text)
          ? 'equipment'
          : null;
    if (!type) continue;
    details.push({
      id: `b${details.length}`,
      type,
      category: '',
      tag: text,
      box: t.box,
      fields: {},
      confidence: t.confidence,
    });
  }
  const lines = details.filter((d) => d.type === 'line');
  const nearestLine = (d: Detail) => {
    let best: Detail | undefined;
    for (const l of lines)
      if (!best || dist(centre(l.box), centre(d.box)) < dist(centre(best.box), centre(d.box))) best = l;
    return best?.tag ?? '';
  };
  const connected = new Map<string, Set<string>>(lines.map((l) => [l.tag, new Set<string>()]));
  for (const d of details) if (d.type !== 'line') connected.get(nearestLine(d))?.add(d.tag);
  const pipelines = [...connected].map(([lineNumber, set]) => ({
    lineNumber,
    detailId: '',
    connected: [...set].sort(),
  }));
  const groups = new Map<string, Set<string>>();
  const instruments = details.filter(
    (d) => (d.type === 'instrument' || d.type === 'valve') && isaParts(d.tag),
  );
  for (const d of instruments) {
    const p = isaParts(d.tag);
    if (p) groups.set(p.number, (groups.get(p.number) ?? new Set()).add(d.tag));
  }
  const loops = [...groups].map(([n, set]) => {
    const first = [...set][0] ?? '';
    return { loopNumber: `${first[0]}-${n}`, tags: [...set].sort() };
  });
  const index = instruments.map((d) => {
    const p = isaParts(d.tag);
    return {
      tag: d.tag,
      functionLetters: p?.letters ?? '',
      loopNumber: `${p?.letters[0] ?? ''}-${p?.number ?? ''}`,
      mounting: 'field' as const,
      lineNumber: nearestLine(d),
      confidence: d.confidence,
    };
  });
  return { details, pipelines, loops, index };
}
