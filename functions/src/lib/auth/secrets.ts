import { constants, generateKeyPairSync, privateDecrypt, randomBytes } from 'node:crypto';
import { conditionFailed } from '../../entities/errors.ts';
import { secret } from '../../entities/secret.ts';

/**
 * Key material created once per deployment and kept in the table (encrypted at rest, readable only
 * by the functions' roles). The first writer wins; everyone else reads what it wrote.
 */
async function getOrCreate<T extends object>(name: string, create: () => T): Promise<T> {
  const found = await secret.get({ name }).go({ consistent: true });
  if (found.data) return found.data.value as T;
  const value = create();
  try {
    await secret.create({ name, value }).go();
    return value;
  } catch (error) {
    if (!conditionFailed(error)) throw error;
    const again = await secret.get({ name }).go({ consistent: true });
    return again.data!.value as T;
  }
}

let signingKey: Promise<Uint8Array> | undefined;
export function tokenSigningKey(): Promise<Uint8Array> {
  signingKey ??= getOrCreate('token-signing-key', () => ({
    secret: randomBytes(32).toString('base64'),
  })).then((v) => new Uint8Array(Buffer.from(v.secret, 'base64')));
  return signingKey;
}

interface RsaPair {
  publicKey: string;
  privateKey: string;
}
let rsaPair: Promise<RsaPair> | undefined;
function credentialKeyPair(): Promise<RsaPair> {
  rsaPair ??= getOrCreate<RsaPair>('credential-rsa-key', () => {
    const pair = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'der' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    return { publicKey: pair.publicKey.toString('base64'), privateKey: pair.privateKey };
  });
  return rsaPair;
}

/** The public key the client encrypts the password with: base64 SPKI DER for RSA-OAEP with SHA-256. */
export async function credentialPublicKey(): Promise<string> {
  return (await credentialKeyPair()).publicKey;
}

/** Decrypts a base64 RSA-OAEP (SHA-256) ciphertext; null when it is not one of ours. */
export async function decryptCredential(ciphertext: string): Promise<string | null> {
  const { privateKey } = await credentialKeyPair();
  try {
    return privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(ciphertext, 'base64'),
    ).toString('utf8');
  } catch {
    return null;
  }
}
