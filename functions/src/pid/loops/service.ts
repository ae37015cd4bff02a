import type { CheckLoopNumAnswer, LoopRecord } from '@loopline/shared/contracts/pidLoops';
import { BadRequestError } from '../../lib/errors.ts';
import type { Caller } from '../../lib/http/route.ts';
import { type Drawing, detailsOf, drawingFor, LOOP_MEMBER_KINDS } from './drawing.ts';
import { checkMembers, distinctTags, joinMembers, type MemberDetail, membersByTag } from './rules.ts';
import {
  createLoop,
  type LoopItem,
  loopById,
  loopsOf,
  patchLoop,
  removeLoop,
  renumberLoop,
} from './store.ts';

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
  const [loops, byTag] = await Promise.all([loopsOf(d), members(d)]);
  const tags = distinctTags(b.tags);
  checkMembers(tags, byTag, loops);
  const loop = await createLoop(d, { loopNum: b.loopNum, tags, description: b.description, source: 'user' });
  return recordOf(d, loop as LoopItem, byTag);
}

/** updateLoop (editFile): a loop's tags and/or description. */
export async function updateLoop(
  caller: Caller,
  b: Scope & { id: string; tags?: string[]; description?: string },
): Promise<LoopRecord> {
  const d = await drawingFor(caller, b.projectId, b.pfileId, 'editFile');
  const [loops, byTag] = await Promise.all([loopsOf(d), members(d)]);
  const loop = loopById(loops, b.id);
  const tags = b.tags === undefined ? undefined : distinctTags(b.tags);
  // Tags already in this loop stay even when no longer drawn (a box deleted): only new ones are checked.
  if (tags)
    checkMembers(
      tags.filter((t) => !(loop.tags ?? []).includes(t)),
      byTag,
      loops,
      loop.id,
    );
  const saved = await patchLoop(d, loop, {
    ...(tags ? { tags } : {}),
    ...(b.description === undefined ? {} : { description: b.description }),
  });
  return recordOf(d, { ...loop, ...saved } as LoopItem, byTag);
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
  const loop = loopById(await loopsOf(d), b.id);
  if (loop.loopNum !== b.loopNum) await renumberLoop(d, loop, b.loopNum);
  return { id: loop.id, loopNum: b.loopNum };
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
