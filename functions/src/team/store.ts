import type {
  ApplicationStatus,
  InviteStatus,
  TeamApplication,
  TeamInvite,
  TeamLink,
  TeamMember,
} from './model.ts';

/** The team domain's data (entityStore.ts on DynamoDB; a fake in unit tests). */
export interface TeamStore {
  /** Adds a member; false when they already are one. */
  putMember(member: TeamMember): Promise<boolean>;
  getMember(ownerId: string, userId: string): Promise<TeamMember | null>;
  deleteMember(ownerId: string, userId: string): Promise<void>;
  /** Renames a member within the team; false when they are no longer a member. */
  setMemberName(ownerId: string, userId: string, memberName: string): Promise<boolean>;
  /** A team's members sorted by account, optionally filtered by account/name. */
  teamMembers(ownerId: string, order: 'asc' | 'desc', search?: string): Promise<TeamMember[]>;
  /** The teams a user joined, newest first. */
  joinedTeams(userId: string): Promise<TeamMember[]>;

  putInvite(invite: TeamInvite): Promise<void>;
  getInvite(ownerId: string, userId: string): Promise<TeamInvite | null>;
  setInviteStatus(ownerId: string, userId: string, status: InviteStatus, now: Date): Promise<void>;
  /** Invitations a user received, newest first. */
  invitesReceived(userId: string): Promise<TeamInvite[]>;
  invitesSent(ownerId: string): Promise<TeamInvite[]>;

  putLink(link: TeamLink): Promise<void>;
  getLink(code: string): Promise<TeamLink | null>;
  /** A team's invitation links, newest first. */
  linksOf(ownerId: string): Promise<TeamLink[]>;

  putApplication(application: TeamApplication): Promise<void>;
  getApplication(ownerId: string, userId: string): Promise<TeamApplication | null>;
  applicationsOf(ownerId: string): Promise<TeamApplication[]>;
  /** Decides an application that is still pending (the write's condition refuses a decided one). */
  setApplicationStatus(ownerId: string, userId: string, status: ApplicationStatus, now: Date): Promise<void>;
  deleteApplication(ownerId: string, userId: string): Promise<void>;
}
