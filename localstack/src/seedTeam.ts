import { ADMIN_ROLE } from '@loopline/shared';
import { GROUP_DEFAULTS, type Sign } from '@loopline/shared/signs';
import { DEMO_FOLDERS } from './seedFiles.ts';

interface SeedUser {
  userId: string;
  tenantId: string;
  account: string;
  roleNames: string[];
  roleIds: string[];
  deptIds: string[];
}

/** The project the demo seed creates with its sample files. */
export const DEMO_PROJECT_NAME = 'Demo plant';
/** The custom group the colleague is put in, with explicit grants on the demo folders. */
const GROUP_NAME = 'Design review';
/** A year, renewed by the seed when it runs out, so the demo can always invite. */
const MEMBERSHIP_DAYS = 365;

/** A caller acting as a seeded user: the seed goes through the same services and rules as the API. */
function callerOf(user: SeedUser) {
  return {
    userId: user.userId,
    tenantId: user.tenantId,
    sessionId: 'seed',
    account: user.account,
    roles: user.roleNames,
    isAdmin: user.roleNames.includes(ADMIN_ROLE),
    deptId: user.deptIds[0] ?? '',
    roleId: user.roleIds[0] ?? '',
    clientId: 'portal',
  };
}

/**
 * Collaboration to try at once (issue 15): `demo` holds a membership that includes collaboration,
 * the colleague is in demo's team and a member of the demo project in a custom group, and that
 * group has explicit grants on the demo folders (upload and download in Drawings, view only in
 * Documents), so the permission dialog shows the model on the first visit. Idempotent: each step
 * is skipped when it is already there, so restarts over older state add what is missing.
 */
export async function seedCollaboration(demo: SeedUser, colleague: SeedUser) {
  const { quotaOf, applyTier } = await import('@loopline/functions/membership/quota');
  const { membershipValid } = await import('@loopline/functions/lib/policies/appAccess');
  const { teamService, inTeam } = await import('@loopline/functions/team/index');
  const { getMember, getProjects, listGroups, membershipsOf } = await import(
    '@loopline/functions/access/index'
  );
  const { memberService, groupService } = await import('@loopline/functions/project/wiring');
  const { entryNamed } = await import('@loopline/functions/file/entries');
  const { saveEntryGrants } = await import('@loopline/functions/file/grants');

  const quota = await quotaOf(demo.userId, demo.tenantId);
  if (quota.tier === 'nonMember' || !membershipValid(quota.memberDate, new Date())) {
    const until = new Date(Date.now() + MEMBERSHIP_DAYS * 86_400_000).toISOString();
    await applyTier(demo.userId, demo.tenantId, 'member', until);
  }

  const owner = callerOf(demo);
  const mate = callerOf(colleague);
  if (!(await inTeam(demo.userId, colleague.userId))) {
    const invited = await teamService.inviteMembers(owner, [{ fkMemberId: colleague.userId }]);
    if (invited.invited.length > 0) await teamService.answerInvites(mate, [demo.userId], true);
  }

  const created = (await membershipsOf(demo.userId)).filter((m) => m.role === 'creator');
  const projects = await getProjects(created.map((m) => m.projectId));
  const project = [...projects.values()].find((p) => p.projectName === DEMO_PROJECT_NAME);
  if (!project || (await getMember(project.id, colleague.userId))) return;

  const group =
    (await listGroups(project.id)).find((g) => g.groupName === GROUP_NAME) ??
    (await groupService.saveGroup(
      owner,
      project.id,
      GROUP_NAME,
      'Reviews the drawings; reads the documents.',
    ));
  await memberService.addProjectMembers(owner, project.id, [
    { userId: colleague.userId, groupId: group.id, roleStatus: 'user' },
  ]);
  // Explicit grants replace the defaults for every group, so the built-in groups keep theirs beside
  // the custom group's (GROUP_DEFAULTS), as the permission dialog would save them.
  const groups = await listGroups(project.id);
  const grantsWith = (custom: Sign[]) =>
    Object.fromEntries(
      groups.map((g) => [g.id, g.id === group.id ? custom : [...GROUP_DEFAULTS[g.groupInit ?? 'custom']]]),
    );
  // The project's root folder has the project's id.
  const drawings = await entryNamed(project.id, project.id, DEMO_FOLDERS.drawings);
  const documents = await entryNamed(project.id, project.id, DEMO_FOLDERS.documents);
  if (drawings)
    await saveEntryGrants(
      owner,
      project.id,
      drawings,
      grantsWith(['viewDir', 'downDir', 'upload', 'addDir', 'viewFile', 'downFile', 'editFile']),
    );
  if (documents) await saveEntryGrants(owner, project.id, documents, grantsWith(['viewDir', 'viewFile']));
}
