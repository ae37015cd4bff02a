import { z } from 'zod';
import { Reply, route } from '../lib/http/route.ts';
import { entityId, idList } from '../lib/http/schemas.ts';
import { previewSourceOf } from '../rendition/index.ts';
import { linkDetail, linkDownload, linkFiles, sharedFile } from './browse.ts';
import { EXPIRE_DAYS, type ExpireDays } from './policy.ts';
import { cancelShare, listShares, saveLink, sendToMembers } from './service.ts';
import { openLink, optionalCaller } from './visit.ts';

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
const expireDays = z.coerce
  .number(INVALID)
  .refine((v): v is ExpireDays => (EXPIRE_DAYS as readonly number[]).includes(v), {
    error: 'share.expireDaysInvalid',
  })
  .transform((v) => v as ExpireDays);
const downState = z.coerce
  .number(INVALID)
  .refine((v) => v === 0 || v === 1, INVALID)
  .transform((v) => v as 0 | 1);
const bool = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean(INVALID));
const selectionBody = {
  projectId: entityId,
  fileIds: idList,
  dirIds: idList,
};
const ids = (b: { fileIds: string[]; dirIds: string[] }) => [...new Set([...b.fileIds, ...b.dirIds])];
const tooMany = (b: { fileIds: string[]; dirIds: string[] }) => ids(b).length <= 1000;

/** The visitor behind a public call: who (if signed in), from where, with which code. */
async function visit(
  ctx: { body: { id: string; code?: string }; request: { headers: Record<string, string>; ip: string } },
  codeOptional = false,
) {
  return openLink({
    id: ctx.body.id,
    code: ctx.body.code,
    caller: await optionalCaller(ctx.request.headers),
    address: ctx.request.ip,
    codeOptional,
  });
}

const P = '/api/cloud/receive/send';

export const shareRoutes = [
  route({
    method: 'POST',
    path: `${P}/link/save`,
    auth: 'user',
    summary:
      'Creates a share link: expiry 1/7/30 days or 0 permanent, optional code, downloads 0/1 (needs shareFile/shareDir)',
    body: z
      .object({ ...selectionBody, expireDays, withCode: bool.default(false), downState })
      .refine(tooMany, { error: 'share.tooMany' }),
    handler: async ({ body, caller }) =>
      new Reply(await saveLink(caller, { ...body, ids: ids(body) }), 'share.created'),
  }),
  route({
    method: 'POST',
    path: `${P}/member/send`,
    auth: 'user',
    summary: 'Shares with members of the project: a category-5 notice each, listed under sent and received',
    body: z
      .object({
        ...selectionBody,
        userIds: idList.refine((v) => v.length <= 90, INVALID),
        expireDays: expireDays.default(0),
        downState: downState.default(1),
      })
      .refine(tooMany, { error: 'share.tooMany' }),
    handler: async ({ body, caller }) => {
      const sent = await sendToMembers(caller, { ...body, ids: ids(body) });
      return new Reply(sent, 'share.sent', { count: sent.count });
    },
  }),
  route({
    method: 'POST',
    path: `${P}/link/detail`,
    auth: 'public',
    summary: 'A link as its page shows it; needCode when an extraction code must be typed first',
    body: z.object({ id: linkId, code }),
    handler: async (ctx) => linkDetail(await visit(ctx, true)),
  }),
  route({
    method: 'POST',
    path: `${P}/link/files`,
    auth: 'public',
    summary: 'The shared tree, read-only: the selection, or a shared folder (dirId); per-row downState',
    body: z.object({ id: linkId, code, dirId: z.preprocess((v) => v || undefined, entityId.optional()) }),
    handler: async (ctx) => linkFiles(await visit(ctx), ctx.body.dirId),
  }),
  route({
    method: 'POST',
    path: `${P}/link/download`,
    auth: 'public',
    summary: 'A presigned GET of a shared file, or a shared folder as a zip (link and item downState 1)',
    body: z.object({ id: linkId, code, fileId: entityId }),
    handler: async (ctx) => linkDownload(await visit(ctx), ctx.body.fileId),
  }),
  route({
    method: 'POST',
    path: `${P}/link/previewSource`,
    auth: 'public',
    summary: "A shared file's preview source (as /file/info/previewSource answers it)",
    body: z.object({ id: linkId, code, fileId: entityId }),
    handler: async (ctx) =>
      previewSourceOf(await sharedFile(await visit(ctx), ctx.body.fileId), ctx.request.lang),
  }),
  route({
    method: 'POST',
    path: `${P}/link/cancel`,
    auth: 'user',
    summary: 'Cancels a share (its creator only); from then on every link call answers 410 cancelled',
    body: z.object({ id: linkId }),
    handler: async ({ body, caller }) => {
      await cancelShare(caller, body.id);
      return new Reply(null, 'share.cancelDone');
    },
  }),
  route({
    method: 'POST',
    path: `${P}/list`,
    auth: 'user',
    summary: "The caller's shares: direction send (links made and sent) or receive (sent to the caller)",
    body: z.object({
      direction: z.enum(['send', 'receive'], INVALID),
      current: z.coerce.number(INVALID).int(INVALID).min(1, INVALID).max(10_000, INVALID).default(1),
      size: z.coerce.number(INVALID).int(INVALID).min(1, INVALID).max(100, INVALID).default(20),
    }),
    handler: async ({ body, caller, request }) =>
      listShares(caller, body.direction, body.current, body.size, request.lang),
  }),
];
