import { constants, generateKeyPairSync, sign, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { merchantSign, orderStrOf, payMercAuth, petalTime, signedByHuawei, signString } from './huawei.ts';
import { petalInstant } from './huaweiTrade.ts';

const rsa = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const sm2 = generateKeyPairSync('ec', {
  namedCurve: 'SM2',
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const config = {
  appId: '5765880207850001',
  mchId: '101700000001',
  mchAuthId: '120291744647139',
  privateKey: rsa.privateKey,
  platformPublicKey: sm2.publicKey,
  gateway: 'https://petalpay-developer.cloud.huawei.com.cn',
  notifyUrl: 'https://loopline.example/api/blade-pay/notify/petalpay',
  kinds: ['native', 'app'] as ('native' | 'app')[],
  notifyKey: '',
  refundGapSeconds: 60,
  enabled: true,
};
const pss = (content: string, signature: string) =>
  verify(
    'sha256',
    Buffer.from(content),
    { key: rsa.publicKey, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 },
    Buffer.from(signature, 'base64'),
  );

describe('Huawei Petal Pay signing', () => {
  it('concatenates the fields but sign in ASCII order, as the published example', () => {
    expect(
      signString({
        tradeSummary: '杂志报刊',
        totalAmount: 2,
        mercOrderNo: 'xxxxxx',
        mercNo: 'xxxxxx',
        currency: 'CNY',
        callbackUrl: 'https://www.xxxxxx.com/hw/pay/callback',
        allocationType: 'DELAY_ORDER_ALLOCATION',
        sign: 'left out',
        payload: undefined,
      }),
    ).toBe(
      'allocationType=DELAY_ORDER_ALLOCATION&callbackUrl=https://www.xxxxxx.com/hw/pay/callback&currency=CNY&mercNo=xxxxxx&mercOrderNo=xxxxxx&totalAmount=2&tradeSummary=杂志报刊',
    );
  });

  it('PayMercAuth: bodySign over the body, headerSign over the other header fields (RSA-PSS)', () => {
    const body = signString({ mercOrderNo: 'A1', totalAmount: 5 });
    const auth = JSON.parse(payMercAuth(config, body, new Date(1_700_000_000_000)));
    expect(auth).toMatchObject({ callerId: config.mchId, authId: config.mchAuthId, time: 1_700_000_000_000 });
    expect(auth.traceId.length).toBeLessThanOrEqual(32);
    expect(pss(body, auth.bodySign)).toBe(true);
    const { headerSign, ...head } = auth;
    expect(pss(signString(head), headerSign)).toBe(true);
    expect(pss(`${body}x`, auth.bodySign)).toBe(false);
  });

  it('signs with SM2 when the merchant key is SM2', () => {
    const signature = merchantSign(sm2.privateKey, 'a=1');
    expect(verify('sm3', Buffer.from('a=1'), sm2.publicKey, Buffer.from(signature, 'base64'))).toBe(true);
  });

  it('orderStr: every field but sign signed; timestamp in milliseconds', () => {
    const orderStr = orderStrOf(config, 'prepay-1', new Date(1_666_230_721_315));
    expect(orderStr).toMatchObject({
      merc_no: config.mchId,
      prepay_id: 'prepay-1',
      timestamp: '1666230721315',
    });
    const { sign: signature, ...fields } = orderStr;
    expect(pss(signString(fields), signature)).toBe(true);
  });

  it("believes a notify only with Huawei's SM2 signature over its exact fields", () => {
    const fields = { mercOrderNo: 'A1', orderStatus: 'TRX_SUCCESS', totalAmount: 500, signType: 'SM2' };
    const signature = sign('sm3', Buffer.from(signString(fields)), sm2.privateKey).toString('base64');
    expect(signedByHuawei(config, { ...fields, sign: signature })).toBe(true);
    expect(signedByHuawei(config, { ...fields, totalAmount: 1, sign: signature })).toBe(false);
    expect(signedByHuawei(config, fields)).toBe(false);
    const rsaSigned = merchantSign(rsa.privateKey, signString(fields));
    expect(signedByHuawei(config, { ...fields, sign: rsaSigned })).toBe(false);
  });

  it("reads and writes Huawei's time format", () => {
    expect(petalTime('2026-11-26T02:30:00.000Z')).toBe('2026-11-26T02:30:00.000+0000');
    expect(petalInstant('2023-02-23T10:02:04.000+0800')).toBe('2023-02-23T02:02:04.000Z');
  });
});
