import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Tokens } from '../support/client.ts';
import { testDb } from '../support/db.ts';
import { functionsModule, newUser, unread } from '../support/notices.ts';
import { openSocket } from '../support/socket.ts';
import { tenantOfItsOwn } from '../support/tenants.ts';

type NotifyModule = typeof import('../../functions/src/notice/notify.ts');
interface NoticePage {
  records: { id: string; status: number; content: string; category: number }[];
  total: number;
  current: number;
  size: number;
  cursor?: string;
}
interface PlatformRow {
  id: string;
  title: string;
  content: string;
  status: number;
  languages: string;
  endTime?: string;
  expired: boolean;
  recipients?: number;
}
interface PopNotice {
  id: string;
  noticeId: string;
  title: string;
  titleEn: string;
  contentEn: string;
  isRead: boolean;
}

const future = () => new Date(Date.now() + 86_400_000).toISOString();
const list = (token: string, body: Record<string, unknown> = {}) =>
  call<NoticePage>('/api/cloud/notice/list', { token, body });

describe('notices: /api/cloud/notice/*', () => {
  let user: Tokens;
  let notify: NotifyModule['notify'];

  beforeAll(async () => {
    notify = (await functionsModule<NotifyModule>('notice/notify')).notify;
    user = await newUser();
    for (let i = 1; i <= 25; i++) await notify([user.user_id], 1, `upload ${i} finished`, `file-${i}`);
  });

  it('needs a signed-in user', async () => {
    expect((await call('/api/cloud/notice/count')).status).toBe(401);
    expect((await call('/api/cloud/notice/list', { body: {} })).status).toBe(401);
    expect((await call('/api/cloud/notice/readAll', { method: 'POST' })).status).toBe(401);
    expect((await call('/api/cloud/notice/update', { body: { id: 'x' } })).status).toBe(401);
    expect((await call('/api/cloud/notice/setting/queryNoticePop')).status).toBe(401);
  });

  it('counts unread notices', async () => {
    const res = await call<number>('/api/cloud/notice/count', { token: user.access_token });
    expect(res.body).toMatchObject({ code: 200, success: true, data: 25 });
  });

  it('pages the list 20 at a time, newest first, by page number or cursor', async () => {
    const first = await list(user.access_token);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ total: 25, current: 1, size: 20 });
    expect(first.body.data.records).toHaveLength(20);
    expect(first.body.data.records[0]!.content).toBe('upload 25 finished');
    expect(first.body.data.cursor).toBeTruthy();
    const byCursor = await list(user.access_token, { cursor: first.body.data.cursor, current: 2 });
    const byPage = await list(user.access_token, { current: 2 });
    expect(byCursor.body.data.records.map((r) => r.content)).toEqual([
      'upload 5 finished',
      'upload 4 finished',
      'upload 3 finished',
      'upload 2 finished',
      'upload 1 finished',
    ]);
    expect(byPage.body.data.records).toEqual(byCursor.body.data.records);
    expect(byCursor.body.data.cursor).toBeUndefined();
  });

  it('takes the list as a form post too', async () => {
    const res = await call<NoticePage>('/api/cloud/notice/list', {
      token: user.access_token,
      raw: 'status=0&current=1&size=5',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ size: 5, total: 25 });
  });

  it('refuses bad list input with the field named', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ status: 'x' }, /^status: must be a number$/],
      [{ status: 2 }, /^status: is not valid$/],
      [{ size: 0 }, /^size: is not valid$/],
      [{ size: 101 }, /^size: is not valid$/],
      [{ current: -1 }, /^current: is not valid$/],
      [{ cursor: 'not-a-cursor' }, /cursor is not valid/],
    ];
    for (const [body, msg] of cases) {
      const res = await list(user.access_token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.msg).toMatch(msg);
    }
    // A cursor from another user's list cannot move into their notices.
    const other = await newUser();
    await notify([other.user_id], 1, 'theirs', '');
    const theirs = await list(user.access_token, { size: 1 });
    const forged = await list(other.access_token, { cursor: theirs.body.data.cursor });
    expect(forged.status).toBe(400);
  });

  it('marks one notice read; unknown or foreign ids are not found; bad ids refused', async () => {
    const unreadOnly = await list(user.access_token, { status: 0, size: 1 });
    const id = unreadOnly.body.data.records[0]!.id;
    const res = await call('/api/cloud/notice/update', { token: user.access_token, body: { id } });
    expect(res.body).toMatchObject({ code: 200, msg: 'Marked as read.' });
    expect(await unread(user.access_token)).toBe(24);
    // Twice is fine.
    expect((await call('/api/cloud/notice/update', { token: user.access_token, body: { id } })).status).toBe(
      200,
    );
    const read = await list(user.access_token, { status: 1 });
    expect(read.body.data.records.map((r) => r.id)).toEqual([id]);
    const other = await newUser();
    const foreign = await call('/api/cloud/notice/update', { token: other.access_token, body: { id } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe('The notice does not exist.');
    const bad = await call('/api/cloud/notice/update', { token: user.access_token, body: { id: '../x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('id: is not valid');
    const missing = await call('/api/cloud/notice/update', { token: user.access_token, body: {} });
    expect(missing.body.msg).toBe('id: is required');
  });

  it('marks all read and pushes the change to the user’s sockets', async () => {
    const socket = await openSocket(user.access_token);
    const res = await call<number>('/api/cloud/notice/readAll', { token: user.access_token, method: 'POST' });
    expect(res.body).toMatchObject({ code: 200, data: 24, msg: 'All notices are marked as read.' });
    expect(JSON.parse((await socket.next('NOTICE')).content)).toEqual({ readAll: 24 });
    expect(await unread(user.access_token)).toBe(0);
    socket.close();
  });
});

describe('message settings: /api/cloud/user/message/*', () => {
  it('answers every type by group, all on, languages from the sign-in', async () => {
    const zhUser = await newUser('zh');
    const res = await call<{
      messageTypes: string;
      noticeLanguages: string;
      list: { messageType: string; messageName: string; groupName: string; messageContent: string }[];
    }>('/api/cloud/user/message/query', { token: zhUser.access_token });
    expect(res.status).toBe(200);
    expect(res.body.data.messageTypes).toBe('');
    expect(res.body.data.noticeLanguages).toBe('zh');
    expect(res.body.data.list).toHaveLength(30);
    expect(res.body.data.list.find((t) => t.messageType === '19')).toEqual({
      messageType: '19',
      messageName: 'Platform notices',
      group: 'system',
      groupName: 'System and service',
      messageContent: 'true',
    });
  });

  it('saves switched-off types and notice languages (JSON or form)', async () => {
    const u = await newUser();
    const saved = await call<{ messageTypes: string; noticeLanguages: string }>(
      '/api/cloud/user/message/setUserMessage',
      { token: u.access_token, body: { messageTypes: '26,5,5', noticeLanguages: 'en,zh' } },
    );
    expect(saved.body).toMatchObject({
      code: 200,
      msg: 'Your message settings have been saved.',
      data: { messageTypes: '5,26', noticeLanguages: 'zh,en' },
    });
    const form = await call('/api/cloud/user/message/setUserMessage', {
      token: u.access_token,
      raw: 'messageTypes=',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(200);
    const after = await call<{ messageTypes: string; noticeLanguages: string }>(
      '/api/cloud/user/message/query',
      {
        token: u.access_token,
      },
    );
    // Languages stay as they were when not sent.
    expect(after.body.data).toMatchObject({ messageTypes: '', noticeLanguages: 'zh,en' });
  });

  it('refuses unknown types and languages, changing nothing', async () => {
    const u = await newUser();
    for (const body of [
      { messageTypes: '31' },
      { messageTypes: '5,x' },
      { messageTypes: '0' },
      { messageTypes: '5', noticeLanguages: 'fr' },
      { messageTypes: '5', noticeLanguages: ',' },
    ]) {
      const res = await call('/api/cloud/user/message/setUserMessage', { token: u.access_token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.msg).toMatch(
        /^(messageTypes: Message types must|noticeLanguages: Choose at least one)/,
      );
    }
    const missing = await call('/api/cloud/user/message/setUserMessage', { token: u.access_token, body: {} });
    expect(missing.status).toBe(200);
    const after = await call<{ messageTypes: string }>('/api/cloud/user/message/query', {
      token: u.access_token,
    });
    expect(after.body.data.messageTypes).toBe('');
    expect((await call('/api/cloud/user/message/query')).status).toBe(401);
  });
});

/*
 * In a tenant of its own: publishing delivers to every user of the tenant, which in the platform tenant
 * is every user the whole run has made so far (this file's readers, made last, were reached last),
 * and a published notice would pop up for other files' users.
 */
describe('platform notices: /api/cloud/notice/setting/*', () => {
  let admin: Tokens;
  let tenantId: string;
  let enUser: Tokens;
  let zhUser: Tokens;
  const adminCall = <T>(path: string, body: unknown) =>
    call<T>(`/api/cloud/notice/setting/${path}`, { token: admin.access_token, body });
  const draft = (title: string) => ({
    title: `${title}（中文）`,
    titleEn: title,
    content: '<p>维护通知<script>alert(1)</script></p>',
    contentEn: '<p onclick="x()">Maintenance on <b>Saturday</b></p>',
  });

  beforeAll(async () => {
    ({ admin, tenantId } = await tenantOfItsOwn('Notices'));
    enUser = await newUser('en', tenantId);
    zhUser = await newUser('en', tenantId);
    await call('/api/cloud/user/message/setUserMessage', {
      token: zhUser.access_token,
      body: { messageTypes: '', noticeLanguages: 'zh' },
    });
  });

  // Notices left published would pop up for every user of the tenant who signs in.
  afterAll(async () => {
    const published = await adminCall<{ records: PlatformRow[] }>('query', { status: 1, size: 1000 });
    const ids = published.body.data.records.map((r) => r.id);
    if (ids.length) expect((await adminCall('cancelPublishing', { ids })).status).toBe(200);
  });

  it('is for administrators only', async () => {
    for (const path of ['query', 'save', 'update', 'remove', 'publishNotice', 'cancelPublishing']) {
      const res = await call(`/api/cloud/notice/setting/${path}`, { token: enUser.access_token, body: {} });
      expect(res.status, path).toBe(403);
      expect(res.body.msg).toBe('Only platform administrators may do this.');
      expect((await call(`/api/cloud/notice/setting/${path}`, { body: {} })).status).toBe(401);
    }
  });

  it('creates a notice with sanitised HTML and lists it', async () => {
    const res = await adminCall<PlatformRow>('save', draft('Sanitised'));
    expect(res.body).toMatchObject({ code: 200, msg: 'Added successfully.' });
    expect(res.body.data).toMatchObject({ status: 0, languages: 'zh,en', expired: false });
    expect(res.body.data.content).toBe('<p>维护通知</p>');
    const listed = await adminCall<{ records: PlatformRow[]; total: number }>('query', {
      title: 'sanitised',
    });
    expect(listed.body.data.records.map((r) => r.id)).toContain(res.body.data.id);
    expect(JSON.stringify(listed.body.data)).not.toMatch(/script|onclick/);
  });

  it('refuses incomplete or unsafe-only notices', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...draft('x'), title: '' }, 'title: Please enter the Chinese title.'],
      [{ ...draft('x'), titleEn: undefined }, 'titleEn: is required'],
      [{ ...draft('x'), title: 'x'.repeat(101) }, 'title: A title can have at most 100 characters.'],
      [
        { ...draft('x'), contentEn: '<script>alert(1)</script>' },
        'contentEn: The content is empty once unsafe HTML is removed.',
      ],
      [{ ...draft('x'), languages: 'fr' }, 'languages: Choose at least one notice language (zh, en).'],
    ];
    const before = (await adminCall<{ total: number }>('query', {})).body.data.total;
    for (const [body, msg] of cases) {
      const res = await adminCall('save', body);
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
    expect((await adminCall<{ total: number }>('query', {})).body.data.total).toBe(before);
    const zh = await call('/api/cloud/notice/setting/save', {
      token: admin.access_token,
      lang: 'zh',
      body: { ...draft('x'), title: '' },
    });
    expect(zh.body.msg).toBe('title：请输入中文标题。');
  });

  it('publishes in English to English readers only, live, and shows it in their notice dialog', async () => {
    const created = await adminCall<PlatformRow>('save', { ...draft('Upgrade night'), languages: 'en' });
    const id = created.body.data.id;
    const socket = await openSocket(enUser.access_token);
    const before = await unread(enUser.access_token);
    const res = await adminCall<{ notices: number }>('publishNotice', {
      ids: id,
      endTime: future(),
      language: 'en',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.notices).toBe(1);
    expect(res.body.msg).toBe('Published; the notice is being delivered to the users.');
    // Delivery runs in the background (noticeFanout state machine): the reader's bell rises live.
    expect(JSON.parse((await socket.next('NOTICE')).content)).toMatchObject({ category: 19 });
    expect(await unread(enUser.access_token)).toBe(before + 1);
    socket.close();
    // When the delivery is done, the notice's row says how many users it reached.
    await expect
      .poll(
        async () => {
          const rows = await adminCall<{ records: PlatformRow[] }>('query', { status: 1, size: 1000 });
          return rows.body.data.records.find((r) => r.id === id)?.recipients ?? 0;
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThanOrEqual(1);

    const pop = await call<PopNotice[]>('/api/cloud/notice/setting/queryNoticePop', {
      token: enUser.access_token,
    });
    const mine = pop.body.data.find((n) => n.noticeId === id)!;
    expect(mine).toMatchObject({ titleEn: 'Upgrade night', isRead: false });
    expect(mine.contentEn).toBe('<p>Maintenance on <b>Saturday</b></p>');
    const zhPop = await call<PopNotice[]>('/api/cloud/notice/setting/queryNoticePop', {
      token: zhUser.access_token,
    });
    expect(zhPop.body.data.find((n) => n.noticeId === id)).toBeUndefined();

    // Selecting it marks it read (the same notice as in the drawer).
    await call('/api/cloud/notice/update', { token: enUser.access_token, body: { id: mine.id } });
    const again = await call<PopNotice[]>('/api/cloud/notice/setting/queryNoticePop', {
      token: enUser.access_token,
    });
    expect(again.body.data.find((n) => n.noticeId === id)!.isRead).toBe(true);
    const drawer = await list(enUser.access_token);
    expect(drawer.body.data.records.find((r) => r.id === mine.id)).toMatchObject({
      category: 19,
      content: 'Upgrade night',
      status: 1,
      notice: { titleEn: 'Upgrade night' },
    });
  });

  it('delivers live notices to users who arrive later when they open the dialog', async () => {
    const created = await adminCall<PlatformRow>('save', draft('For everyone'));
    await adminCall('publishNotice', { ids: [created.body.data.id], endTime: future(), language: 'zh,en' });
    const late = await newUser('zh', tenantId);
    const pop = await call<PopNotice[]>('/api/cloud/notice/setting/queryNoticePop', {
      token: late.access_token,
    });
    expect(pop.body.data.map((n) => n.noticeId)).toContain(created.body.data.id);
    // Opening it again does not deliver twice.
    await call('/api/cloud/notice/setting/queryNoticePop', { token: late.access_token });
    const notices = await list(late.access_token);
    expect(notices.body.data.records.filter((r) => r.category === 19)).toHaveLength(pop.body.data.length);
  });

  it('refuses bad publish input and publishes nothing then', async () => {
    const a = (await adminCall<PlatformRow>('save', draft('Batch A'))).body.data.id;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ids: '', endTime: future(), language: 'en' }, 400, 'ids: Select at least one row.'],
      [
        { ids: a, endTime: '2001-01-01T00:00:00Z', language: 'en' },
        400,
        'endTime: The end time must be in the future.',
      ],
      [{ ids: a, endTime: 'soon', language: 'en' }, 400, 'endTime: Please choose when the notice ends.'],
      [{ ids: a, language: 'en' }, 400, 'endTime: is required'],
      [{ ids: a, endTime: future(), language: 'de' }, 400, 'language: Publish in Chinese, English or both.'],
      [
        { ids: `${a},0000000000000000000`, endTime: future(), language: 'en' },
        404,
        'The notice does not exist.',
      ],
      [
        { ids: Array.from({ length: 101 }, () => a), endTime: future(), language: 'en' },
        400,
        'ids: At most 100 rows at once.',
      ],
    ];
    for (const [body, status, msg] of cases) {
      const res = await adminCall('publishNotice', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(res.body.msg).toBe(msg);
    }
    const row = (await adminCall<{ records: PlatformRow[] }>('query', { title: 'batch a' })).body.data
      .records[0]!;
    expect(row.status).toBe(0);
  });

  it('refuses publishing twice and editing a published notice; cancelling takes it back', async () => {
    const id = (await adminCall<PlatformRow>('save', draft('Take back'))).body.data.id;
    const other = (await adminCall<PlatformRow>('save', draft('Still draft'))).body.data.id;
    await adminCall('publishNotice', { ids: id, endTime: future(), language: 'en' });
    const twice = await adminCall('publishNotice', { ids: [other, id], endTime: future(), language: 'en' });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('"Take back（中文）" is already published. Cancel publishing first.');
    const draftRow = (await adminCall<{ records: PlatformRow[] }>('query', { title: 'still draft' })).body
      .data.records[0]!;
    expect(draftRow.status).toBe(0);
    const edit = await adminCall('update', { id, ...draft('Edited') });
    expect(edit.status).toBe(409);
    expect(edit.body.msg).toBe('A published notice cannot be changed. Cancel publishing first.');

    const popBefore = await call<PopNotice[]>('/api/cloud/notice/setting/queryNoticePop', {
      token: enUser.access_token,
    });
    expect(popBefore.body.data.map((n) => n.noticeId)).toContain(id);
    const notCancelled = await adminCall('cancelPublishing', { ids: [id, other] });
    expect(notCancelled.status).toBe(409);
    expect(notCancelled.body.msg).toBe('"Still draft（中文）" is not published.');
    const cancelled = await adminCall('cancelPublishing', { ids: id });
    expect(cancelled.body).toMatchObject({ code: 200, msg: 'Publishing cancelled.' });
    const popAfter = await call<PopNotice[]>('/api/cloud/notice/setting/queryNoticePop', {
      token: enUser.access_token,
    });
    expect(popAfter.body.data.map((n) => n.noticeId)).not.toContain(id);
    const drawer = await list(enUser.access_token, { size: 100 });
    expect(JSON.stringify(drawer.body.data.records)).not.toContain(id);
    const edited = await adminCall<PlatformRow>('update', { id, ...draft('Edited') });
    expect(edited.body).toMatchObject({
      code: 200,
      msg: 'Updated successfully.',
      data: { title: 'Edited（中文）' },
    });
  });

  it('updates and removes, all or nothing', async () => {
    const id = (await adminCall<PlatformRow>('save', draft('Remove me'))).body.data.id;
    const unknown = await adminCall('update', { id: '0000000000000000000', ...draft('x') });
    expect(unknown.status).toBe(404);
    const partly = await adminCall('remove', { ids: [id, '0000000000000000000'] });
    expect(partly.status).toBe(404);
    expect((await adminCall<{ total: number }>('query', { title: 'remove me' })).body.data.total).toBe(1);
    const none = await adminCall('remove', { ids: [] });
    expect(none.body.msg).toBe('ids: Select at least one row.');
    const removed = await adminCall('remove', { ids: id });
    expect(removed.body).toMatchObject({ code: 200, msg: 'Deleted successfully.' });
    expect((await adminCall<{ total: number }>('query', { title: 'remove me' })).body.data.total).toBe(0);
  });

  it('pages and filters the notice table', async () => {
    const page = await adminCall<{ records: PlatformRow[]; size: number; current: number }>('query', {
      current: 1,
      size: 2,
      status: 1,
    });
    expect(page.body.data.size).toBe(2);
    expect(page.body.data.records.every((r) => r.status === 1)).toBe(true);
    for (const body of [{ size: 1001 }, { status: 3 }, { current: 0 }]) {
      expect((await adminCall('query', body)).status).toBe(400);
    }
  });
});

describe('share links behind category-5 notices: /api/cloud/receive/send/link/getLinkIsRemove', () => {
  const ask = (body: unknown, raw?: string) =>
    raw === undefined
      ? call<boolean>('/api/cloud/receive/send/link/getLinkIsRemove', { body })
      : call<boolean>('/api/cloud/receive/send/link/getLinkIsRemove', {
          raw,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });

  it('answers whether a link is gone: unknown, cancelled or expired ones are', async () => {
    const { client, table } = testDb();
    // Links as the share-link entity stores them (its entity tag and model version included).
    const put = (id: string, item: Record<string, unknown>) =>
      client.send(
        new PutCommand({
          TableName: table,
          Item: { pk: `SHARELINK#${id}`, sk: 'META', type: 'shareLink', typeVersion: '1', id, ...item },
        }),
      );
    const stamp = Date.now().toString(36);
    await put(`live-${stamp}`, {
      status: 'active',
      expireTime: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await put(`forever-${stamp}`, { status: 'active' });
    await put(`cancelled-${stamp}`, { status: 'cancelled' });
    await put(`expired-${stamp}`, {
      status: 'active',
      expireTime: new Date(Date.now() - 1000).toISOString(),
    });
    expect((await ask({ id: `live-${stamp}` })).body).toMatchObject({ code: 200, data: false });
    expect((await ask(undefined, `id=forever-${stamp}`)).body.data).toBe(false);
    expect((await ask({ linkId: `cancelled-${stamp}` })).body.data).toBe(true);
    expect((await ask({ id: `expired-${stamp}` })).body.data).toBe(true);
    expect((await ask({ id: `nothing-${stamp}` })).body.data).toBe(true);
  });

  it('refuses a missing or malformed id', async () => {
    expect((await ask({})).body.msg).toBe('id: is required');
    expect((await ask({ id: '../x' })).body.msg).toBe('id: is not valid');
    expect((await ask({ id: 'x'.repeat(129) })).status).toBe(400);
  });
});
