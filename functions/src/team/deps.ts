import type { DirectoryUser, UserDirectory } from '../access/index.ts';
import { displayName } from '../access/index.ts';
import type { Caller } from '../lib/http/route.ts';
import type { TeamMember } from './model.ts';
import type { TeamStore } from './store.ts';

/** What a notice says: a message key with its parameters (translated for each reader). */
export interface NoticeContent {
  key: string;
  params?: Record<string, string | number>;
}

/** Everything the team service depends on; `index.ts` wires the real ones, unit tests pass fakes. */
export interface TeamDeps {
  store: TeamStore;
  users: UserDirectory;
  notify(
    userIds: string[],
    category: number,
    content: NoticeContent,
    relContent: string,
    options: { tenantId: string; creatorId: string },
  ): Promise<unknown>;
  /** Marks a user's notices of a category about something as read (an answered invitation). */
  markReadAbout(userId: string, category: number, relContent: string): Promise<unknown>;
  sendSms(phone: string, text: string): Promise<void>;
  /** Refuses (ActivateMembership) a caller whose tier lacks the collaboration client. */
  requireCollaboration(caller: Caller): Promise<void>;
  clock(): Date;
  /** A new invitation link code. */
  newCode(): string;
}

export function memberOf(
  ownerId: string,
  user: DirectoryUser,
  roleStatus: TeamMember['roleStatus'],
  at: string,
): TeamMember {
  return {
    ownerId,
    userId: user.userId,
    account: user.account,
    memberName: displayName(user),
    avatar: user.avatar,
    email: user.email,
    phone: user.phone,
    roleStatus,
    status: 1,
    joinTime: at,
  };
}

export interface InviteResult {
  invited: { userId: string; account: string }[];
  unregistered: string[];
  skipped: { phone: string; reason: 'self' | 'member' }[];
}

export type LinkDays = 0 | 1 | 7 | 30;

/** Teams (spec 2 §3, §6): invitations, links, applications and membership. */
