import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderView } from '@loopline/shared/contracts/pay';
import type { MergedPaymentStart } from '@loopline/shared/contracts/payKinds';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call, type Tokens } from '../support/client.ts';
import { testDb } from '../support/db.ts';
import { adminTokens } from '../support/notices.ts';
import { ordersOf, space, start, token } from '../support/payKinds.ts';
import { type Person, person } from '../support/projects.ts';

/**
 * Issue 18: App Store receipts through the sandbox's verifyReceipt, the hwconfig / ios / merge
 * settings (403 for users, bad input writes nothing, secrets sealed and masked), and the KMS envelope
 * the settings are sealed under (the local cloud's KMS).
 */
let admin: Tokens;

beforeAll(async () => {
  admin = await adminTokens();
});

describe('App Store receipts (ios/verifyReceipt)', () => {
  const receiptFor = async (productIds: string[], bundleId?: string) => {
    const res = await fetch(`${baseUrl()}/_local/pay/apple/receipt`, {
      method: 'POST',
      body: JSON.stringify({ productIds, bundleId }),
    });
    return ((await res.json()) as { receipt: string }).receipt;
  };
  const verify = (p: Person, receipt: string) =>
    call<OrderView[]>('/api/blade-pay/ios/verifyReceipt', { token: token(p), body: { receipt } });

  it('verifies through production then the sandbox address and credits each transaction once', async () => {
    const who = await person();
    const before = (await space(who)).parseCount;
    const receipt = await receiptFor(['parse-10']);
    const first = await verify(who, receipt);
    expect(first.status, first.body.msg).toBe(200);
    expect(first.body.data).toHaveLength(1);
    expect(first.body.data[0]).toMatchObject({ status: 'completed', payType: 'ios', chargeId: 'parse-10' });
    expect((await space(who)).parseCount).toBe(before + 10);
    // The app sends the same receipt again (a retry, a restore): nothing more.
    expect((await verify(who, receipt)).status).toBe(200);
    expect((await space(who)).parseCount).toBe(before + 10);
    // Someone else sending it is refused and gets nothing.
    const thief = await person();
    const stolen = await verify(thief, receipt);
    expect(stolen.status).toBe(409);
    expect(await ordersOf(thief.userId)).toEqual([]);
  });

  it('refuses a forged receipt and another app’s receipt, writing no order', async () => {
    const who = await person();
    const good = await receiptFor(['parse-10']);
    const forged = Buffer.from(Buffer.from(good, 'base64').toString('utf8').replace(/.$/, 'x')).toString(
      'base64',
    );
    const other = await receiptFor(['parse-10'], 'com.example.other');
    for (const receipt of [forged, other, 'bm90IGEgcmVjZWlwdA==']) {
      const res = await verify(who, receipt);
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('The App Store receipt could not be verified.');
    }
    expect(await ordersOf(who.userId)).toEqual([]);
  });
});

describe('hwconfig, ios and merge settings', () => {
  const petal = {
    appId: '105000001',
    mchId: '1000000001',
    mchAuthId: 'AUTH0001',
    privateKey: '-----BEGIN PRIVATE KEY-----\nMIIpetalsecretkeymaterialXYZW\n-----END PRIVATE KEY-----',
    platformPublicKey: '-----BEGIN PUBLIC KEY-----\nMIIplatformpublicQRST\n-----END PUBLIC KEY-----',
    gateway: 'https://petalpay-developer.cloud.huawei.com.cn',
    notifyUrl: 'https://loopline.example/api/blade-pay/notify/petalpay',
  };
  const ios = {
    bundleId: 'com.loopline.app',
    sharedSecret: '0123456789abcdef0123456789abcdef',
    verifyReceiptUrl: 'https://buy.itunes.apple.com/verifyReceipt',
    sandboxReceiptUrl: 'https://sandbox.itunes.apple.com/verifyReceipt',
  };
  const as = (t: string | undefined, path: string, body?: object) =>
    call<Record<string, unknown> | null>(`/api/blade-pay/${path}`, { token: t, body });

  it('refuses users on every settings route, and bad input writes nothing', async () => {
    const user = token(await person());
    for (const path of [
      'petalpay/config/list',
      'petalpay/config/detail',
      'ios/config/detail',
      'merge/config/list',
      'merge/config/detail',
    ])
      expect((await as(user, path)).status, path).toBe(403);
    for (const [path, body] of [
      ['petalpay/config/submit', petal],
      ['petalpay/config/remove', {}],
      ['ios/config/submit', ios],
      ['merge/config/submit', { providers: ['wxpay'], mobileDefault: 'wxpay' }],
      ['merge/config/remove', {}],
    ] as const)
      expect((await as(user, path, body)).status, path).toBe(403);

    const t = admin.access_token;
    // The platform tenant is shared with the browser tests, which save a Petal Pay config of their own.
    await as(t, 'petalpay/config/remove', {});
    expect((await as(t, 'ios/config/submit', { ...ios, bundleId: 'not a bundle' })).status).toBe(400);
    expect((await as(t, 'ios/config/submit', { ...ios, sharedSecret: 'short' })).body.msg).toContain(
      'The shared secret has 32 hexadecimal characters.',
    );
    expect((await as(t, 'ios/config/detail')).body.data).toMatchObject({ bundleId: 'com.loopline.sandbox' });
    expect((await as(t, 'petalpay/config/submit', { ...petal, privateKey: '' })).status).toBe(400);
    expect((await as(t, 'petalpay/config/detail')).body.data).toBeNull();
    const badMerge = await as(t, 'merge/config/submit', { providers: ['wxpay'], mobileDefault: 'alipay' });
    expect(badMerge.body.msg).toContain(
      'The phone default must be one of the offered providers, each listed once.',
    );
    expect((await as(t, 'merge/config/detail')).body.data).toMatchObject({ providers: ['wxpay', 'alipay'] });
  });

  it('stores them sealed and shows every secret masked; a blank secret keeps the stored one', async () => {
    const t = admin.access_token;
    const saved = await as(t, 'petalpay/config/submit', petal);
    expect(saved.status, saved.body.msg).toBe(200);
    expect(saved.body.data).toMatchObject({
      mchId: '1000000001',
      privateKey: '••••XYZW',
      platformPublicKey: '••••QRST',
    });
    const again = await as(t, 'petalpay/config/submit', { ...petal, mchId: '1000000002', privateKey: '' });
    expect(again.body.data).toMatchObject({ mchId: '1000000002', privateKey: '••••XYZW' });
    const listed = await as(t, 'petalpay/config/list');
    expect(listed.body.data).toMatchObject({ total: 1 });
    expect(JSON.stringify(listed.body.data)).not.toContain('PRIVATE KEY');

    const iosSaved = await as(t, 'ios/config/submit', ios);
    expect(iosSaved.body.data).toMatchObject({ bundleId: 'com.loopline.app', sharedSecret: '••••cdef' });

    // What the table holds is the sealed record: no secret in clear.
    const { client, table } = testDb();
    const { Items = [] } = await client.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': 'PAYCONFIG' },
      }),
    );
    const raw = JSON.stringify(Items);
    expect(raw).not.toContain('petalsecretkeymaterial');
    expect(raw).not.toContain(ios.sharedSecret);

    expect((await as(t, 'petalpay/config/remove', {})).status).toBe(200);
    expect((await as(t, 'petalpay/config/detail')).body.data).toBeNull();
  });

  it('the merged payment follows its settings: without them it is not available', async () => {
    const t = admin.access_token;
    const stored = (await as(t, 'merge/config/detail')).body.data!;
    expect(
      (await as(t, 'merge/config/submit', { providers: ['alipay'], mobileDefault: 'alipay' })).status,
    ).toBe(200);
    // The merged payment's settings are the platform's, shared with every later file: put back whatever happens.
    try {
      const who = await person();
      const only = await start<MergedPaymentStart>(who, 'merge/nativePay', {});
      expect(only.body.data.codes.map((c) => c.provider)).toEqual(['alipay']);
      expect((await as(t, 'merge/config/remove', {})).status).toBe(200);
      const none = await start(who, 'merge/nativePay', {});
      expect(none.body.msg).toBe('Payment function is not available.');
    } finally {
      expect((await as(t, 'merge/config/submit', stored)).status).toBe(200);
    }
  });
});

describe('provider settings under the KMS envelope', () => {
  it('seals with a data key that only KMS unwraps; the local KMS refuses another context', async () => {
    const { client, table } = testDb();
    const items = async (pk: string) =>
      (
        await client.send(
          new QueryCommand({
            TableName: table,
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: { ':pk': pk },
          }),
        )
      ).Items ?? [];
    const configs = await items('PAYCONFIG');
    expect(configs.length).toBeGreaterThan(0);
    for (const item of configs) expect(String(item.sealed)).toMatch(/^v2\./);
    const keyRecord = (await items('CONFIG')).find((i) => i.sk === 'pay-config-kms-key')!;
    const stored = keyRecord.value as { wrapped: string; keyId: string };
    expect(Object.keys(stored).sort()).toEqual(['keyId', 'wrapped']);

    const kms = (target: string, body: object) =>
      fetch(`${baseUrl()}/_aws/kms/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `TrentService.${target}` },
        body: JSON.stringify(body),
      });
    const opened = await kms('Decrypt', {
      CiphertextBlob: stored.wrapped,
      EncryptionContext: { purpose: 'loopline-pay-config' },
    });
    expect(opened.status).toBe(200);
    expect(Buffer.from(((await opened.json()) as { Plaintext: string }).Plaintext, 'base64')).toHaveLength(
      32,
    );
    const wrongContext = await kms('Decrypt', {
      CiphertextBlob: stored.wrapped,
      EncryptionContext: { purpose: 'something-else' },
    });
    expect(((await wrongContext.json()) as { __type: string }).__type).toBe('InvalidCiphertextException');
    const unknownKey = await kms('GenerateDataKey', { KeyId: 'alias/nope', KeySpec: 'AES_256' });
    expect(((await unknownKey.json()) as { __type: string }).__type).toBe('NotFoundException');
  });
});
