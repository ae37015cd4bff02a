import type { CheckLoopNumAnswer, LoopRecord } from '@loopline/shared/contracts/pidLoops';
import { BadRequestError, ConflictError } from '../../lib/errors.ts';
import type { Caller } from '../../lib/http/route.ts';
import { type Drawing, detailsOf, drawingFor, LOOP_MEMBER_KINDS } from './drawing.ts';
import { checkMembers, distinctTags, joinMembers, type MemberDetail, membersByTag } from './rules.ts';
import {
  createLoopAt,
  type LoopItem,
  loopById,
  loopsOf,
  loopVersionOf,
  patchLoop,
  patchLoopAt,
  removeLoop,
  renumberLoopAt,
} from './store.ts';

/** Concurrent loop writes of one drawing each get this many tries before 409 (people rarely race more). */
const ATTEMPTS = 6;

/**
 * A loop write that adds tags: the loops are read after the drawing's loop version, the tags checked against
 * them, and the write committed only while that version holds; otherwise it is planned again from the loops
 * as they are now. So of two concurrent assignments of one tag, the second sees the first's loop (409).
 */
async function orderedLoopWrite<T>(
  d: Drawing,
  write: (version: number, loops: LoopItem[]) => Promise<T | null>,
): Promise<T> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const version = await loopVersionOf(d);
    const done = await write(version, await loopsOf(d));
    if (done !== null) return done;
  }
  throw new ConflictError('pid.editConflict');
}

interface Scope {
  projectId: string;
  pfileId: string;
}

const members = async (d: Drawing) => membersByTag(await detailsOf(d, LOOP_MEMBER_KINDS));

function recordOf(d: Drawing, loop: LoopItem, byTag: Map<string, MemberDetail>): LoopRecord {
  return {
    id: loop.id,
    pfileId: d.fileId,
    loopNum: loop.loopNum,
    description: loop.description ?? '',
    source: loop.source === 'recognised' ? 'recognised' : 'user',
    members: joinMembers(loop.tags ?? [], byTag),
    updateTime: loop.updateTime,
  };
}

/** allLoop: the drawing's loops with their members (viewFile); one page's loops when pageNum is given. */
export async function allLoops(caller: Caller, q: Scope & { pageNum?: number }): Promise<LoopRecord[]> {
  const d = await drawingFor(caller, q.projectId, q.pfileId, 'viewFile');
  const [loops, byTag] = await Promise.all([loopsOf(d), members(d)]);
  return loops
    .map((l) => recordOf(d, l, byTag))
    .filter((r) => q.pageNum === undefined || r.members.some((m) => m.pageNum === q.pageNum));
}

/** saveLoop (editFile): a new loop with a free number and tags of the drawing in no other loop. */
export async function saveLoop(
  caller: Caller,
  b: Scope & { loopNum: string; tags: string[]; description: string },
): Promise<LoopRecord> {
  const d = await drawingFor(caller, b.projectId, b.pfileId, 'editFile');
  const byTag = await members(d);
  const tags = distinctTags(b.tags);
  const loop = await orderedLoopWrite(d, (version, loops) => {
    checkMembers(tags, byTag, loops);
    return createLoopAt(d, version, { loopNum: b.loopNum, tags, description: b.description, source: 'user' });
  });
  return recordOf(d, loop, byTag);
}

/** updateLoop (editFile): a loop's tags and/or description. */
export async function updateLoop(
  caller: Caller,
  b: Scope & { id: string; tags?: string[]; description?: string },
): Promise<LoopRecord> {
  const d = await drawingFor(caller, b.projectId, b.pfileId, 'editFile');
  const byTag = await members(d);
  const tags = b.tags === undefined ? undefined : distinctTags(b.tags);
  const set = {
    ...(tags ? { tags } : {}),
    ...(b.description === undefined ? {} : { description: b.description }),
  };
  const saved = await orderedLoopWrite(d, (version, loops) => {
    const loop = loopById(loops, b.id);
    // Tags already in this loop stay even when no longer drawn (a box deleted): only new ones are checked.
    if (tags)
      checkMembers(
        tags.filter((t) => !(loop.tags ?? []).includes(t)),
        byTag,
        loops,
        loop.id,
      );
    return patchLoopAt(d, version, loop, set);
  });
  return recordOf(d, saved, byTag);
}

/** getLoopNums: the drawing's loop numbers, sorted (viewFile). */
export async function loopNums(caller: Caller, q: Scope): Promise<string[]> {
  const d = await drawingFor(caller, q.projectId, q.pfileId, 'viewFile');
  return (await loopsOf(d)).map((l) => l.loopNum).sort((a, b) => a.localeCompare(b));
}

/** checkLoopNum: whether a number is taken by a loop other than `id` (viewFile). */
export async function checkLoopNum(
  caller: Caller,
  q: Scope & { loopNum: string; id?: string },
): Promise<CheckLoopNumAnswer> {
  const d = await drawingFor(caller, q.projectId, q.pfileId, 'viewFile');
  const holder = (await loopsOf(d)).find((l) => l.loopNum === q.loopNum && l.id !== q.id);
  return { exists: !!holder, id: holder?.id ?? '' };
}

/** editLoopNum (editFile): renumber a loop; a taken number is refused (409). */
export async function editLoopNum(caller: Caller, b: Scope & { id: string; loopNum: string }) {
  const d = await drawingFor(caller, b.projectId, b.pfileId, 'editFile');
  // Ordered like the writes that add tags: the tags it copies to the new number are the current ones.
  await orderedLoopWrite(d, (version, loops) => {
    const loop = loopById(loops, b.id);
    return loop.loopNum === b.loopNum ? Promise.resolve(true) : renumberLoopAt(d, version, loop, b.loopNum);
  });
  return { id: b.id, loopNum: b.loopNum };
}

/** deleteLoop (editFile): the loop goes; its tags stay on the drawing, in no loop. */
export async function deleteLoop(caller: Caller, b: Scope & { id: string }) {
  const d = await drawingFor(caller, b.projectId, b.pfileId, 'editFile');
  await removeLoop(d, loopById(await loopsOf(d), b.id));
}

/** removeTag (editFile): one tag out of a loop. */
export async function removeTag(caller: Caller, b: Scope & { id: string; tag: string }): Promise<LoopRecord> {
  const d = await drawingFor(caller, b.projectId, b.pfileId, 'editFile');
  const [loops, byTag] = await Promise.all([loopsOf(d), members(d)]);
  const loop = loopById(loops, b.id);
  if (!(loop.tags ?? []).includes(b.tag)) throw new BadRequestError('pid.loop.tagNotInLoop', { tag: b.tag });
  const saved = await patchLoop(d, loop, { tags: (loop.tags ?? []).filter((t) => t !== b.tag) });
  return recordOf(d, { ...loop, ...saved } as LoopItem, byTag);
}
