import { randomBytes } from 'node:crypto';
import { userDirectory } from '../access/index.ts';
import { sendSms } from '../lib/messaging/sms.ts';
import { markReadAbout } from '../notice/notices.ts';
import { notify } from '../notice/notify.ts';
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

export const teamService = makeTeamService(teamDeps);

/** Is `userId` in the team of `ownerId` (the owner counts)? Projects add people from teams. */
export const inTeam = teamService.inTeam;
