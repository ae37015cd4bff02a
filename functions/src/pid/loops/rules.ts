import type { LoopMember } from '@loopline/shared/contracts/pidLoops';
import { BadRequestError, ConflictError } from '../../lib/errors.ts';

/** What a loop rule needs of a stored loop. */
interface LoopLike {
  id: string;
  loopNum: string;
  tags?: string[];
}

/** What a loop rule needs of a detail row. */
export interface MemberDetail {
  id: string;
  kind: string;
  category?: string;
  tag?: string;
  page: number;
}

/** Tags as given, trimmed, each once, in the order given. */
export const distinctTags = (tags: string[]) => [...new Set(tags.map((t) => t.trim()).filter(Boolean))];

/**
 * Refuses tags that are not an instrument or valve of the drawing (400) or that belong to a loop other than
 * `ownId` (409): a tag is in one loop at most, as recognition forms them.
 */
export function checkMembers(
  tags: string[],
  members: Map<string, MemberDetail>,
  loops: LoopLike[],
  ownId?: string,
): void {
  for (const tag of tags) {
    if (!members.has(tag)) throw new BadRequestError('pid.loop.unknownTag', { tag });
    const other = loops.find((l) => l.id !== ownId && (l.tags ?? []).includes(tag));
    if (other) throw new ConflictError('pid.loop.tagInOtherLoop', { tag, loopNum: other.loopNum });
  }
}

/** A drawing's loop-member details by tag (the first drawn, by page, when a tag is drawn twice). */
export function membersByTag(details: MemberDetail[]): Map<string, MemberDetail> {
  const out = new Map<string, MemberDetail>();
  for (const d of [...details].sort((a, b) => a.page - b.page || a.id.localeCompare(b.id)))
    if (d.tag && !out.has(d.tag)) out.set(d.tag, d);
  return out;
}

/** A loop's members joined with the details ('' and 0 for a tag no longer drawn). */
export function joinMembers(tags: string[], members: Map<string, MemberDetail>): LoopMember[] {
  return tags.map((tag) => {
    const d = members.get(tag);
    return {
      tag,
      detailId: d?.id ?? '',
      type: d?.kind ?? '',
      category: d?.category ?? '',
      pageNum: d?.page ?? 0,
    };
  });
}

/**
 * The run's loops from its pages' loops: one loop per number across pages, tags merged and sorted. A tag
 * that two numbers claim stays in the first (by number), so seeded loops keep the one-loop-per-tag rule.
 */
export function mergePageLoops(pages: { loops?: { loopNumber: string; tags: string[] }[] }[]) {
  const byNum = new Map<string, Set<string>>();
  for (const p of pages)
    for (const l of p.loops ?? []) {
      const num = l.loopNumber.trim();
      if (!num) continue;
      const set = byNum.get(num) ?? new Set<string>();
      for (const t of l.tags) set.add(t);
      byNum.set(num, set);
    }
  const taken = new Set<string>();
  return [...byNum]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([loopNum, tags]) => {
      const own = [...tags].filter((t) => !taken.has(t)).sort();
      for (const t of own) taken.add(t);
      return { loopNum, tags: own };
    });
}
