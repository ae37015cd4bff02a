import { INDEX_FIELDS, type IndexField, type IndexRecord } from '@loopline/shared/contracts/pidLoops';
import { isIndexItem } from '../loops/drawing.ts';

/** What the index needs of a detail row. */
interface IndexDetail {
  id: string;
  kind: string;
  category?: string;
  tag?: string;
  page: number;
  confidence: number;
  parentId?: string;
}

export type IndexValues = Partial<Record<IndexField, string>>;

/** ISA-5.1 function letters: the letters before the loop number ("PIC-101A" → "PIC"). */
export const functionLettersOf = (tag: string) => /^([A-Za-z]{1,6})[\s-]?\d/.exec(tag.trim())?.[1] ?? '';

const emptyValues = () => Object.fromEntries(INDEX_FIELDS.map((f) => [f, ''])) as Record<IndexField, string>;

/**
 * The instrument index of a drawing: one row per distinct tag of its instruments and control valves, with
 * its loop (the loop rows), its line (the line number whose pipeline joins it, else one a loop mate is on),
 * its pages, its lowest confidence and what people wrote into it. Sorted by tag.
 */
export function indexRecords(
  details: IndexDetail[],
  loops: { loopNum: string; tags?: string[] }[],
  values: Map<string, IndexValues>,
): IndexRecord[] {
  const lineTag = new Map(details.filter((d) => d.kind === 'line').map((d) => [d.id, d.tag ?? '']));
  const loopOf = new Map<string, { loopNum: string; tags?: string[] }>();
  for (const l of loops) for (const t of l.tags ?? []) if (!loopOf.has(t)) loopOf.set(t, l);
  const byTag = new Map<string, IndexDetail[]>();
  for (const d of details) {
    if (!d.tag || !isIndexItem(d)) continue;
    byTag.set(d.tag, [...(byTag.get(d.tag) ?? []), d]);
  }
  const ownLine = (tag: string) =>
    (byTag.get(tag) ?? [])
      .map((d) => lineTag.get(d.parentId ?? '0') ?? '')
      .filter(Boolean)
      .sort()[0] ?? '';
  return [...byTag]
    .map(([tag, items]) => {
      const first = [...items].sort((a, b) => a.page - b.page)[0] as IndexDetail;
      const loop = loopOf.get(tag);
      const mateLine = (loop?.tags ?? []).map(ownLine).filter(Boolean).sort()[0] ?? '';
      return {
        ...emptyValues(),
        ...values.get(tag),
        tag,
        functionLetters: functionLettersOf(tag),
        loopNum: loop?.loopNum ?? '',
        mounting: first.kind === 'instrument' ? first.category || 'field' : 'field',
        lineNumber: ownLine(tag) || mateLine,
        pageNums: [...new Set(items.map((d) => d.page))].sort((a, b) => a - b),
        confidence: Math.min(...items.map((d) => d.confidence)),
      };
    })
    .sort((a, b) => a.tag.localeCompare(b.tag));
}

/** Rows whose tag, loop or line contains the keyword, case-insensitively. */
export function matching(rows: IndexRecord[], keyword?: string): IndexRecord[] {
  const k = keyword?.trim().toLowerCase();
  if (!k) return rows;
  return rows.filter((r) => [r.tag, r.loopNum, r.lineNumber].some((v) => v.toLowerCase().includes(k)));
}
