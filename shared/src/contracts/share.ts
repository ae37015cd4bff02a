import { z } from 'zod';
import { IdSchema, OptionalIdListSchema } from './ids.ts';

/** Sharing (cloud/receive/send): links, sending to members, the link page, sent and received. */

// ---- Requests ----

const INVALID = { error: 'share.invalid' };
/** Link ids are URL-safe base64 (links pasted from chats are cleaned by the SPA first). */
const linkId = z
  .string(INVALID)
  .trim()
  .min(1, INVALID)
  .max(64, INVALID)
  .regex(/^[\w-]+$/, INVALID);
const code = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.string(INVALID).trim().max(16, INVALID).optional(),
);
/** Link expiry in days; 0 is permanent. */
const SHARE_EXPIRE_DAYS = [0, 1, 7, 30] as const;
export type ExpireDays = (typeof SHARE_EXPIRE_DAYS)[number];
const expireDays = z.coerce
  .number<number | string>(INVALID)
  .refine((v): v is ExpireDays => (SHARE_EXPIRE_DAYS as readonly number[]).includes(v), {
    error: 'share.expireDaysInvalid',
  })
  .transform((v) => v as ExpireDays);
const downState = z.coerce
  .number<number | string>(INVALID)
  .refine((v) => v === 0 || v === 1, INVALID)
  .transform((v) => v as 0 | 1);
const bool = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean(INVALID));
const selection = {
  projectId: IdSchema,
  fileIds: OptionalIdListSchema,
  dirIds: OptionalIdListSchema,
};
/** The files and folders of a share, each once. */
export const sharedIds = (b: { fileIds: string[]; dirIds: string[] }) => [
  ...new Set([...b.fileIds, ...b.dirIds]),
];
const notTooMany = (b: { fileIds: string[]; dirIds: string[] }) => sharedIds(b).length <= 1000;

export const SaveLinkBody = z
  .object({ ...selection, expireDays, withCode: bool.default(false), downState })
  .refine(notTooMany, { error: 'share.tooMany' });
export const SendToMembersBody = z
  .object({
    ...selection,
    userIds: OptionalIdListSchema.refine((v) => v.length <= 90, INVALID),
    expireDays: expireDays.default(0),
    downState: downState.default(1),
  })
  .refine(notTooMany, { error: 'share.tooMany' });
export const LinkAccessBody = z.object({ id: linkId, code });
export const LinkFilesBody = z.object({
  id: linkId,
  code,
  dirId: z.preprocess((v) => v || undefined, IdSchema.optional()),
});
export const LinkFileBody = z.object({ id: linkId, code, fileId: IdSchema });
export const LinkIdBody = z.object({ id: linkId });
export const ShareListBody = z.object({
  direction: z.enum(['send', 'receive'], INVALID),
  current: z.coerce
    .number<number | string>(INVALID)
    .int(INVALID)
    .min(1, INVALID)
    .max(10_000, INVALID)
    .default(1),
  size: z.coerce.number<number | string>(INVALID).int(INVALID).min(1, INVALID).max(100, INVALID).default(20),
});

export type SaveLinkInput = z.input<typeof SaveLinkBody>;
export type SendToMembersInput = z.input<typeof SendToMembersBody>;

// ---- Answers ----

/** A link just made: its id, its extraction code ('' without one) and its expiry ('' permanent). */
export interface CreatedLink {
  id: string;
  code: string;
  expireTime: string;
}

export interface SentToMembers {
  id: string;
  count: number;
}

/** A link as its page shows it. */
export interface LinkDetail {
  id: string;
  creatorName: string;
  createTime: string;
  expireTime: string;
  downState: 0 | 1;
  needCode: boolean;
  isCreator: boolean;
  audience: 'anyone' | 'members';
  fileCount: number;
  projectId?: string;
}

export interface SharedRow {
  id: string;
  parentId: string;
  isFile: 0 | 1;
  fileName: string;
  fileSuffix: string;
  fileSize: number;
  time: string;
  userName: string;
  preview: number;
  isModel: string;
  downState: 0 | 1;
}

export interface SharedFiles {
  records: SharedRow[];
  path: { id: string; fileName: string }[];
}

/** A shared file's presigned download. */
export interface SharedDownload {
  url: string;
  fileName: string;
}

export interface ShareRow {
  id: string;
  name: string;
  fileCount: number;
  projectId: string;
  direction: 'send' | 'receive';
  audience: 'anyone' | 'members';
  creatorName: string;
  recipientNames: string[];
  createTime: string;
  expireTime: string;
  state: 'valid' | 'expired' | 'cancelled';
  downState: 0 | 1;
  withCode: boolean;
  isCreator: boolean;
}
