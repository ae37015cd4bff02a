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
  entryGrants: (projectId: string, entryId: string) => ({
    pk: `PROJECT#${projectId}`,
    sk: `GRANTS#${entryId}`,
  }),
  // File manager: entries live in their project's partition; the root folder's id is the project id.
  entry: (projectId: string, entryId: string) => ({ pk: `PROJECT#${projectId}`, sk: `ENTRY#${entryId}` }),
  entryPrefix: (projectId: string) => ({ pk: `PROJECT#${projectId}`, skPrefix: 'ENTRY#' }),
  /** Unique item: one name (case-insensitive) per folder. */
  entryName: (projectId: string, parentId: string, name: string) => ({
    pk: `PROJECT#${projectId}`,
    sk: `ENTRYNAME#${parentId}#${name.trim().toLowerCase()}`,
  }),
  /** A folder's number of children, kept in the transactions that add, move and remove entries. */
  folderCount: (projectId: string, folderId: string) => ({
    pk: `PROJECT#${projectId}`,
    sk: `DIRCOUNT#${folderId}`,
  }),
  /** gsi1..gsi4 partition of a folder's children (sort keys: size, time, name, publish status). */
  folderChildren: (projectId: string, folderId: string) => `DIR#${projectId}#${folderId}`,
  /** 2D markup of one page of a file (rendition/markup.ts); deleted with the file. */
  markupPage: (projectId: string, fileId: string, page: number) => ({
    pk: `PROJECT#${projectId}`,
    sk: `MARKUP#${fileId}#${String(page).padStart(5, '0')}`,
  }),
  markupPrefix: (projectId: string, fileId: string) => ({
    pk: `PROJECT#${projectId}`,
    skPrefix: `MARKUP#${fileId}#`,
  }),
  // Uploads: stored objects (shared by every entry that references them), the verified-content
  // index for instant upload, multipart sessions, possession challenges and the upload lists.
  storedObject: (objectId: string) => ({ pk: `OBJECT#${objectId}`, sk: 'OBJECT' }),
  /** gsi1 partition of objects no entry references yet (swept when old). */
  unreferencedObjects: 'OBJECTS#UNREFERENCED',
  contentIndex: (md5: string, size: number) => ({ pk: `CONTENT#${md5}#${size}`, sk: 'CONTENT' }),
  uploadSession: (userId: string, md5: string, size: number) => ({
    pk: `USER#${userId}`,
    sk: `UPLOADSESSION#${md5}#${size}`,
  }),
  possessionChallenge: (challengeId: string) => ({ pk: `CHALLENGE#${challengeId}`, sk: 'CHALLENGE' }),
  possessionProof: (userId: string, objectId: string) => ({
    pk: `USER#${userId}`,
    sk: `PROOF#${objectId}`,
  }),
  uploadRecord: (userId: string, type: string, id: string) => ({
    pk: `USER#${userId}`,
    sk: `UPLOADREC#${type}#${id}`,
  }),
  uploadRecordPrefix: (userId: string, type: string) => ({
    pk: `USER#${userId}`,
    skPrefix: `UPLOADREC#${type}#`,
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
  /** A share link (category-5 notices point at it; getLinkIsRemove reads it). */
  shareLink: (linkId: string) => ({ pk: `SHARELINK#${linkId}`, sk: 'META' }),
  /** Wrong extraction codes counted per link and per link + address (TTL'd windows). */
  shareAttempts: (linkId: string, scope: string) => ({ pk: `SHARELINK#${linkId}`, sk: `TRY#${scope}` }),
  /** Marks a parse run whose file was deleted mid-run as refunded, so a retried stage refunds once. */
  parseRefund: (runId: string) => ({ pk: `PARSERUN#${runId}`, sk: 'REFUND' }),
  /** The sent-and-received tab: one pointer per share in the sender's and each recipient's partition. */
  shareSent: (userId: string, at: string, linkId: string) => ({
    pk: `USER#${userId}`,
    sk: `SHARESENT#${at}#${linkId}`,
  }),
  shareReceived: (userId: string, at: string, linkId: string) => ({
    pk: `USER#${userId}`,
    sk: `SHARERECV#${at}#${linkId}`,
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
