import { z } from 'zod';
import { CLIENT_IDS } from '../constants.ts';

/**
 * Client settings (cloud/client/setting; spec 3 §7): per client app (the clientIds of spec 3 §9),
 * the release the platform offers — its latest version, the oldest version still supported, where to
 * download it and a notice in both languages. The sign-in page reads them through the public check
 * to offer the download and to tell a client older than the latest (or the minimum) to update.
 */

const INVALID = { error: 'clientSetting.invalid' };
/** This web client's own version (spec 2: "version 1.4.0"), sent with the version check. */
export const WEB_CLIENT_VERSION = '1.4.0';

const VERSION = /^\d{1,4}(\.\d{1,4}){0,3}$/;
const version = (required: boolean) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z
      .string(INVALID)
      .trim()
      .refine((v) => (v === '' ? !required : VERSION.test(v)), { error: 'clientSetting.versionInvalid' }),
  );
const blankable = (max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.string(INVALID).trim().max(max, { error: 'clientSetting.tooLong' }),
  );

/** Compares dotted versions numerically ('1.10' > '1.9'); missing parts are 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

/** A client app of the product (spec 3 §9's client ids and the portal). */
export type ClientAppId = (typeof CLIENT_IDS)[number];
const clientId = z.enum(CLIENT_IDS, { error: 'clientSetting.clientInvalid' });

export const ClientSettingQuery = z.object({ clientId });

export const ClientSettingBody = z
  .object({
    clientId,
    latestVersion: version(true),
    minVersion: version(false),
    downloadUrl: blankable(1000).refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), {
      error: 'clientSetting.urlInvalid',
    }),
    updateNotice: blankable(500),
    updateNoticeEn: blankable(500),
  })
  .refine((b) => b.minVersion === '' || compareVersions(b.minVersion, b.latestVersion) <= 0, {
    error: 'clientSetting.minAboveLatest',
    path: ['minVersion'],
  });

/** The public version check: which client, and the version it runs (blank: just the offer). */
export const ClientVersionQuery = z.object({ clientId, version: version(false) });

export interface ClientSettingView {
  clientId: ClientAppId;
  latestVersion: string;
  minVersion: string;
  downloadUrl: string;
  updateNotice: string;
  updateNoticeEn: string;
  updateTime: string;
  updateUser: string;
}

/** What any caller learns about a client's release; `configured` false when nothing is set. */
export interface ClientVersionCheck {
  clientId: string;
  configured: boolean;
  latestVersion: string;
  minVersion: string;
  downloadUrl: string;
  /** The notice in the caller's language (the other language's when only that one is written). */
  notice: string;
  /** The running version is older than the latest. */
  updateAvailable: boolean;
  /** The running version is older than the oldest supported one. */
  updateRequired: boolean;
}
