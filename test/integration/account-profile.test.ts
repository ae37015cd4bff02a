import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { pngBytes, signInAs, upload } from '../support/account.ts';
import { baseUrl, call, registerUser, signIn, uniqueAccount } from '../support/client.ts';
import { testDb } from '../support/db.ts';

async function newUser() {
  const user = await registerUser();
  const tokens = await signIn(user.account, user.password);
  return { ...user, token: tokens.access_token, userId: tokens.user_id };
}

describe('personal information', () => {
  it('answers the profile with membership and space, and saves the editable fields', async () => {
    const u = await newUser();
    const info = await call<Record<string, unknown>>('/api/cloud/user/personInfo', { token: u.token });
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({
      account: u.account,
      phone: u.phone,
      email: '',
      memberTier: 'nonMember',
      memberNameEn: 'Free',
      personalSpace: 5 * 1024 ** 3,
      occupySpace: 0,
      nextAccountChange: '',
    });
    expect(info.body.data).not.toHaveProperty('passwordHash');

    const saved = await call<Record<string, unknown>>('/api/cloud/user/updateInfo', {
      token: u.token,
      body: {
        realName: '王工',
        nickName: '小王',
        gender: 1,
        birthday: '1990-05-01',
        companyName: 'ACME 设计院',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.msg).toBe('Your information has been saved.');
    expect(saved.body.data).toMatchObject({
      realName: '王工',
      nickName: '小王',
      gender: 1,
      birthday: '1990-05-01',
    });
    const me = await call<{ realName: string }>('/api/blade-auth/oauth/user-info', { token: u.token });
    expect(me.body.data.realName).toBe('王工');
  });

  it('refuses bad profile input with the spec messages', async () => {
    const u = await newUser();
    const cases: [Record<string, unknown>, string | null][] = [
      [
        { nickName: '一二三四五六七八九十一' },
        'nickName: The nickname can have at most 20 characters (10 Chinese).',
      ],
      [{ birthday: '2999-01-01' }, 'birthday: Enter the birthday as YYYY-MM-DD, not in the future.'],
      [{ birthday: '1990-02-30' }, 'birthday: Enter the birthday as YYYY-MM-DD, not in the future.'],
      [{ gender: 7 }, null],
      [{ phone: '13900000000' }, null],
    ];
    for (const [body, message] of cases) {
      const res = await call('/api/cloud/user/updateInfo', { token: u.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (message) expect(res.body.msg).toBe(message);
    }
  });

  it('changes the user name once a year, keeping names unique', async () => {
    const u = await newUser();
    const other = await registerUser();
    const taken = await call('/api/cloud/user/updateAccount', {
      token: u.token,
      body: { account: other.account },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('This account is already taken.');
    const digits = await call('/api/cloud/user/updateAccount', {
      token: u.token,
      body: { account: '123456' },
    });
    expect(digits.body.msg).toBe('account: The user name cannot be all digits.');

    const fresh = uniqueAccount('renamed');
    const renamed = await call<{ account: string; nextAccountChange: string }>(
      '/api/cloud/user/updateAccount',
      {
        token: u.token,
        body: { account: fresh },
      },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.account).toBe(fresh);
    expect(renamed.body.data.nextAccountChange).not.toBe('');
    // The new name signs in, the old one is free again.
    expect((await signInAs(fresh, u.password)).status).toBe(200);
    expect(
      (await call('/api/cloud/user/verifyAccount', { body: { tenantId: '000000', account: u.account } }))
        .status,
    ).toBe(200);
    const again = await call('/api/cloud/user/updateAccount', {
      token: u.token,
      body: { account: uniqueAccount('again') },
    });
    expect(again.status).toBe(400);
    expect(again.body.msg).toMatch(
      /^The user name can be changed once a year\. You can change it again after \d{4}-\d{2}-\d{2}\.$/,
    );

    // A year later it may change again.
    const { client, table } = testDb();
    await client.send(
      new UpdateCommand({
        TableName: table,
        Key: { pk: `USER#${u.userId}`, sk: 'PROFILE' },
        UpdateExpression: 'SET accountChangedAt = :old',
        ExpressionAttributeValues: { ':old': new Date(Date.now() - 366 * 86_400_000).toISOString() },
      }),
    );
    const later = await call('/api/cloud/user/updateAccount', {
      token: u.token,
      body: { account: uniqueAccount('later') },
    });
    expect(later.status).toBe(200);
  });
});

describe('avatar', () => {
  it('stores a PNG in S3 and serves it to signed-in users of the tenant', async () => {
    const u = await newUser();
    const res = await upload(baseUrl(), '/api/cloud/user/avatar', u.token, {
      data: pngBytes(),
      name: 'me.png',
      type: 'image/png',
    });
    expect(res.status).toBe(200);
    const avatarId = (res.body.data as { avatar: string }).avatar;
    expect(avatarId).toMatch(/^[0-9a-f-]{36}$/);
    const info = await call<{ avatar: string }>('/api/cloud/user/userinfo', { token: u.token });
    expect(info.body.data.avatar).toBe(avatarId);

    const other = await newUser();
    const blob = await fetch(`${baseUrl()}/api/cloud/user/avatar/${avatarId}`, {
      headers: { 'blade-auth': `bearer ${other.token}` },
    });
    expect(blob.status).toBe(200);
    expect(blob.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await blob.arrayBuffer()).equals(pngBytes())).toBe(true);

    const anonymous = await fetch(`${baseUrl()}/api/cloud/user/avatar/${avatarId}`);
    expect(anonymous.status).toBe(401);
    const missing = await call('/api/cloud/user/avatar/00000000-0000-0000-0000-000000000000', {
      token: u.token,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('This picture does not exist.');
  });

  it('refuses pictures that are not JPG/PNG or reach 500 KB', async () => {
    const u = await newUser();
    const gif = await upload(baseUrl(), '/api/cloud/user/avatar', u.token, {
      data: Buffer.from('GIF89a........'),
      name: 'x.png',
      type: 'image/png',
    });
    expect(gif.status).toBe(400);
    expect(gif.body.msg).toBe('The avatar must be a JPG or PNG picture.');
    const big = await upload(baseUrl(), '/api/cloud/user/avatar', u.token, {
      data: pngBytes(500 * 1024),
      name: 'big.png',
      type: 'image/png',
    });
    expect(big.status).toBe(400);
    expect(big.body.msg).toBe('The avatar must be smaller than 500 KB.');
    const none = await upload(baseUrl(), '/api/cloud/user/avatar', u.token, null);
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('Choose a picture to upload.');
    const json = await call('/api/cloud/user/avatar', { token: u.token, body: { file: 'x' } });
    expect(json.status).toBe(415);
  });
});

describe('user space and app access', () => {
  it('answers the space card from the per-user quota record', async () => {
    const u = await newUser();
    const space = await call<Record<string, unknown>>('/api/cloudUserSpace/queryUserSpaceInfo', {
      token: u.token,
    });
    expect(space.status).toBe(200);
    expect(space.body.data).toMatchObject({
      account: u.account,
      memberName: '普通用户',
      memberNameEn: 'Free',
      memberDate: '',
      personalSpace: 5 * 1024 ** 3,
      occupySpace: 0,
      parseCount: 20,
      canBindInviteCode: true,
    });
  });

  it('lets the free tier open the portal but not the collaboration app; admins open everything', async () => {
    const u = await newUser();
    const portal = await call('/api/cloud/order/user/rel/queryUserIsPerm', {
      token: u.token,
      raw: 'clientId=portal',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(portal.body).toMatchObject({ code: 200, success: true, data: true });
    const collab = await call('/api/cloud/order/user/rel/queryUserIsPerm', {
      token: u.token,
      body: { clientId: 'CollabCraft' },
    });
    expect(collab.body.data).toBe(false);
    const unknown = await call('/api/cloud/order/user/rel/queryUserIsPerm', {
      token: u.token,
      body: { clientId: 'Nope' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('clientId: Unknown client.');
  });
});
