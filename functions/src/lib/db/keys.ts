/** Key builders of the single table: every entity's pk/sk (and index keys) in one place. */
export const keys = {
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
