import { BadRequestError, ForbiddenError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { canChangeGrants, type EntryGrants, effectiveSigns } from '../lib/policies/filePerms.ts';
import { ALL_SIGNS, isSign, type Sign, signsFor } from '../lib/policies/signs.ts';
import { grantsOf } from './grantItems.ts';
import { listGroups, requireMember, setEntryGrants } from './projectAccess.ts';
import { loadEntry } from './wiring.ts';

/** The permission dialog: explicit grants of an entry and the effective signs of every group. */
export async function entryGrants(caller: Caller, projectId: string, id: string) {
  const access = await requireMember(caller, projectId);
  if (!canChangeGrants(access.project, caller.userId)) throw new ForbiddenError('file.cannotChangeGrants');
  const entry = await loadEntry(access, id);
  const chain = [entry.id, ...entry.ancestorIds];
  const grants = new Map(
    (await grantsOf(access.project.id, chain)).map((g) => [g.entryId, g.grants] as const),
  );
  const nearest = chain.map((c) => grants.get(c));
  const inheritedFrom = chain.find((c) => Object.keys(grants.get(c) ?? {}).length > 0) ?? null;
  const groups = await listGroups(access.project.id);
  return {
    id: entry.id,
    isFile: entry.isFile,
    explicit: grants.get(entry.id) ?? {},
    inheritedFrom,
    groups: groups.map((g) => ({
      groupId: g.id,
      groupName: g.groupName,
      groupInit: g.groupInit,
      filePerms: effectiveSigns(
        access.project,
        { role: 'user', groupId: g.id, groupKind: g.groupInit ?? 'custom' },
        { isFile: entry.isFile === 1, grantsNearestFirst: nearest },
      ),
    })),
  };
}

/** Saves an entry's explicit grants (group id → signs); only the project's groups and known signs (a file's: file signs). */
export async function saveEntryGrants(
  caller: Caller,
  projectId: string,
  id: string,
  grants: Record<string, string[]>,
) {
  const access = await requireMember(caller, projectId);
  if (!canChangeGrants(access.project, caller.userId)) throw new ForbiddenError('file.cannotChangeGrants');
  const entry = await loadEntry(access, id);
  const groupIds = new Set((await listGroups(access.project.id)).map((g) => g.id));
  // A folder's grants carry file signs too: they apply to the files below it.
  const allowed = entry.isFile ? signsFor(true) : ALL_SIGNS;
  const clean: EntryGrants = {};
  for (const [groupId, signs] of Object.entries(grants)) {
    if (!groupIds.has(groupId)) throw new BadRequestError('file.unknownGroup');
    clean[groupId] = [...new Set(signs)].filter((s): s is Sign => isSign(s) && allowed.includes(s));
  }
  await setEntryGrants(access.project.id, entry.id, clean);
}
