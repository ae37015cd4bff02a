import { settingsSealer } from '../lib/sealing/settingsCipher.ts';

/** Payment provider settings (merchant private keys, API keys, shared secrets), sealed apart from other settings. */
export const { seal, open } = settingsSealer({
  localKeyName: 'pay-config-key',
  kmsKeyName: 'pay-config-kms-key',
  purpose: 'loopline-pay-config',
});
