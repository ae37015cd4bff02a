import type { Language } from '@loopline/shared';
import {
  type ClientAppId,
  type ClientSettingView,
  type ClientVersionCheck,
  compareVersions,
} from '@loopline/shared/contracts/clientSetting';
import { clientSetting } from '../entities/clientSetting.ts';

type Input = Omit<ClientSettingView, 'updateTime' | 'updateUser'>;

const EMPTY = {
  latestVersion: '',
  minVersion: '',
  downloadUrl: '',
  updateNotice: '',
  updateNoticeEn: '',
  updateTime: '',
  updateUser: '',
};

/** A client's settings; a client never set reads as blank (nothing offered, nothing required). */
export async function clientSettingDetail(clientId: ClientAppId): Promise<ClientSettingView> {
  const { data } = await clientSetting.get({ clientId }).go();
  return data
    ? {
        clientId,
        latestVersion: data.latestVersion,
        minVersion: data.minVersion,
        downloadUrl: data.downloadUrl,
        updateNotice: data.updateNotice,
        updateNoticeEn: data.updateNoticeEn,
        updateTime: data.updateTime,
        updateUser: data.updateUser,
      }
    : { clientId, ...EMPTY };
}

/** Saves a client's settings whole (the contract has checked versions, their order and the address). */
export async function updateClientSetting(input: Input, account: string, now = new Date()) {
  const record = { ...input, updateTime: now.toISOString(), updateUser: account };
  await clientSetting.put(record).go();
  return record;
}

/**
 * The public check: the offered release, and whether `version` (the caller's own) is older than
 * the latest or than the oldest supported. A blank version only reads the offer.
 */
export async function checkClientVersion(
  clientId: ClientAppId,
  version: string,
  lang: Language,
): Promise<ClientVersionCheck> {
  const s = await clientSettingDetail(clientId);
  const primary = lang === 'en' ? s.updateNoticeEn : s.updateNotice;
  const older = (than: string) => version !== '' && than !== '' && compareVersions(version, than) < 0;
  return {
    clientId,
    configured: s.latestVersion !== '',
    latestVersion: s.latestVersion,
    minVersion: s.minVersion,
    downloadUrl: s.downloadUrl,
    notice: primary || (lang === 'en' ? s.updateNotice : s.updateNoticeEn),
    updateAvailable: older(s.latestVersion),
    updateRequired: older(s.minVersion),
  };
}
