import { describe, expect, it } from 'vitest';
import { CryptoUnavailableError, encryptPassword } from './crypto.ts';

describe('encryptPassword', () => {
  it('produces RSA-OAEP SHA-256 ciphertext the private key opens', async () => {
    const { subtle } = globalThis.crypto;
    const pair = await subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    const spki = new Uint8Array(await subtle.exportKey('spki', pair.publicKey));
    const publicKey = btoa(String.fromCharCode(...spki));
    const cipher = await encryptPassword('Secret#123 密码', publicKey);
    const bytes = Uint8Array.from(atob(cipher), (c) => c.charCodeAt(0));
    expect(bytes).toHaveLength(256);
    const plain = await subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, bytes);
    expect(new TextDecoder().decode(plain)).toBe('Secret#123 密码');
  });

  it('says so when WebCrypto is unavailable', async () => {
    await expect(encryptPassword('x', 'AAAA', null)).rejects.toBeInstanceOf(CryptoUnavailableError);
  });
});
