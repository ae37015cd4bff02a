import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';

/**
 * A small KMS for the local cloud (`/_aws/kms`, AWS JSON 1.1, the SDK's own wire): the two calls the
 * pay-config envelope makes, GenerateDataKey and Decrypt, for the keys the cloud declares. Each key's
 * material is derived from a master secret kept in the state folder; a ciphertext blob names its key
 * and is AES-256-GCM bound to the encryption context, so a wrong context or a flipped byte is refused
 * with KMS's InvalidCiphertextException, as the real service does.
 */
const BLOB_VERSION = 1;

class KmsError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

/** The encryption context as KMS compares it: the same pairs in any order. */
const contextBytes = (context: Record<string, string> = {}) =>
  Buffer.from(
    JSON.stringify(
      Object.keys(context)
        .sort()
        .map((k) => [k, context[k]]),
    ),
  );

export function createLocalKms(stateDir: string, region: string, keyIds: readonly string[]) {
  const file = join(stateDir, 'kms-master.key');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  const master = Buffer.from(readFileSync(file, 'utf8'), 'base64');
  const arnOf = (keyId: string) =>
    `arn:aws:kms:${region}:000000000000:${keyId.startsWith('alias/') ? keyId : `key/${keyId}`}`;
  const known = (keyId: string) => keyIds.includes(keyId) || keyIds.some((k) => arnOf(k) === keyId);
  const materialOf = (keyId: string) => createHmac('sha256', master).update(keyId).digest();

  function generateDataKey(input: {
    KeyId?: string;
    KeySpec?: string;
    NumberOfBytes?: number;
    EncryptionContext?: Record<string, string>;
  }) {
    const keyId = input.KeyId ?? '';
    if (!known(keyId)) throw new KmsError('NotFoundException', `Key '${keyId}' does not exist`);
    const size =
      input.KeySpec === 'AES_128' ? 16 : input.KeySpec === 'AES_256' ? 32 : (input.NumberOfBytes ?? 0);
    if (size < 1 || size > 1024)
      throw new KmsError('ValidationException', 'KeySpec or NumberOfBytes is required');
    const canonical = keyIds.find((k) => k === keyId || arnOf(k) === keyId)!;
    const plain = randomBytes(size);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', materialOf(canonical), iv).setAAD(
      contextBytes(input.EncryptionContext),
    );
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    const name = Buffer.from(canonical);
    const blob = Buffer.concat([
      Buffer.from([BLOB_VERSION, name.length]),
      name,
      iv,
      cipher.getAuthTag(),
      body,
    ]);
    return {
      KeyId: arnOf(canonical),
      Plaintext: plain.toString('base64'),
      CiphertextBlob: blob.toString('base64'),
    };
  }

  function decrypt(input: { CiphertextBlob?: string; EncryptionContext?: Record<string, string> }) {
    const invalid = () =>
      new KmsError('InvalidCiphertextException', 'The ciphertext is invalid for this key and context');
    const blob = Buffer.from(input.CiphertextBlob ?? '', 'base64');
    if (blob.length < 2 || blob[0] !== BLOB_VERSION) throw invalid();
    const nameEnd = 2 + blob[1]!;
    const keyId = blob.subarray(2, nameEnd).toString();
    if (!keyIds.includes(keyId) || blob.length < nameEnd + 28) throw invalid();
    try {
      const decipher = createDecipheriv(
        'aes-256-gcm',
        materialOf(keyId),
        blob.subarray(nameEnd, nameEnd + 12),
      );
      decipher.setAAD(contextBytes(input.EncryptionContext));
      decipher.setAuthTag(blob.subarray(nameEnd + 12, nameEnd + 28));
      const plain = Buffer.concat([decipher.update(blob.subarray(nameEnd + 28)), decipher.final()]);
      return {
        KeyId: arnOf(keyId),
        Plaintext: plain.toString('base64'),
        EncryptionAlgorithm: 'SYMMETRIC_DEFAULT',
      };
    } catch {
      throw invalid();
    }
  }

  const operations: Record<string, (input: never) => unknown> = {
    GenerateDataKey: generateDataKey,
    Decrypt: decrypt,
  };

  return {
    handle(req: IncomingMessage, res: ServerResponse, body: Buffer) {
      const operation = String(req.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
      const reply = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
        res.end(JSON.stringify(payload));
      };
      const op = operations[operation];
      if (!op)
        return reply(400, {
          __type: 'UnknownOperationException',
          message: `Unsupported operation ${operation}`,
        });
      try {
        reply(200, op(JSON.parse(body.toString('utf8') || '{}') as never));
      } catch (error) {
        if (error instanceof KmsError) return reply(400, { __type: error.type, message: error.message });
        reply(500, { __type: 'KMSInternalException', message: String(error) });
      }
    },
  };
}
