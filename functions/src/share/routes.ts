import {
  LinkAccessBody,
  LinkFileBody,
  LinkFilesBody,
  LinkIdBody,
  SaveLinkBody,
  SendToMembersBody,
  ShareListBody,
  sharedIds,
} from '@loopline/shared/contracts/share';
import { Reply, route } from '../lib/http/route.ts';
import { previewSourceOf } from '../rendition/index.ts';
import { linkDetail, linkDownload, linkFiles, sharedFile } from './browse.ts';
import { cancelShare, listShares, saveLink, sendToMembers } from './service.ts';
import { openLink, optionalCaller } from './visit.ts';

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
    body: SaveLinkBody,
    handler: async ({ body, caller }) =>
      new Reply(await saveLink(caller, { ...body, ids: sharedIds(body) }), 'share.created'),
  }),
  route({
    method: 'POST',
    path: `${P}/member/send`,
    auth: 'user',
    summary: 'Shares with members of the project: a category-5 notice each, listed under sent and received',
    body: SendToMembersBody,
    handler: async ({ body, caller }) => {
      const sent = await sendToMembers(caller, { ...body, ids: sharedIds(body) });
      return new Reply(sent, 'share.sent', { count: sent.count });
    },
  }),
  route({
    method: 'POST',
    path: `${P}/link/detail`,
    auth: 'public',
    summary: 'A link as its page shows it; needCode when an extraction code must be typed first',
    body: LinkAccessBody,
    handler: async (ctx) => linkDetail(await visit(ctx, true)),
  }),
  route({
    method: 'POST',
    path: `${P}/link/files`,
    auth: 'public',
    summary: 'The shared tree, read-only: the selection, or a shared folder (dirId); per-row downState',
    body: LinkFilesBody,
    handler: async (ctx) => linkFiles(await visit(ctx), ctx.body.dirId),
  }),
  route({
    method: 'POST',
    path: `${P}/link/download`,
    auth: 'public',
    summary: 'A presigned GET of a shared file, or a shared folder as a zip (link and item downState 1)',
    body: LinkFileBody,
    handler: async (ctx) => linkDownload(await visit(ctx), ctx.body.fileId),
  }),
  route({
    method: 'POST',
    path: `${P}/link/previewSource`,
    auth: 'public',
    summary: "A shared file's preview source (as /file/info/previewSource answers it)",
    body: LinkFileBody,
    handler: async (ctx) =>
      previewSourceOf(await sharedFile(await visit(ctx), ctx.body.fileId), ctx.request.lang),
  }),
  route({
    method: 'POST',
    path: `${P}/link/cancel`,
    auth: 'user',
    summary: 'Cancels a share (its creator only); from then on every link call answers 410 cancelled',
    body: LinkIdBody,
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
    body: ShareListBody,
    handler: async ({ body, caller, request }) =>
      listShares(caller, body.direction, body.current, body.size, request.lang),
  }),
];
