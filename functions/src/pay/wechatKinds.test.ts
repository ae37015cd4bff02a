import { createVerify, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { WxConfig } from './configs.ts';
import { mobileChoice } from './merge.ts';
import { appIdFor, appPackage, bridgePackage } from './wechatKinds.ts';

const merchant = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const verifies = (lines: string[], signature: string) =>
  createVerify('RSA-SHA256')
    .update(`${lines.join('\n')}\n`)
    .verify(merchant.publicKey, signature, 'base64');
const at = new Date('2026-06-01T00:00:00Z');

describe('WeChat Pay client packages (merchant side)', () => {
  it('JSAPI: paySign covers appId, timeStamp, nonceStr and package lines', () => {
    const call = bridgePackage(
      { privateKey: merchant.privateKey },
      'wxAPP',
      'wx201410272009395522657a690389285100',
      at,
      'n1',
    );
    expect(call).toMatchObject({
      appId: 'wxAPP',
      timeStamp: '1780272000',
      nonceStr: 'n1',
      package: 'prepay_id=wx201410272009395522657a690389285100',
      signType: 'RSA',
    });
    expect(verifies(['wxAPP', '1780272000', 'n1', call.package], call.paySign)).toBe(true);
    expect(verifies(['wxAPP', '1780272001', 'n1', call.package], call.paySign)).toBe(false);
  });

  it('app: the PayReq sign covers appid, timestamp, noncestr and prepayid', () => {
    const req = appPackage(
      { privateKey: merchant.privateKey, mchId: '1900000001' },
      'wxMOBILE',
      'wxPREPAY',
      at,
      'n2',
    );
    expect(req).toMatchObject({ partnerid: '1900000001', package: 'Sign=WXPay', prepayid: 'wxPREPAY' });
    expect(verifies(['wxMOBILE', '1780272000', 'n2', 'wxPREPAY'], req.sign)).toBe(true);
  });

  it('places a mini program and the app under their own app ids when set', () => {
    const config = { appId: 'wxWEB', miniAppId: '', mobileAppId: 'wxMOBILE' } as WxConfig;
    expect(appIdFor(config, 'jsapi')).toBe('wxWEB');
    expect(appIdFor(config, 'mini')).toBe('wxWEB');
    expect(appIdFor(config, 'app')).toBe('wxMOBILE');
  });
});

describe('the merged payment on a phone', () => {
  const both = ['wxpay', 'alipay'] as const;
  const ua = {
    wechat: 'Mozilla/5.0 (iPhone) AppleWebKit MicroMessenger/8.0.50(0x1800322c) NetType/WIFI',
    alipay: 'Mozilla/5.0 (Linux; Android 14) AlipayClient/10.6.0.8000',
    safari: 'Mozilla/5.0 (iPhone) Version/17.5 Mobile Safari/604.1',
  };

  it('uses WeChat JSAPI inside WeChat and Alipay inside Alipay, whatever the buyer asked', () => {
    expect(mobileChoice(ua.wechat, [...both], 'alipay', 'alipay', {})).toEqual({
      provider: 'wxpay',
      kind: 'jsapi',
    });
    expect(mobileChoice(ua.alipay, [...both], 'wxpay', 'wxpay', {})).toEqual({
      provider: 'alipay',
      kind: 'wap',
    });
    expect(mobileChoice(ua.alipay, [...both], undefined, 'wxpay', { buyerId: '2088' })).toEqual({
      provider: 'alipay',
      kind: 'jsapi',
    });
  });

  it('elsewhere takes the buyer’s offered choice, else the default, as H5', () => {
    expect(mobileChoice(ua.safari, [...both], 'wxpay', 'alipay', {})).toEqual({
      provider: 'wxpay',
      kind: 'h5',
    });
    expect(mobileChoice(ua.safari, [...both], undefined, 'alipay', {})).toEqual({
      provider: 'alipay',
      kind: 'wap',
    });
    expect(mobileChoice(ua.safari, ['alipay'], 'wxpay', 'alipay', {})).toEqual({
      provider: 'alipay',
      kind: 'wap',
    });
  });

  it('offers nothing when the client’s own provider is not offered', () => {
    expect(mobileChoice(ua.wechat, ['alipay'], undefined, 'alipay', {})).toBeNull();
    expect(mobileChoice(ua.alipay, ['wxpay'], undefined, 'wxpay', {})).toBeNull();
  });
});
