import { settingsSealer } from '../lib/sealing/settingsCipher.ts';

/**
 * SMS and storage resource secrets, sealed like the payment settings but under data keys of their
 * own, so the two never share one. The config id is the associated data, so a sealed value copied
 * onto another config does not open.
 */
const sealer = settingsSealer({
  localKeyName: 'resource-config-key',
  kmsKeyName: 'resource-config-kms-key',
  purpose: 'loopline-resource-config',
});

export const sealSecret = (value: string, context: string): Promise<string> =>
  sealer.seal({ value }, context);

export async function openSecret(sealed: string, context: string): Promise<string> {
  return (await sealer.open<{ value: string }>(sealed, context)).value;
}
