import { z } from 'zod';
import { phoneRule } from '../validation.ts';
import { IdSchema, idListSchema, OptionalIdSchema } from './ids.ts';

/** The cloud/team and cloud/link groups (spec 2 §7 "Team", "Invitation links"): requests and answers. */

// ---- Requests ----

/** Team owner or member ids: at least one, at most 500, as an array or comma-joined. */
const teamIds = idListSchema({ min: 1, max: 500 });
const pageFields = {
  current: z.coerce.number<number | string>().int().min(1).default(1),
  size: z.coerce.number<number | string>().int().min(1).max(1000).default(100),
};
/** Link expiry in days; 0 is a permanent link. */
const LINK_EXPIRE_DAYS = [0, 1, 7, 30] as const;
export type LinkDays = (typeof LINK_EXPIRE_DAYS)[number];
const expireDays = z.coerce
  .number<number | string>()
  .refine((v) => (LINK_EXPIRE_DAYS as readonly number[]).includes(v)) as unknown as z.ZodType<LinkDays>;
const bool = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

export const MyMembersQuery = z.object({
  account: z.string().trim().max(100).optional(),
  ascs: z.string().optional(),
  descs: z.string().optional(),
  ...pageFields,
});
/** teamId = the owner's user id; the caller's own team when left out. */
export const TeamIdQuery = z.object({ teamId: IdSchema.optional() });

const inviteItem = z.object({ phone: z.string().max(32).optional(), fkMemberId: OptionalIdSchema });
/** A list of people to invite, bare or as `{ list }`. */
export const InviteMembersBody = z.union([
  z.array(inviteItem).max(500),
  z.object({ list: z.array(inviteItem).max(500) }).transform((v) => v.list),
]);
export const InviteSmsBody = z.object({ phone: phoneRule });
export const JoinTeamsBody = z.object({ teamIds, accept: bool.default(true) });
export const JoinedTeamsBody = z.object({
  orderWay: z.enum(['asc', 'desc']).default('desc'),
  keyword: z.string().trim().max(100).optional(),
  ...pageFields,
});
export const ExitTeamsBody = z.object({ teamIds });
export const RemoveTeamMembersBody = z.object({ userIds: teamIds, teamId: IdSchema.optional() });
export const SaveLinkBody = z.object({ expireDays: expireDays.default(7), needApproval: bool.default(true) });
export const LinkCodeQuery = z.object({ code: IdSchema });
export const LinkCodeBody = z.object({ code: IdSchema });
export const UpdateLinkBody = z.object({
  code: IdSchema,
  cancel: bool.optional(),
  expireDays: expireDays.optional(),
  needApproval: bool.optional(),
});
export const ApplicationListQuery = z.object({
  teamId: IdSchema.optional(),
  status: z.enum(['pending', 'approved', 'declined']).optional(),
});
export const DecideApplicationBody = z.object({
  userId: IdSchema,
  status: z.enum(['approved', 'declined']),
  teamId: IdSchema.optional(),
});
export const RemoveApplicationsBody = z.object({ userIds: teamIds, teamId: IdSchema.optional() });

/** One person to invite: a registered user (fkMemberId) or a phone nobody registered yet. */
export type InviteItem = z.input<typeof inviteItem>;
export type JoinedTeamsInput = z.input<typeof JoinedTeamsBody>;

// ---- Answers ----

/** A person in the caller's team (spec 2 §3 "Team member"). */
export interface TeamMember {
  id: string;
  account: string;
  memberName: string;
  avatar?: string;
  /** The member's user id (the team row has its own id). */
  fkMemberId?: string;
  email?: string;
  phone?: string;
  status?: number;
  roleStatus?: string;
  joinTime?: string;
}

/** The answer of the phone search (an 11-digit phone), or null when nobody registered it. */
export interface PhoneMatch {
  id: string;
  phone: string;
  account: string;
  avatar: string;
  memberName: string;
  inTeam: boolean;
}

export interface InviteOutcome {
  invited: { userId: string; account: string }[];
  unregistered: string[];
  skipped: { phone: string; reason: 'self' | 'member' }[];
}

export type InviteStatus = 'pending' | 'accepted' | 'declined';

/** An invitation to a team, as the invitee and the inviting team see it. */
export interface TeamInvite {
  ownerId: string;
  userId: string;
  ownerAccount: string;
  account: string;
  phone: string;
  status: InviteStatus;
  createTime: string;
  updateTime: string;
}

/** A team the caller joined. */
export interface JoinedTeam {
  teamId: string;
  ownerAccount: string;
  ownerName: string;
  ownerAvatar: string;
  roleStatus: 'user' | 'admin';
  joinTime: string;
}

export interface TeamLink {
  code: string;
  /** ISO expiry, or '' for a permanent link. */
  expireTime: string;
  needApproval: boolean;
  status: 'active' | 'cancelled';
  createTime: string;
  /** Past its expiry (the list answers it). */
  expired?: boolean;
}

/** The team behind a usable link. */
export interface LinkDetail {
  code: string;
  expireTime: string;
  needApproval: boolean;
  ownerAccount: string;
  ownerName: string;
  ownerAvatar: string;
}

export type ApplicationState = 'none' | 'pending' | 'approved' | 'declined' | 'member';
export type ApplicationStatus = 'pending' | 'approved' | 'declined';

export interface JoinApplication {
  ownerId: string;
  userId: string;
  account: string;
  memberName: string;
  phone: string;
  code: string;
  status: ApplicationStatus;
  createTime: string;
  updateTime: string;
}

export type BatchResult = 'invited' | 'unregistered' | 'invalid' | 'duplicate' | 'self' | 'member';

export interface BatchRow {
  row: number;
  phone: string;
  result: BatchResult;
}

/** The text sent to an unregistered phone: its join code and address. */
export interface InviteSms {
  code: string;
  url: string;
}

/** The caller's standing with the team behind a link. */
export interface ApplicationAnswer {
  status: ApplicationState;
}

/** Joining through a link: pending when the link needs approval. */
export interface JoinAnswer {
  status: 'pending' | 'approved';
}

/** A member's display name within a team (teamId = owner id, mine by default). */
export const UpdateMemberNameBody = z.object({
  teamId: IdSchema.optional(),
  userId: IdSchema,
  memberName: z
    .string({ error: 'team.memberNameRequired' })
    .trim()
    .min(1, { error: 'team.memberNameRequired' })
    .max(50, { error: 'team.memberNameLength' }),
});

/** What the caller may do in a team (teamId = owner id, mine by default). */
export interface TeamPrivilegesView {
  teamId: string;
  privilegeType: 'owner' | 'admin' | 'user' | 'none';
  manage: boolean;
  renameSelf: boolean;
  exit: boolean;
}
