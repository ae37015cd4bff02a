import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiGroup, RouteDef } from '../../functions/src/lib/http/route.ts';
import { generateSheet } from '../pid/sheet/generate.ts';
import { sheetToPdf } from '../pid/sheet/pdf.ts';
import { baseUrl, call } from '../support/client.ts';
import { type EntryRow, fileCall, mkdir } from '../support/files.ts';
import { leaksIn, storageTags } from '../support/leaks.ts';
import { adminTokens, functionsModule } from '../support/notices.ts';
import { concretePath, sampleObject } from '../support/probes.ts';
import {
  addMembers,
  createProject,
  grantMembership,
  joinTeam,
  type Person,
  person,
} from '../support/projects.ts';
import { storedState } from '../support/tableState.ts';
import { bytesOf, upload } from '../support/upload.ts';

/**
 * No answer carries storage internals (issue 14 item 8). Every list, page, query, tree, records and
 * members route of the manifest is called by users who have data of every kind (a project with a
 * custom group and a member, a folder and a file, a team with a link and an application, a share
 * link and a share to a member, upload-list lines, feedback, a platform notice), and each answer is
 * searched at every depth for key attributes, index attributes, ElectroDB markers, the stored TTL
 * and entity tags.
 */

let groups: ApiGroup[] = [];
let owner: Person;
let member: Person;
let adminToken = '';
let publishedNoticeId = '';
/** Field values for request bodies and queries, by field name. */
let known: Record<string, unknown> = {};
/** Path parameters, by route path and parameter name. */
let pathValues: (route: RouteDef) => Record<string, string> = () => ({});
/** Bodies that cannot be told from field names alone. */
let bodies: Record<string, Record<string, unknown>> = {};

async function ok<T>(res: Promise<{ status: number; body: { msg: string; data: T } }>, what: string) {
  const out = await res;
  if (out.status !== 200) throw new Error(`${what}: ${out.status} ${out.body.msg}`);
  return out.body.data;
}

beforeAll(async () => {
  ({ apiGroups: groups } = await functionsModule<{ apiGroups: ApiGroup[] }>('manifest'));
  const applicant = await person();
  [owner, member] = await Promise.all([person(), person()]);
  adminToken = (await adminTokens()).access_token;
  await grantMembership(owner.userId);
  await joinTeam(owner, [member]);
  const as = (who: Person) => ({ token: who.tokens.access_token });

  const { projectId } = await createProject(owner);
  const group = await ok(
    call<{ id: string }>('/api/cloud/project/group/save', {
      ...as(owner),
      body: { fkProjectId: projectId, groupName: 'Piping', memo: 'Pipes' },
    }),
    'group',
  );
  await addMembers(owner, projectId, [{ userId: member.userId, groupId: group.id }]);
  const folder = await mkdir(owner, projectId, 'Docs');
  const uploaded = await upload(owner, { projectId, dirId: folder.id }, 'notes.txt', bytesOf(4096, 5));
  const file = (
    await fileCall<{ records: EntryRow[] }>(owner, '/info/query', { projectId, dirId: folder.id })
  ).body.data.records.find((e) => e.id === uploaded.entryId)!;

  const teamLink = await ok(
    call<{ code: string }>('/api/cloud/link/save', {
      ...as(owner),
      body: { expireDays: 7, needApproval: true },
    }),
    'team link',
  );
  await ok(
    call('/api/cloud/link/application/save', { ...as(applicant), body: { code: teamLink.code } }),
    'application',
  );
  const share = await ok(
    call<{ id: string; code: string }>('/api/cloud/receive/send/link/save', {
      ...as(owner),
      body: { projectId, fileIds: [file.id], expireDays: 7, downState: 1 },
    }),
    'share link',
  );
  await ok(
    call('/api/cloud/receive/send/member/send', {
      ...as(owner),
      body: { projectId, fileIds: [file.id], userIds: [member.userId] },
    }),
    'share to member',
  );
  const line = { fkProjectId: projectId, fileName: 'notes.txt', fileSize: 4096, fileType: 'upload' };
  await ok(call('/api/cloud/file/upload/list/save', { ...as(owner), body: [line] }), 'upload line');
  await ok(
    call('/api/cloud/feedback/save', {
      ...as(owner),
      body: { feedback: 'The file list is slow on big folders.', emerg: 1 },
    }),
    'feedback',
  );
  const admin = { token: adminToken };
  await ok(
    call('/api/cloud/feedback/template/submit', { ...admin, body: { content: 'Thank you, we are on it.' } }),
    'template',
  );
  const notice = await ok(
    call<{ id: string }>('/api/cloud/notice/setting/save', {
      ...admin,
      body: {
        title: '维护',
        titleEn: 'Maintenance',
        content: '<p>维护</p>',
        contentEn: '<p>Maintenance</p>',
      },
    }),
    'platform notice',
  );
  await ok(
    call('/api/cloud/notice/setting/publishNotice', {
      ...admin,
      body: { ids: [notice.id], endTime: new Date(Date.now() + 86_400_000).toISOString(), language: 'zh,en' },
    }),
    'publish',
  );
  publishedNoticeId = notice.id;

  // A recognised P&ID drawing, for its detail page and tree.
  const pdf = await sheetToPdf(generateSheet({ seed: 3, size: 'A3', density: 'sparse' }));
  const drawing = (await upload(owner, { projectId, dirId: folder.id }, 'unit-3.pdf', pdf)).entryId;
  await ok(
    call('/api/recTask/submit', { ...as(owner), body: { projectId, fileIds: [drawing] } }),
    'recognise',
  );
  for (let state = 0; state !== 90; await new Promise((r) => setTimeout(r, 200))) {
    const [record] = await ok(
      call<{ state: number }[]>('/api/cloud/file/schedule/identifyProgress', {
        ...as(owner),
        body: { projectId, fileIds: [drawing] },
      }),
      'recognition progress',
    );
    state = record?.state ?? 0;
    if (state === 99) throw new Error('the drawing was not recognised');
  }

  // A paid order refunded in part, for querySplitOrder (the order with its refund parts).
  const start = await ok(
    call<{ order: { id: string }; codeUrl: string }>('/api/blade-pay/alipay/nativePay', {
      ...as(owner),
      body: { chargeId: 'parse-10' },
    }),
    'checkout',
  );
  const paid = await fetch(`${start.codeUrl}/pay`, {
    method: 'POST',
    headers: { accept: 'application/json' },
  });
  if (paid.status !== 200) throw new Error(`payer page: ${paid.status}`);
  await ok(
    call('/api/blade-pay/order/refund', {
      ...admin,
      body: { orderId: start.order.id, refundFen: 100, reason: 'A part' },
    }),
    'partial refund',
  );

  known = {
    projectId,
    fkProjectId: projectId,
    dirId: folder.id,
    fileId: file.id,
    teamId: owner.userId,
  };
  pathValues = (route): Record<string, string> =>
    route.path.includes('/group/user/list/') || route.path.includes('/group/tree/query/')
      ? { id: group.id }
      : { id: projectId, projectId };
  bodies = {
    '/api/cloud/receive/send/link/detail': { id: share.id, code: share.code },
    '/api/cloud/receive/send/link/files': { id: share.id, code: share.code },
    '/api/cloud/receive/send/list': { direction: 'send' },
    '/api/cloud/file/dir/queryMoveDir': { projectId, dirId: projectId, ids: folder.id },
    '/api/cloud/file/user/perm/rel/queryEntryPerm': { projectId, id: folder.id },
    '/api/pidDetail/page': { projectId, pfileId: drawing },
    '/api/pidDetail/tree': { projectId, pfileId: drawing },
    '/api/instrumentLoop/allLoop': { projectId, pfileId: drawing },
    '/api/instrumentIndex/list': { projectId, pfileId: drawing },
    '/api/cloud/order/user/rel/querySplitOrder': { orderId: start.order.id },
    // The built-in administrator role: every tenant has it.
    '/api/blade-system/menu/role-tree-keys': { roleIds: '1' },
  };
}, 120_000);

/** Routes that answer lists, pages, queries, trees, records or members; routes that change something are left out. */
function listRoutes(): RouteDef[] {
  const reads = /list|page|query|tree|records|members/i;
  const readsInSummary = /\b(list|lists|paged?|tree|newest first)\b/i;
  const writes = /^(set|save|remove|delete|clear|cancel|update|send|init|invite)/i;
  return groups
    .flatMap((g) => g.routes)
    .filter((r) => {
      const last =
        r.path
          .split('/')
          .filter((s) => s && !s.startsWith('{'))
          .at(-1) ?? '';
      // Exports and downloads answer a file (exportRelationshipTree, whitelist/down), not an envelope of records.
      if (writes.test(last) || /^(export|down$)/i.test(last)) return false;
      return (
        reads.test(last) || (r.method === 'GET' && (reads.test(r.path) || readsInSummary.test(r.summary)))
      );
    });
}

async function answer(route: RouteDef, token: string) {
  const bodyOrQuery = bodies[route.path] ?? {
    ...(route.body ? sampleObject(route.body, known) : {}),
    ...(route.query ? sampleObject(route.query, known) : {}),
  };
  const path = concretePath(route, pathValues(route));
  const query =
    route.method === 'GET' && route.query
      ? `?${new URLSearchParams(Object.entries(bodyOrQuery).map(([k, v]) => [k, String(v)]))}`
      : '';
  const res = await fetch(`${baseUrl()}${path}${query}`, {
    method: route.method,
    headers: {
      'accept-language': 'en',
      'blade-auth': `bearer ${token}`,
      ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    body: route.method === 'GET' ? undefined : JSON.stringify(bodyOrQuery),
  });
  return { status: res.status, body: (await res.json()) as { msg: string; data: unknown } };
}

// Left published, the notice would pop up over the pages of every browser test that runs later.
afterAll(async () => {
  if (!publishedNoticeId) return;
  const res = await call('/api/cloud/notice/setting/cancelPublishing', {
    token: adminToken,
    body: { ids: [publishedNoticeId] },
  });
  if (res.status !== 200) throw new Error(`cancelling the probe notice failed: ${res.body.msg}`);
});

describe('no answer carries storage internals', () => {
  it('walks every list, page, query and tree route as users with data', async () => {
    const routes = listRoutes();
    expect(routes.length).toBeGreaterThan(30);
    const tags = storageTags([...(await storedState()).items.values()].map((v) => v.item));
    const leaks: string[] = [];
    const notAnswered: string[] = [];
    for (const route of routes) {
      const name = `${route.method} ${route.path}`;
      const callers =
        route.auth === 'admin' ? [adminToken] : [owner.tokens.access_token, member.tokens.access_token];
      for (const [i, token] of callers.entries()) {
        const res = await answer(route, token);
        // The owner (or the administrator) has data behind every route: each must answer it.
        if (i === 0 && res.status !== 200) notAnswered.push(`${name}: ${res.status} ${res.body.msg}`);
        for (const leak of leaksIn(res.body.data, tags)) leaks.push(`${name}: ${leak}`);
      }
    }
    console.log(`storage leaks: ${routes.length} routes called, ${leaks.length} leaks`);
    if (leaks.length) console.log(leaks.join('\n'));
    expect(notAnswered).toEqual([]);
    expect(leaks).toEqual([]);
  });
});
