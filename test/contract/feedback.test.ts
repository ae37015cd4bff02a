import { randomBytes } from 'node:crypto';
import type { Envelope } from '@loopline/shared';
import readXlsxFile from 'read-excel-file/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call, type Tokens } from '../support/client.ts';
import { solidPng } from '../support/images.ts';
import { adminTokens, newUser, unread } from '../support/notices.ts';
import { openSocket } from '../support/socket.ts';

interface Thread {
  id: string;
  type: 'reply' | 'comment';
  content: string;
}
interface FeedbackView {
  id: string;
  feedback: string;
  emerg: number;
  type: string;
  email: string;
  replyStatus: number;
  attachInfo: { key: string; proxyUrl: string }[];
  replyFeedbackInfos: Thread[];
  replayList: { reply: Thread; comment: Thread | null }[];
}
interface FeedbackPage {
  records: FeedbackView[];
  total: number;
}

const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  randomBytes(2000),
  Buffer.from([0xff, 0xd9]),
]);

async function insert(
  token: string | undefined,
  param: unknown,
  files: { name: string; type: string; data: Buffer }[] = [],
) {
  const form = new FormData();
  if (param !== undefined) form.set('param', typeof param === 'string' ? param : JSON.stringify(param));
  for (const f of files)
    form.append('multipartFiles', new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  const res = await fetch(`${baseUrl()}/api/cloud/feedback/insertFeedback`, {
    method: 'POST',
    headers: { 'accept-language': 'en', ...(token ? { 'blade-auth': `bearer ${token}` } : {}) },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Envelope<FeedbackView> };
}

const good = {
  feedback: 'Uploads of large models stall at 99%.',
  emerg: 2,
  type: 'web',
  email: 'me@example.com',
};
const png = (name = 'shot.png') => ({ name, type: 'image/png', data: solidPng(40, 30) });

describe('feedback: user calls', () => {
  let user: Tokens;

  beforeAll(async () => {
    user = await newUser();
  });

  it('submits feedback with pictures as multipart and shows them through presigned addresses', async () => {
    const res = await insert(user.access_token, good, [
      png(),
      { name: 'photo.jpg', type: 'image/jpeg', data: JPEG },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Thank you! Your feedback has been submitted.');
    expect(res.body.data).toMatchObject({ ...good, replyStatus: 0, replyFeedbackInfos: [], replayList: [] });
    expect(res.body.data.attachInfo).toHaveLength(2);
    const picture = await fetch(res.body.data.attachInfo[0]!.proxyUrl);
    expect(picture.status).toBe(200);
    expect(Buffer.from(await picture.arrayBuffer()).equals(solidPng(40, 30))).toBe(true);
  });

  it('takes the fields as plain parts too, without pictures and without e-mail', async () => {
    const form = new FormData();
    form.set('feedback', 'Plain parts work.');
    form.set('emerg', '1');
    const res = await fetch(`${baseUrl()}/api/cloud/feedback/insertFeedback`, {
      method: 'POST',
      headers: { 'blade-auth': `bearer ${user.access_token}`, 'accept-language': 'en' },
      body: form,
    });
    const body = (await res.json()) as Envelope<FeedbackView>;
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({ feedback: 'Plain parts work.', emerg: 1, type: 'web', email: '' });
  });

  it('refuses bad multipart input and stores nothing', async () => {
    const before = (
      await call<FeedbackPage>('/api/cloud/feedback/myFeedbacks', { token: user.access_token, body: {} })
    ).body.data.total;
    const cases: [unknown, { name: string; type: string; data: Buffer }[], number, RegExp][] = [
      [{ ...good, feedback: 'ok' }, [], 400, /^feedback: Feedback must be 3 to 600 characters\.$/],
      [{ ...good, feedback: 'x'.repeat(601) }, [], 400, /^feedback: Feedback must be 3 to 600/],
      [{ ...good, feedback: '   ' }, [], 400, /^feedback: Please describe your feedback\.$/],
      [{ ...good, emerg: undefined }, [], 400, /^emerg: is required$/],
      [{ ...good, emerg: 7 }, [], 400, /^emerg: Please choose the urgency\.$/],
      [{ ...good, email: 'not-an-email' }, [], 400, /^email: Please enter a valid e-mail address\.$/],
      [{ ...good, type: 'fax' }, [], 400, /^type: is not valid$/],
      ['{not json', [], 400, /^The "param" part must be a JSON object\.$/],
      [
        good,
        [{ name: 'fake.png', type: 'image/png', data: Buffer.from('GIF89a not a png') }],
        400,
        /JPG or PNG/,
      ],
      [good, Array.from({ length: 10 }, (_, i) => png(`p${i}.png`)), 400, /At most 9 file/],
      [
        good,
        [
          { name: 'a.png', type: 'image/png', data: Buffer.concat([solidPng(1, 1), randomBytes(2_200_000)]) },
          { name: 'b.png', type: 'image/png', data: Buffer.concat([solidPng(1, 1), randomBytes(2_200_000)]) },
        ],
        413,
        /larger than 4 MB/,
      ],
    ];
    for (const [param, files, status, msg] of cases) {
      const res = await insert(user.access_token, param, files);
      expect(res.status, JSON.stringify(param).slice(0, 60)).toBe(status);
      expect(res.body.msg).toMatch(msg);
    }
    for (const path of ['myFeedbacks', 'save', 'replyReply', 'pictureUploadUrl']) {
      expect((await call(`/api/cloud/feedback/${path}`, { body: {} })).status, path).toBe(401);
    }
    const json = await call('/api/cloud/feedback/insertFeedback', { token: user.access_token, body: good });
    expect(json.status).toBe(415);
    expect((await insert(undefined, good)).status).toBe(401);
    const after = (
      await call<FeedbackPage>('/api/cloud/feedback/myFeedbacks', { token: user.access_token, body: {} })
    ).body.data.total;
    expect(after).toBe(before);
  });

  it('uploads large pictures through presigned PUTs and saves the feedback with their keys', async () => {
    const big = Buffer.concat([solidPng(1, 1), randomBytes(6 * 1024 * 1024)]);
    const url = await call<{ key: string; url: string; headers: Record<string, string> }>(
      '/api/cloud/feedback/pictureUploadUrl',
      { token: user.access_token, body: { contentType: 'image/png', size: big.length } },
    );
    expect(url.status).toBe(200);
    expect(url.body.data.key).toMatch(new RegExp(`^feedback/000000/${user.user_id}/[0-9a-f-]{36}\\.png$`));
    const put = await fetch(url.body.data.url, {
      method: 'PUT',
      headers: url.body.data.headers,
      body: new Uint8Array(big),
    });
    expect(put.status).toBe(200);
    const saved = await call<FeedbackView>('/api/cloud/feedback/save', {
      token: user.access_token,
      body: { feedback: 'A 6 MB screenshot', emerg: 3, type: 'web', pictures: [url.body.data.key] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.attachInfo.map((a) => a.key)).toEqual([url.body.data.key]);
    // A picture belongs to one feedback.
    const reused = await call('/api/cloud/feedback/save', {
      token: user.access_token,
      body: { feedback: 'Same picture again', emerg: 1, pictures: [url.body.data.key] },
    });
    expect(reused.status).toBe(409);
  });

  it('refuses presigned uploads that are too big, of the wrong type, missing, foreign or not pictures', async () => {
    const ask = (body: unknown) =>
      call('/api/cloud/feedback/pictureUploadUrl', { token: user.access_token, body });
    expect((await ask({ contentType: 'image/gif', size: 10 })).body.msg).toBe(
      'contentType: Pictures must be JPG or PNG images.',
    );
    expect((await ask({ contentType: 'image/png', size: 10 * 1024 * 1024 })).body.msg).toBe(
      'size: Each picture must be under 10 MB.',
    );
    expect((await ask({ contentType: 'image/png', size: 0 })).body.msg).toBe('size: A picture is empty.');
    const save = (pictures: string[]) =>
      call('/api/cloud/feedback/save', { token: user.access_token, body: { ...good, pictures } });
    const missing = await save([`feedback/000000/${user.user_id}/00000000-0000-0000-0000-000000000000.png`]);
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('A picture was not uploaded or is not yours. Add it again.');
    const other = await newUser();
    const theirs = await call<{ key: string; url: string; headers: Record<string, string> }>(
      '/api/cloud/feedback/pictureUploadUrl',
      { token: other.access_token, body: { contentType: 'image/png', size: solidPng(2, 2).length } },
    );
    await fetch(theirs.body.data.url, {
      method: 'PUT',
      headers: theirs.body.data.headers,
      body: new Uint8Array(solidPng(2, 2)),
    });
    expect((await save([theirs.body.data.key])).status).toBe(400);
    expect((await save(['../../etc/passwd'])).status).toBe(400);
    const text = Buffer.from('this is not a picture');
    const fake = await call<{ key: string; url: string; headers: Record<string, string> }>(
      '/api/cloud/feedback/pictureUploadUrl',
      { token: user.access_token, body: { contentType: 'image/png', size: text.length } },
    );
    await fetch(fake.body.data.url, {
      method: 'PUT',
      headers: fake.body.data.headers,
      body: new Uint8Array(text),
    });
    const notPicture = await save([fake.body.data.key]);
    expect(notPicture.status).toBe(400);
    expect(notPicture.body.msg).toBe('Pictures must be JPG or PNG images.');
    expect((await save(Array.from({ length: 10 }, () => fake.body.data.key))).body.msg).toBe(
      'pictures: At most 9 pictures can be attached.',
    );
  });

  it('lists my feedback only, newest first unless asked, and refuses unknown sort columns', async () => {
    const other = await newUser();
    await insert(other.access_token, { ...good, feedback: 'Someone else’s feedback' });
    const mine = await call<FeedbackPage>('/api/cloud/feedback/myFeedbacks', {
      token: user.access_token,
      body: { current: 1, size: 10, descs: 'create_time' },
    });
    expect(mine.body.data.records.length).toBeGreaterThanOrEqual(3);
    expect(mine.body.data.records.every((r) => r.feedback !== 'Someone else’s feedback')).toBe(true);
    expect(mine.body.data.records[0]!.feedback).toBe('A 6 MB screenshot');
    const oldest = await call<FeedbackPage>('/api/cloud/feedback/myFeedbacks', {
      token: user.access_token,
      body: { ascs: 'createTime', size: 1 },
    });
    expect(oldest.body.data.records[0]!.feedback).toBe(good.feedback);
    const bad = await call('/api/cloud/feedback/myFeedbacks', {
      token: user.access_token,
      body: { ascs: 'email' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('ascs: Lists can be sorted by createTime only.');
  });
});

describe('feedback: administrators, replies and comments', () => {
  let admin: Tokens;
  let author: Tokens;
  let feedbackId: string;
  const adminCall = <T>(path: string, body?: unknown, method?: 'GET' | 'POST') =>
    call<T>(`/api/cloud/feedback/${path}`, { token: admin.access_token, body, method });

  beforeAll(async () => {
    admin = await adminTokens();
    author = await newUser();
    feedbackId = (await insert(author.access_token, { ...good, feedback: 'Admin round trip' }, [png()])).body
      .data.id;
  });

  it('keeps administrator calls for administrators', async () => {
    for (const [path, method] of [
      ['list', 'POST'],
      ['delete', 'POST'],
      ['export', 'POST'],
      ['reply', 'POST'],
      ['updateReply', 'POST'],
      [`info/${feedbackId}`, 'GET'],
      [`getAvatarId/${feedbackId}`, 'GET'],
      ['template/list', 'GET'],
      ['template/submit', 'POST'],
      ['template/remove', 'POST'],
    ] as const) {
      const res = await call(`/api/cloud/feedback/${path}`, {
        token: author.access_token,
        method,
        body: method === 'POST' ? {} : undefined,
      });
      expect(res.status, path).toBe(403);
    }
  });

  it('manages reply templates', async () => {
    const first = await adminCall<{ id: string }>('template/submit', {
      content: 'Thanks, we are looking into it.',
    });
    expect(first.body).toMatchObject({ code: 200, msg: 'The reply template has been saved.' });
    const second = await adminCall<{ id: string }>('template/submit', {
      content: 'Fixed in the latest release.',
    });
    const changed = await adminCall('template/submit', {
      id: second.body.data.id,
      content: 'Fixed in 1.4.1.',
    });
    expect(changed.status).toBe(200);
    const listed = await adminCall<{ id: string; content: string }[]>('template/list', undefined, 'GET');
    expect(listed.body.data.map((t) => t.content)).toEqual(
      expect.arrayContaining(['Thanks, we are looking into it.', 'Fixed in 1.4.1.']),
    );
    expect((await adminCall('template/submit', { content: '' })).body.msg).toBe(
      'content: Please enter the reply.',
    );
    expect((await adminCall('template/submit', { id: '0000000000000000000', content: 'x' })).status).toBe(
      404,
    );
    const partly = await adminCall('template/remove', { ids: [first.body.data.id, '0000000000000000000'] });
    expect(partly.status).toBe(404);
    expect((await adminCall('template/remove', { ids: '' })).body.msg).toBe('ids: Select at least one row.');
    expect((await adminCall('template/remove', { ids: first.body.data.id })).status).toBe(200);
    const after = await adminCall<{ id: string }[]>('template/list', undefined, 'GET');
    expect(after.body.data.map((t) => t.id)).not.toContain(first.body.data.id);
  });

  it('lists and filters the tenant’s feedback', async () => {
    const all = await adminCall<FeedbackPage>('list', { current: 1, size: 100 });
    expect(all.body.data.records.map((r) => r.id)).toContain(feedbackId);
    const found = await adminCall<FeedbackPage>('list', { keyword: 'ADMIN ROUND', replyStatus: 0, emerg: 2 });
    expect(found.body.data.records.map((r) => r.id)).toEqual([feedbackId]);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await adminCall<FeedbackPage>('list', { startDate: today, endDate: today });
    expect(dated.body.data.total).toBe(all.body.data.total);
    const none = await adminCall<FeedbackPage>('list', { endDate: '2000-01-01' });
    expect(none.body.data.total).toBe(0);
    for (const [body, msg] of [
      [
        { startDate: '2026-02-01', endDate: '2026-01-01' },
        'startDate: The start date must not be after the end date.',
      ],
      [{ startDate: '01/02/2026' }, 'startDate: is not valid'],
      [{ replyStatus: 5 }, 'replyStatus: is not valid'],
      [{ size: 5000 }, 'size: is not valid'],
    ] as const) {
      const res = await adminCall('list', body);
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
  });

  it('a comment waits for a reply; a reply notifies the author live; they alternate', async () => {
    const early = await call('/api/cloud/feedback/replyReply', {
      token: author.access_token,
      body: { c4: feedbackId, content: 'Any news?' },
    });
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe('You can comment once the platform has replied.');

    const socket = await openSocket(author.access_token);
    const before = await unread(author.access_token);
    const replied = await adminCall<Thread>('reply', {
      id: feedbackId,
      content: 'Thanks, we are looking into it.',
    });
    expect(replied.body).toMatchObject({
      code: 200,
      msg: 'The reply has been sent.',
      data: { type: 'reply' },
    });
    expect(JSON.parse((await socket.next('NOTICE')).content)).toMatchObject({ category: 18 });
    expect(await unread(author.access_token)).toBe(before + 1);
    socket.close();
    const notices = await call<{ records: { category: number; relContent: string; content: string }[] }>(
      '/api/cloud/notice/list',
      { token: author.access_token, body: {} },
    );
    expect(notices.body.data.records[0]).toMatchObject({
      category: 18,
      relContent: feedbackId,
      content: 'Your feedback "Admin round trip" has a new reply.',
    });

    for (const [body, status, msg] of [
      [{ feedbackId }, 400, 'content: is required'],
      [{ feedbackId, content: '   ' }, 400, 'content: Please enter the reply.'],
      [{ feedbackId, content: 'x'.repeat(601) }, 400, 'content: A reply can have at most 600 characters.'],
      [{ content: 'Hello' }, 400, 'feedbackId: is required'],
      [{ feedbackId: '0000000000000000000', content: 'Hello' }, 404, 'The feedback does not exist.'],
    ] as const) {
      const res = await adminCall('reply', body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(status);
      expect(res.body.msg).toBe(msg);
    }
    const twice = await adminCall('reply', { feedbackId, content: 'Another one' });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('The last reply is still waiting for the user. Edit that reply instead.');

    const empty = await call('/api/cloud/feedback/replyReply', {
      token: author.access_token,
      body: { c4: feedbackId, content: '  ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('content: Please enter your comment');
    const stranger = await newUser();
    const foreign = await call('/api/cloud/feedback/replyReply', {
      token: stranger.access_token,
      body: { c4: feedbackId, content: 'Me too' },
    });
    expect(foreign.status).toBe(404);
    const commented = await call<Thread>('/api/cloud/feedback/replyReply', {
      token: author.access_token,
      body: { c4: feedbackId, content: 'Still stalls at 99%.' },
    });
    expect(commented.body).toMatchObject({ code: 200, data: { type: 'comment' } });
    expect((await adminCall('reply', { feedbackId, content: 'Fixed in 1.4.1.' })).status).toBe(200);

    const mine = await call<FeedbackPage>('/api/cloud/feedback/myFeedbacks', {
      token: author.access_token,
      body: {},
    });
    const view = mine.body.data.records.find((r) => r.id === feedbackId)!;
    expect(view.replyStatus).toBe(1);
    expect(view.replyFeedbackInfos.map((i) => [i.type, i.content])).toEqual([
      ['reply', 'Thanks, we are looking into it.'],
      ['comment', 'Still stalls at 99%.'],
      ['reply', 'Fixed in 1.4.1.'],
    ]);
    expect(view.replayList.map((p) => [p.reply.content, p.comment?.content ?? null])).toEqual([
      ['Thanks, we are looking into it.', 'Still stalls at 99%.'],
      ['Fixed in 1.4.1.', null],
    ]);
  });

  it('updates a reply, answers details and the author’s avatar', async () => {
    const info = await adminCall<FeedbackView>(`info/${feedbackId}`, undefined, 'GET');
    const lastReply = info.body.data.replyFeedbackInfos.at(-1)!;
    const updated = await adminCall<Thread>('updateReply', {
      feedbackId,
      id: lastReply.id,
      content: 'Fixed in 1.4.2.',
    });
    expect(updated.body).toMatchObject({
      code: 200,
      msg: 'The reply has been updated.',
      data: { content: 'Fixed in 1.4.2.' },
    });
    const comment = info.body.data.replyFeedbackInfos[1]!;
    const notReply = await adminCall('updateReply', { feedbackId, id: comment.id, content: 'x' });
    expect(notReply.status).toBe(404);
    expect(notReply.body.msg).toBe('The reply does not exist.');
    expect((await adminCall('updateReply', { feedbackId, id: lastReply.id, content: '' })).status).toBe(400);
    const avatar = await adminCall<{ userId: string; account: string }>(
      `getAvatarId/${feedbackId}`,
      undefined,
      'GET',
    );
    expect(avatar.body.data).toMatchObject({ userId: author.user_id });
    expect((await adminCall('info/0000000000000000000', undefined, 'GET')).status).toBe(404);
    expect((await adminCall('info/bad', undefined, 'GET')).status).toBe(400);
    expect((await adminCall('getAvatarId/bad', undefined, 'GET')).status).toBe(400);
    expect((await adminCall('getAvatarId/0000000000000000000', undefined, 'GET')).status).toBe(404);
  });

  it('exports the feedback as an xlsx named with the date', async () => {
    const res = await fetch(`${baseUrl()}/api/cloud/feedback/export`, {
      method: 'POST',
      headers: {
        'blade-auth': `bearer ${admin.access_token}`,
        'accept-language': 'en',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ keyword: 'admin round trip' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers.get('content-disposition')).toContain(`filename="Feedback ${today}.xlsx"`);
    const sheets = await readXlsxFile(Buffer.from(await res.arrayBuffer()));
    const rows = sheets[0]!.data;
    expect(rows[0]).toEqual([
      'Account',
      'Feedback',
      'Urgency',
      'E-mail',
      'Type',
      'Pictures',
      'Submitted',
      'Reply status',
      'Replies and comments',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(0, 6)).toEqual([
      author.account,
      'Admin round trip',
      'Urgent',
      'me@example.com',
      'web',
      1,
    ]);
    expect(rows[1]![7]).toBe('Reply received');
    expect(String(rows[1]![8])).toContain('Comment (');
    const zh = await fetch(`${baseUrl()}/api/cloud/feedback/export`, {
      method: 'POST',
      headers: {
        'blade-auth': `bearer ${admin.access_token}`,
        'accept-language': 'zh',
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(decodeURIComponent(zh.headers.get('content-disposition')!)).toContain(`意见反馈 ${today}.xlsx`);
    const bad = await adminCall('export', { startDate: 'yesterday' });
    expect(bad.status).toBe(400);
  });

  it('deletes feedback with its thread and pictures, all or nothing', async () => {
    const info = await adminCall<FeedbackView>(`info/${feedbackId}`, undefined, 'GET');
    const pictureUrl = info.body.data.attachInfo[0]!.proxyUrl;
    expect((await fetch(pictureUrl)).status).toBe(200);
    const partly = await adminCall('delete', { ids: [feedbackId, '0000000000000000000'] });
    expect(partly.status).toBe(404);
    expect((await adminCall(`info/${feedbackId}`, undefined, 'GET')).status).toBe(200);
    expect((await adminCall('delete', { ids: [] })).body.msg).toBe('ids: Select at least one row.');
    const deleted = await adminCall('delete', { ids: feedbackId });
    expect(deleted.body).toMatchObject({ code: 200, msg: 'Deleted successfully.' });
    expect((await adminCall(`info/${feedbackId}`, undefined, 'GET')).status).toBe(404);
    expect((await fetch(pictureUrl)).status).toBe(404);
    const mine = await call<FeedbackPage>('/api/cloud/feedback/myFeedbacks', {
      token: author.access_token,
      body: {},
    });
    expect(mine.body.data.records.map((r) => r.id)).not.toContain(feedbackId);
  });
});
