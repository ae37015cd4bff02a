import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

/**
 * Parsed provider keys, by their PEM text. Parsing a PEM costs several times the RSA operation it
 * is used for (a notify's verification is mostly that parse), and the settings cache (configs.ts)
 * hands out the same text until the settings change, so each key is parsed once per instance. A
 * text that does not parse is handed back as is: the sign or verify call then fails as before.
 */
const MAX_KEYS = 32;
const parsed = new Map<string, KeyObject>();

function keyOf(pem: string, parse: (pem: string) => KeyObject): KeyObject | string {
  const found = parsed.get(pem);
  if (found) return found;
  let key: KeyObject;
  try {
    key = parse(pem);
  } catch {
    return pem;
  }
  // Rotated settings leave old texts behind: a small bound instead of an eviction policy.
  if (parsed.size >= MAX_KEYS) parsed.clear();
  parsed.set(pem, key);
  return key;
}

export const publicKeyOf = (pem: string) => keyOf(pem, (text) => createPublicKey(text));
export const privateKeyOf = (pem: string) => keyOf(pem, (text) => createPrivateKey(text));
