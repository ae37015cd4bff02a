import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type EnvelopeKms, type KeyStore, makeSettingsCipher, type SealingScope } from './settingsCipher.ts';

const PAY: SealingScope = {
  localKeyName: 'pay-config-key',
  kmsKeyName: 'pay-config-kms-key',
  purpose: 'loopline-pay-config',
};

/** The table's CONFIG partition: create-if-absent, like the conditional put. */
function memoryStore(): KeyStore & { records: Map<string, Record<string, string>> } {
  const records = new Map<string, Record<string, string>>();
  return {
    records,
    get: async (name) => records.get(name) ?? null,
    create: async (name, value) => {
      if (records.has(name)) return false;
      records.set(name, value);
      return true;
    },
  };
}

/** A KMS that wraps data keys under its own master key, checking the encryption context, and counts calls. */
function fakeKms() {
  const master = randomBytes(32);
  const calls = { generate: 0, decrypt: 0 };
  const aad = (context: Record<string, string>) => Buffer.from(JSON.stringify(context));
  const kms: EnvelopeKms = {
    async generateDataKey(keyId, context) {
      calls.generate++;
      expect(keyId).toBe('alias/pay');
      const plain = randomBytes(32);
      const iv = randomBytes(12);
      const c = createCipheriv('aes-256-gcm', master, iv).setAAD(aad(context));
      const body = Buffer.concat([c.update(plain), c.final()]);
      return { plain, wrapped: Buffer.concat([iv, c.getAuthTag(), body]) };
    },
    async decrypt(wrapped, context) {
      calls.decrypt++;
      const d = createDecipheriv('aes-256-gcm', master, wrapped.subarray(0, 12)).setAAD(aad(context));
      d.setAuthTag(wrapped.subarray(12, 28));
      return Buffer.concat([d.update(wrapped.subarray(28)), d.final()]);
    },
  };
  return { kms, calls };
}

describe('provider settings sealed under a data key', () => {
  it('with KMS: stores only the wrapped data key; a cold instance has KMS unwrap it once', async () => {
    const store = memoryStore();
    const { kms, calls } = fakeKms();
    const first = makeSettingsCipher({ store, kms, kmsKeyId: 'alias/pay', scope: PAY });
    const sealed = await first.seal({ privateKey: 'SECRET-PEM' }, 'pay-config:wxpay');
    expect(sealed.startsWith('v2.')).toBe(true);
    expect(sealed).not.toContain('SECRET');
    expect(calls).toEqual({ generate: 1, decrypt: 0 });
    const stored = store.records.get('pay-config-kms-key')!;
    expect(Object.keys(stored).sort()).toEqual(['keyId', 'wrapped']);
    expect(store.records.has('pay-config-key')).toBe(false);

    const cold = makeSettingsCipher({ store, kms, kmsKeyId: 'alias/pay', scope: PAY });
    expect(await cold.open(sealed, 'pay-config:wxpay')).toEqual({ privateKey: 'SECRET-PEM' });
    await cold.open(sealed, 'pay-config:wxpay');
    expect(calls).toEqual({ generate: 1, decrypt: 1 });
  });

  it('binds a value to its provider, and refuses a tampered one', async () => {
    const cipher = makeSettingsCipher({
      store: memoryStore(),
      kms: fakeKms().kms,
      kmsKeyId: 'alias/pay',
      scope: PAY,
    });
    const sealed = await cipher.seal({ apiV3Key: 'k' }, 'pay-config:wxpay');
    await expect(cipher.open(sealed, 'pay-config:alipay')).rejects.toThrow();
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    await expect(
      cipher.open([v, iv, tag, flipped.toString('base64url')].join('.'), 'pay-config:wxpay'),
    ).rejects.toThrow();
    await expect(cipher.open('v9.a.b.c', 'pay-config:wxpay')).rejects.toThrow('not a sealed value');
  });

  it('without KMS: a local data key; values sealed so still open once a KMS key is configured', async () => {
    const store = memoryStore();
    const local = makeSettingsCipher({ store, kms: null, kmsKeyId: '', scope: PAY });
    const old = await local.seal({ sharedSecret: 'abc' }, 'pay-config:ios');
    expect(old.startsWith('v1.')).toBe(true);
    const { kms } = fakeKms();
    const upgraded = makeSettingsCipher({ store, kms, kmsKeyId: 'alias/pay', scope: PAY });
    expect(await upgraded.open(old, 'pay-config:ios')).toEqual({ sharedSecret: 'abc' });
    expect((await upgraded.seal({ a: 1 }, 'x')).startsWith('v2.')).toBe(true);
    // The other way round is refused loudly rather than read with the wrong key.
    await expect(local.open(await upgraded.seal({ a: 1 }, 'x'), 'x')).rejects.toThrow(/no KMS key/);
  });

  it('two instances racing to make the data key end up with the same one', async () => {
    const store = memoryStore();
    const { kms } = fakeKms();
    const [a, b] = [0, 1].map(() => makeSettingsCipher({ store, kms, kmsKeyId: 'alias/pay', scope: PAY }));
    const [sa, sb] = await Promise.all([a!.seal({ n: 1 }, 'c'), b!.seal({ n: 2 }, 'c')]);
    const c = makeSettingsCipher({ store, kms, kmsKeyId: 'alias/pay', scope: PAY });
    expect(await c.open(sa, 'c')).toEqual({ n: 1 });
    expect(await c.open(sb, 'c')).toEqual({ n: 2 });
  });

  it('keeps scopes apart: a value sealed for one scope does not open under another over the same store', async () => {
    const store = memoryStore();
    const { kms } = fakeKms();
    const other: SealingScope = { localKeyName: 'other-key', kmsKeyName: 'other-kms-key', purpose: 'other' };
    for (const kmsOrNot of [null, kms]) {
      const keyId = kmsOrNot ? 'alias/pay' : '';
      const pay = makeSettingsCipher({ store, kms: kmsOrNot, kmsKeyId: keyId, scope: PAY });
      const elsewhere = makeSettingsCipher({ store, kms: kmsOrNot, kmsKeyId: keyId, scope: other });
      const sealed = await pay.seal({ secret: 's' }, 'ctx');
      await expect(elsewhere.open(sealed, 'ctx')).rejects.toThrow();
      expect(await pay.open(sealed, 'ctx')).toEqual({ secret: 's' });
    }
  });
});
