import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { DecryptCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import { conditionFailed } from '../../entities/errors.ts';
import { secret } from '../../entities/secret.ts';

/**
 * Seals settings secrets (payment merchant keys, SMS and storage access keys) with AES-256-GCM under
 * a data key. With a KMS key configured (SETTINGS_KEY_ID) the data key is an envelope: KMS
 * GenerateDataKey makes it once, only its KMS-wrapped form is stored (in the table's CONFIG
 * partition), and each cold instance has KMS Decrypt it. Without one the data key is kept there as
 * is (the fallback when no key is configured). A sealed value is `<version>.<iv>.<tag>.<body>` in
 * base64url, bound to its record by the associated data: v1 under the stored key, v2 under the KMS
 * envelope, so values sealed before a KMS key was configured still open.
 */

/** Where the data keys are kept (the table's CONFIG partition; a fake in unit tests). */
export interface KeyStore {
  get(name: string): Promise<Record<string, string> | null>;
  /** Creates the record unless it exists; false when another instance created it first. */
  create(name: string, value: Record<string, string>): Promise<boolean>;
}

/** The two KMS calls the envelope needs. */
export interface EnvelopeKms {
  generateDataKey(
    keyId: string,
    context: Record<string, string>,
  ): Promise<{ plain: Buffer; wrapped: Buffer }>;
  decrypt(wrapped: Buffer, context: Record<string, string>): Promise<Buffer>;
}

/**
 * What one kind of sealed settings keeps apart from another: its own data keys (by name in the
 * CONFIG partition) and its own KMS encryption context, which KMS checks on Decrypt and writes to
 * CloudTrail, so a wrapped key opens only for that use.
 */
export interface SealingScope {
  localKeyName: string;
  kmsKeyName: string;
  purpose: string;
}

export function makeSettingsCipher(deps: {
  store: KeyStore;
  kms: EnvelopeKms | null;
  kmsKeyId: string;
  scope: SealingScope;
}) {
  const { localKeyName: LOCAL_KEY, kmsKeyName: KMS_KEY } = deps.scope;
  const KMS_CONTEXT = { purpose: deps.scope.purpose };
  const keys = new Map<string, Promise<Buffer>>();

  async function localKey(): Promise<Buffer> {
    const found = await deps.store.get(LOCAL_KEY);
    if (found?.key) return Buffer.from(found.key, 'base64');
    const key = randomBytes(32);
    if (await deps.store.create(LOCAL_KEY, { key: key.toString('base64') })) return key;
    return localKey();
  }

  async function envelopeKey(): Promise<Buffer> {
    const kms = deps.kms;
    if (!kms) throw new Error(`${deps.scope.purpose}: sealed under KMS, and no KMS key is configured`);
    const found = await deps.store.get(KMS_KEY);
    if (found?.wrapped) return kms.decrypt(Buffer.from(found.wrapped, 'base64'), KMS_CONTEXT);
    const made = await kms.generateDataKey(deps.kmsKeyId, KMS_CONTEXT);
    const stored = { wrapped: made.wrapped.toString('base64'), keyId: deps.kmsKeyId };
    if (await deps.store.create(KMS_KEY, stored)) return made.plain;
    return envelopeKey();
  }

  function key(version: string): Promise<Buffer> {
    let found = keys.get(version);
    if (!found) {
      found = version === 'v2' ? envelopeKey() : localKey();
      keys.set(version, found);
      // A failed read (KMS throttled, the table unreachable) is tried again next time.
      found.catch(() => keys.delete(version));
    }
    return found;
  }

  return {
    async seal(value: object, context: string): Promise<string> {
      const version = deps.kms ? 'v2' : 'v1';
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', await key(version), iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return [version, ...[iv, cipher.getAuthTag(), body].map((p) => p.toString('base64url'))].join('.');
    },
    async open<T>(sealed: string, context: string): Promise<T> {
      const [version, iv, tag, body] = sealed.split('.');
      if ((version !== 'v1' && version !== 'v2') || !iv || !tag || body === undefined)
        throw new Error(`${deps.scope.purpose}: not a sealed value`);
      const decipher = createDecipheriv('aes-256-gcm', await key(version), Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
      return JSON.parse(text.toString('utf8')) as T;
    },
  };
}

const tableStore: KeyStore = {
  async get(name) {
    const found = await secret.get({ name }).go({ consistent: true });
    return (found.data?.value as Record<string, string> | undefined) ?? null;
  },
  async create(name, value) {
    try {
      await secret.create({ name, value }).go();
      return true;
    } catch (error) {
      if (!conditionFailed(error)) throw error;
      return false;
    }
  },
};

/** The module's one KMS client (the endpoint comes from AWS_ENDPOINT_URL_KMS when set). */
let kmsClient: KMSClient | undefined;
function awsKms(): EnvelopeKms {
  kmsClient ??= new KMSClient({});
  const client = kmsClient;
  return {
    async generateDataKey(keyId, context) {
      const out = await client.send(
        new GenerateDataKeyCommand({ KeyId: keyId, KeySpec: 'AES_256', EncryptionContext: context }),
      );
      if (!out.Plaintext || !out.CiphertextBlob) throw new Error('KMS GenerateDataKey answered no key');
      return { plain: Buffer.from(out.Plaintext), wrapped: Buffer.from(out.CiphertextBlob) };
    },
    async decrypt(wrapped, context) {
      const out = await client.send(
        new DecryptCommand({ CiphertextBlob: wrapped, EncryptionContext: context }),
      );
      if (!out.Plaintext) throw new Error('KMS Decrypt answered no key');
      return Buffer.from(out.Plaintext);
    },
  };
}

/**
 * The sealing for one scope over the table and, when SETTINGS_KEY_ID is set (deployed: the stack's
 * key; locally: the local cloud's KMS), the KMS envelope. Made on first use, so the environment is
 * read once it is set.
 */
export function settingsSealer(scope: SealingScope) {
  let cipher: ReturnType<typeof makeSettingsCipher> | undefined;
  const current = () => {
    const kmsKeyId = process.env.SETTINGS_KEY_ID ?? '';
    cipher ??= makeSettingsCipher({ store: tableStore, kms: kmsKeyId ? awsKms() : null, kmsKeyId, scope });
    return cipher;
  };
  return {
    seal: (value: object, context: string) => current().seal(value, context),
    open: <T>(sealed: string, context: string) => current().open<T>(sealed, context),
  };
}
