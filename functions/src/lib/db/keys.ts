/** Key builders of the single table: every entity's pk/sk (and index keys) in one place. */
export const keys = {
  tenant: (tenantId: string) => ({ pk: `TENANT#${tenantId}`, sk: 'META' }),
  dept: (tenantId: string, deptId: string) => ({ pk: `TENANT#${tenantId}`, sk: `DEPT#${deptId}` }),
  role: (tenantId: string, roleId: string) => ({ pk: `TENANT#${tenantId}`, sk: `ROLE#${roleId}` }),
  user: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  accountName: (tenantId: string, account: string) => ({
    pk: `ACCOUNT#${tenantId}#${account.toLowerCase()}`,
    sk: 'UNIQUE',
  }),
  phone: (tenantId: string, phone: string) => ({ pk: `PHONE#${tenantId}#${phone}`, sk: 'UNIQUE' }),
  session: (userId: string, sessionId: string) => ({ pk: `USER#${userId}`, sk: `SESSION#${sessionId}` }),
  sessionPrefix: (userId: string) => ({ pk: `USER#${userId}`, skPrefix: 'SESSION#' }),
  loginLog: (tenantId: string, at: string, id: string) => ({
    pk: `LOGINLOG#${tenantId}#${at.slice(0, 10)}`,
    sk: `${at}#${id}`,
  }),
  code: (purpose: string, target: string) => ({ pk: `CODE#${purpose}#${target}`, sk: 'CODE' }),
  captcha: (key: string) => ({ pk: `CAPTCHA#${key}`, sk: 'CAPTCHA' }),
  config: (name: string) => ({ pk: 'CONFIG', sk: name }),
  outbox: (target: string, at: string, id: string) => ({ pk: `OUTBOX#${target}`, sk: `${at}#${id}` }),
  project: (projectId: string) => ({ pk: `PROJECT#${projectId}`, sk: 'META' }),
  projectMember: (projectId: string, userId: string) => ({
    pk: `PROJECT#${projectId}`,
    sk: `MEMBER#${userId}`,
  }),
  projectGroup: (projectId: string, groupId: string) => ({
    pk: `PROJECT#${projectId}`,
    sk: `GROUP#${groupId}`,
  }),
  projectGroupName: (projectId: string, name: string) => ({
    pk: `PROJECT#${projectId}`,
    sk: `GROUPNAME#${name.trim().toLowerCase()}`,
  }),
  groupRef: (groupId: string) => ({ pk: `GROUPREF#${groupId}`, sk: 'REF' }),
  teamMember: (ownerId: string, userId: string) => ({ pk: `TEAM#${ownerId}`, sk: `MEMBER#${userId}` }),
  teamInvite: (ownerId: string, userId: string) => ({ pk: `TEAM#${ownerId}`, sk: `INVITE#${userId}` }),
  teamApplication: (ownerId: string, userId: string) => ({ pk: `TEAM#${ownerId}`, sk: `APPLY#${userId}` }),
  teamLink: (code: string) => ({ pk: `TEAMLINK#${code}`, sk: 'META' }),
  /**
   * Still read raw by project/access.ts (the permission loader, converted by its owner); written
   * only through entities/entryGrants.ts. Remove once the loader reads the entity.
   */
  entryGrants: (projectId: string, entryId: string) => ({
    pk: `PROJECT#${projectId}`,
    sk: `GRANTS#${entryId}`,
  }),
  // Notices (per user), message settings, platform notices and their deliveries.
  notice: (userId: string, noticeId: string) => ({ pk: `USER#${userId}`, sk: `NOTICE#${noticeId}` }),
  noticePrefix: (userId: string) => ({ pk: `USER#${userId}`, skPrefix: 'NOTICE#' }),
  /** gsi1: a user's unread notices (sparse: removed when read). */
  unreadNotices: (userId: string) => `NOTICE#${userId}#UNREAD`,
  /** gsi2: a user's platform notices, for the notice dialog. */
  noticePop: (userId: string) => `NOTICEPOP#${userId}`,
  messageSettings: (userId: string) => ({ pk: `USER#${userId}`, sk: 'MESSAGE_SETTINGS' }),
  platformNotice: (noticeId: string) => ({ pk: `PNOTICE#${noticeId}`, sk: 'META' }),
  platformNoticeDelivery: (noticeId: string, userId: string) => ({
    pk: `PNOTICE#${noticeId}`,
    sk: `TO#${userId}`,
  }),
  /** gsi1: a tenant's platform notices; gsi2: the published ones. */
  platformNotices: (tenantId: string) => `PNOTICES#${tenantId}`,
  publishedNotices: (tenantId: string) => `PNOTICES#${tenantId}#PUBLISHED`,
  /** A tenant's users (gsi1), as written by createUser. */
  tenantUsers: (tenantId: string) => `TENANT#${tenantId}#USERS`,
  // Feedback: the record, its thread of replies and comments, picture claims, reply templates.
  feedback: (feedbackId: string) => ({ pk: `FEEDBACK#${feedbackId}`, sk: 'META' }),
  feedbackItem: (feedbackId: string, itemId: string) => ({
    pk: `FEEDBACK#${feedbackId}`,
    sk: `ITEM#${itemId}`,
  }),
  /** gsi1: a user's feedback; gsi2: a tenant's feedback, for administrators. */
  userFeedback: (userId: string) => `FEEDBACK#USER#${userId}`,
  tenantFeedback: (tenantId: string) => `FEEDBACKS#${tenantId}`,
  feedbackPicture: (key: string) => ({ pk: `FBPICTURE#${key}`, sk: 'CLAIM' }),
  feedbackTemplate: (tenantId: string, templateId: string) => ({
    pk: `FBTEMPLATES#${tenantId}`,
    sk: `TEMPLATE#${templateId}`,
  }),
};

/** Seconds since the epoch, the unit DynamoDB's TTL reads. */
export function epochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** Account domain keys (profile, security, space, membership, activities). */
export const accountKeys = {
  email: (tenantId: string, email: string) => ({
    pk: `EMAIL#${tenantId}#${email.toLowerCase()}`,
    sk: 'UNIQUE',
  }),
  quota: (userId: string) => ({ pk: `USER#${userId}`, sk: 'QUOTA' }),
  avatar: (avatarId: string) => ({ pk: `AVATAR#${avatarId}`, sk: 'META' }),
  tier: (code: string) => ({ pk: 'MEMBERSHIP', sk: `TIER#${code}` }),
  event: (eventId: string) => ({ pk: `EVENT#${eventId}`, sk: 'META' }),
  inviteCode: (code: string) => ({ pk: `INVITECODE#${code.toUpperCase()}`, sk: 'UNIQUE' }),
  invitee: (inviterId: string, eventId: string, inviteeId: string) => ({
    pk: `USER#${inviterId}`,
    sk: `INVITEE#${eventId}#${inviteeId}`,
  }),
  inviteePrefix: (inviterId: string, eventId: string) => ({
    pk: `USER#${inviterId}`,
    skPrefix: `INVITEE#${eventId}#`,
  }),
  /** gsi1 partitions. */
  activeEvents: (tenantId: string) => `EVENTS#${tenantId}#ACTIVE`,
  tenantUsers: (tenantId: string) => `TENANT#${tenantId}#USERS`,
  /** gsi2 partition of accounts waiting for deletion, sorted by due date. */
  pendingDeletions: 'DELETION#PENDING',
};
