import { createCipheriv, createSign, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signContent, signParams, verifyNotify } from './alipay.ts';
import { authorization, decryptResource, verifyPlatformSignature } from './wechat.ts';

const pem = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const platform = pem();
const forger = pem();
const config = { platformSerialNo: 'SERIAL', platformPublicKey: platform.publicKey };
const at = new Date('2026-06-01T00:00:00Z');
const ts = String(at.getTime() / 1000);
const sign = (key: string, body: string, timestamp = ts) =>
  createSign('RSA-SHA256').update(`${timestamp}\nnonce\n${body}\n`).sign(key, 'base64');

describe('WeChat Pay API v3 (merchant side)', () => {
  it('signs requests as method, path, timestamp, nonce and body lines', () => {
    const merchant = pem();
    const header = authorization(
      { mchId: '1', mchSerialNo: 'S', privateKey: merchant.privateKey },
      'POST',
      '/v3/x',
      '{}',
      at,
      'abc',
    );
    expect(header).toMatch(
      /^WECHATPAY2-SHA256-RSA2048 mchid="1",nonce_str="abc",signature="[^"]+",timestamp="1780272000",serial_no="S"$/,
    );
  });

  it('accepts only the platform’s signature, over the exact body, recently', () => {
    const body = '{"a":1}';
    const headers = {
      timestamp: ts,
      nonce: 'nonce',
      serial: 'SERIAL',
      signature: sign(platform.privateKey, body),
    };
    expect(verifyPlatformSignature(config, headers, body, at)).toBe(true);
    expect(verifyPlatformSignature(config, headers, '{"a":2}', at)).toBe(false);
    expect(
      verifyPlatformSignature(config, { ...headers, signature: sign(forger.privateKey, body) }, body, at),
    ).toBe(false);
    expect(verifyPlatformSignature(config, { ...headers, serial: 'OTHER' }, body, at)).toBe(false);
    expect(verifyPlatformSignature(config, headers, body, new Date(at.getTime() + 600_000))).toBe(false);
  });

  it('opens an AES-256-GCM resource with the API v3 key, and nothing else', () => {
    const key = 'k'.repeat(32);
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(key), Buffer.from('nonce1234567'));
    cipher.setAAD(Buffer.from('transaction'));
    const data = Buffer.concat([
      cipher.update('{"out_trade_no":"A"}'),
      cipher.final(),
      cipher.getAuthTag(),
    ]).toString('base64');
    const resource = {
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: data,
      nonce: 'nonce1234567',
      associated_data: 'transaction',
    };
    expect(decryptResource(key, resource)).toEqual({ out_trade_no: 'A' });
    expect(decryptResource('x'.repeat(32), resource)).toBeNull();
    expect(decryptResource(key, { ...resource, associated_data: 'other' })).toBeNull();
  });
});

describe('Alipay RSA2', () => {
  it('signs sorted non-empty parameters and verifies notifies without sign and sign_type', () => {
    expect(signContent({ b: '2', a: '1', sign: 's', c: '' }, ['sign'])).toBe('a=1&b=2');
    const alipay = pem();
    const form: Record<string, string> = { out_trade_no: 'A', total_amount: '1.00' };
    form.sign = signParams(alipay.privateKey, form);
    form.sign_type = 'RSA2';
    expect(verifyNotify({ alipayPublicKey: alipay.publicKey }, form)).toBe(true);
    expect(verifyNotify({ alipayPublicKey: alipay.publicKey }, { ...form, total_amount: '0.01' })).toBe(
      false,
    );
    expect(verifyNotify({ alipayPublicKey: forger.publicKey }, form)).toBe(false);
  });
});
