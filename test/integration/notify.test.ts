import { describe, expect, it } from 'vitest';
import { call } from '../support/client.ts';
import { functionsModule, newUser, unread } from '../support/notices.ts';
import { openSocket } from '../support/socket.ts';

type NotifyModule = typeof import('../../functions/src/notice/notify.ts');

/** notify() is the service other capabilities call to write notices (share links, invites, feedback). */
describe('notify()', () => {
  it('writes an unread notice per user, pushes NOTICE live and raises the unread count', async () => {
    const { notify } = await functionsModule<NotifyModule>('notice/notify');
    const a = await newUser();
    const b = await newUser();
    const socket = await openSocket(a.access_token);
    const written = await notify([a.user_id, b.user_id, a.user_id], 5, 'Alice shared “Plant A”', 'link-1', {
      tenantId: '000000',
      creatorId: b.user_id,
    });
    expect(written.map((n) => n.userId).sort()).toEqual([a.user_id, b.user_id].sort());
    const pushed = await socket.next('NOTICE');
    expect(JSON.parse(pushed.content)).toMatchObject({ category: 5 });
    expect(await unread(a.access_token)).toBe(1);
    const list = await call<{ records: Record<string, unknown>[] }>('/api/cloud/notice/list', {
      token: a.access_token,
      body: { current: 1, size: 20 },
    });
    expect(list.body.data.records[0]).toMatchObject({
      category: 5,
      categoryName: 'Files shared with you',
      groupName: 'Files and sharing',
      content: 'Alice shared “Plant A”',
      relContent: 'link-1',
      status: 0,
      termType: 'web',
      creator: { id: b.user_id, name: b.account },
    });
    socket.close();
  });

  it('skips users who switched the category off, and only that category', async () => {
    const { notify } = await functionsModule<NotifyModule>('notice/notify');
    const a = await newUser();
    const b = await newUser();
    const off = await call('/api/cloud/user/message/setUserMessage', {
      token: b.access_token,
      body: { messageTypes: '5,11' },
    });
    expect(off.status).toBe(200);
    const share = await notify([a.user_id, b.user_id], 5, 'shared', 'link-2');
    expect(share.map((n) => n.userId)).toEqual([a.user_id]);
    const invite = await notify([b.user_id], 11, 'invite', 'team-1');
    expect(invite).toEqual([]);
    const feedback = await notify(
      [b.user_id],
      18,
      { key: 'notice.feedbackReplied', params: { excerpt: 'Slow' } },
      'f1',
    );
    expect(feedback).toHaveLength(1);
    expect(await unread(b.access_token)).toBe(1);
    expect(await unread(a.access_token)).toBe(1);
  });

  it('translates message-key notices into each reader’s language', async () => {
    const { notify } = await functionsModule<NotifyModule>('notice/notify');
    const a = await newUser();
    await notify(
      [a.user_id],
      18,
      { key: 'notice.feedbackReplied', params: { excerpt: 'Slow uploads' } },
      'f2',
    );
    const read = async (lang: 'zh' | 'en') =>
      (
        await call<{ records: { content: string; categoryName: string }[] }>('/api/cloud/notice/list', {
          token: a.access_token,
          lang,
          body: {},
        })
      ).body.data.records[0]!;
    expect(await read('en')).toMatchObject({
      content: 'Your feedback "Slow uploads" has a new reply.',
      categoryName: 'Replies to your feedback',
    });
    expect(await read('zh')).toMatchObject({
      content: '您的反馈“Slow uploads”有新的回复。',
      categoryName: '反馈回复',
    });
  });

  it('refuses unknown categories and does nothing for nobody', async () => {
    const { notify } = await functionsModule<NotifyModule>('notice/notify');
    await expect(notify(['x'], 31, 'no such category')).rejects.toThrow(/unknown notice category 31/);
    await expect(notify([], 5, 'nobody')).resolves.toEqual([]);
  });
});
