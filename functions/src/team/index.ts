import { randomBytes } from 'node:crypto';
import { userDirectory } from '../access/index.ts';
import { sendSms } from '../lib/messaging/sms.ts';
import { markReadAbout, notify } from '../notice/index.ts';
import { makeTeamAccess } from './access.ts';
import { entityStore } from './entityStore.ts';
import { requireCollaboration } from './gating.ts';
import { makeTeamService, type TeamDeps } from './service.ts';

/** The team domain's public face: the service wired once with the real dependencies. */
const teamDeps: TeamDeps = {
  store: entityStore,
  users: userDirectory,
  notify,
  markReadAbout,
  sendSms: (phone, text) => sendSms(phone, text),
  requireCollaboration,
  clock: () => new Date(),
  newCode: () => randomBytes(9).toString('base64url'),
};

export const teamService = /* @__PURE__ */ makeTeamService(teamDeps);

/** Team membership alone (no invitations, SMS or notices): what the project domain needs. */
const teamAccess = /* @__PURE__ */ makeTeamAccess({ store: entityStore, users: userDirectory });

/** Is `userId` in the team of `ownerId` (the owner counts)? Projects add people from teams. */
export function inTeam(ownerId: string, userId: string): Promise<boolean> {
  return teamAccess.inTeam(ownerId, userId);
}
