import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openPetalNotify } from './huaweiNotifyCipher.ts';
import { NotifySignatureError } from './notify.ts';

const notifyKey = 'k'.repeat(16) + 'Q7'.repeat(8);
const business = { mercOrderNo: 'P1', orderStatus: 'TRX_SUCCESS', totalAmount: 1000, mercNo: '101700000001' };

/** Huawei's side, written here apart: AES-256-GCM of the business JSON, the callbackId as associated data. */
function sealed(fields: object, key = notifyKey, callbackId = 'cb-1') {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(key), nonce);
  cipher.setAAD(Buffer.from(callbackId));
  const body = Buffer.concat([cipher.update(JSON.stringify(fields)), cipher.final(), cipher.getAuthTag()]);
  return {
    callbackId,
    callbackTime: '2026-11-26 10:00:00',
    dataType: 'encrypt',
    signType: 'SM2',
    encryptData: body.toString('base64'),
    nonce: nonce.toString('base64'),
    sign: 'checked-before',
  };
}

describe('encrypted Huawei notifies', () => {
  it('opens the business fields over the envelope, without the ciphertext', () => {
    const opened = openPetalNotify({ notifyKey }, sealed(business));
    expect(opened).toMatchObject({ ...business, callbackId: 'cb-1', dataType: 'encrypt' });
    expect(opened).not.toHaveProperty('encryptData');
    expect(opened).not.toHaveProperty('sign');
  });

  it('refuses another key, a changed byte, another callbackId, no key, and non-objects', () => {
    const refuse = (config: { notifyKey: string }, envelope: Record<string, unknown>) =>
      expect(() => openPetalNotify(config, envelope)).toThrow(NotifySignatureError);
    refuse({ notifyKey }, sealed(business, 'x'.repeat(32)));
    const good = sealed(business);
    const bytes = Buffer.from(good.encryptData, 'base64');
    bytes[3] = (bytes[3] ?? 0) ^ 1;
    refuse({ notifyKey }, { ...good, encryptData: bytes.toString('base64') });
    refuse({ notifyKey }, { ...good, callbackId: 'cb-2' });
    refuse({ notifyKey: '' }, good);
    refuse({ notifyKey }, { ...good, nonce: 'AAAA' });
    refuse({ notifyKey }, { ...good, encryptData: undefined });
    refuse({ notifyKey }, sealed(['a list']));
  });
});
