import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface Pair {
  privateKey: string;
  publicKey: string;
}

/**
 * The payment sandbox's identities, made once per state folder: for WeChat Pay a merchant (its API
 * key pair and the API v3 key, as the merchant platform would issue them) and the platform's own
 * signing pair; for Alipay an app key pair and Alipay's pair. The sandbox keeps the providers'
 * private keys; the merchant side goes into Loopline's provider settings through the seed.
 */
export interface SandboxKeys {
  wx: {
    appId: string;
    mchId: string;
    mchSerialNo: string;
    merchant: Pair;
    apiV3Key: string;
    platformSerialNo: string;
    platform: Pair;
  };
  alipay: { appId: string; app: Pair; alipay: Pair };
}

const pair = (): Pair => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { privateKey, publicKey };
};

const serial = () => randomBytes(20).toString('hex').toUpperCase();

export function sandboxKeys(stateDir: string): SandboxKeys {
  const file = join(stateDir, 'pay-sandbox-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as SandboxKeys;
  const keys: SandboxKeys = {
    wx: {
      appId: 'wx5andb0x00000001',
      mchId: '1900000001',
      mchSerialNo: serial(),
      merchant: pair(),
      // 32 ASCII characters, as the merchant platform issues it.
      apiV3Key: randomBytes(16).toString('hex'),
      platformSerialNo: serial(),
      platform: pair(),
    },
    alipay: { appId: '2021000000000001', app: pair(), alipay: pair() },
  };
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
