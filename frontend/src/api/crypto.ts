function fromBase64(value: string): Uint8Array<ArrayBuffer> {
  const binary = atob(value);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export class CryptoUnavailableError extends Error {
  constructor() {
    super('WebCrypto is not available in this context');
    this.name = 'CryptoUnavailableError';
  }
}

/**
 * Encrypts a password for the sign-in call: RSA-OAEP with SHA-256 under the server's public key
 * (base64 SPKI DER), answered as base64 ciphertext. WebCrypto needs a secure context (HTTPS or localhost).
 */
export async function encryptPassword(
  password: string,
  publicKeySpki: string,
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
): Promise<string> {
  if (!subtle) throw new CryptoUnavailableError();
  const key = await subtle.importKey(
    'spki',
    fromBase64(publicKeySpki),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const cipher = await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password));
  return toBase64(new Uint8Array(cipher));
}
