import { describe, expect, it } from 'vitest';
import { ClientSettingBody, compareVersions } from './clientSetting.ts';

describe('client release versions', () => {
  it('compares dotted versions part by part, as numbers', () => {
    expect(compareVersions('1.10.0', '1.9.9')).toBe(1);
    expect(compareVersions('1.4', '1.4.0')).toBe(0);
    expect(compareVersions('1.4.0', '1.4.1')).toBe(-1);
    expect(compareVersions('2', '10')).toBe(-1);
  });

  it('refuses a minimum above the latest, a version that is not dotted numbers, and a non-http download', () => {
    const base = { clientId: 'portal', latestVersion: '1.5.0' };
    expect(ClientSettingBody.safeParse({ ...base, minVersion: '1.10' }).success).toBe(false);
    expect(ClientSettingBody.safeParse({ ...base, minVersion: '1.5' }).success).toBe(true);
    expect(ClientSettingBody.safeParse({ ...base, latestVersion: 'v1.5' }).success).toBe(false);
    expect(ClientSettingBody.safeParse({ ...base, downloadUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(ClientSettingBody.safeParse({ ...base, downloadUrl: 'https://x.example/a.exe' }).success).toBe(
      true,
    );
  });
});
