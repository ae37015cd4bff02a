import { sortableId } from '../db/ids.ts';
import type { OperationEntry } from './auditLine.ts';

/** Spec 2 §9: operation logs are kept at least six months; the table's TTL drops them after this. */
export const OPERATION_LOG_RETENTION_DAYS = 190;

/** The module of a route, as the endpoint groups name them: the first two segments after /api. */
export function moduleOfPath(path: string): string {
  return path
    .replace(/^\/api\//, '')
    .split('/')
    .slice(0, 2)
    .join('/');
}

/**
 * Calls that change nothing although they are not GETs (the spec posts many queries): their last path
 * segment says so. Everything else that is not a GET is a state-changing call and is logged.
 */
const READ_SEGMENT =
  /^((check|query|list|get|verify|is|judge|select|download|downLoad|export|my|statistics|collect)([A-Z].*)?|[a-z]+Statistics|page|detail|files|template|identifyProgress|previewSource|modelView|topoRelation|pictureUploadUrl|logoutCheck|captcha|token|smsToken|refresh)$/;

export function changesState(method: string, path: string): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  const segments = path.split('/').filter((s) => s && !s.startsWith('{'));
  return !READ_SEGMENT.test(segments[segments.length - 1] ?? '');
}

/** The operating system a user agent names (spec 3 §3 operateSystem). */
export function operatingSystemOf(userAgent: string): string {
  const ua = userAgent.toLowerCase();
  if (ua.includes('windows')) return 'Windows';
  if (ua.includes('android')) return 'Android';
  if (ua.includes('harmonyos')) return 'HarmonyOS';
  if (/iphone|ipad|ios/.test(ua)) return 'iOS';
  if (ua.includes('mac os') || ua.includes('macintosh')) return 'macOS';
  if (ua.includes('linux')) return 'Linux';
  return ua ? 'Other' : '';
}

/** The project a call names, when its body, query or path carries one. */
export function projectIdOf(...sources: unknown[]): string {
  for (const source of sources) {
    if (source && typeof source === 'object') {
      const value = (source as Record<string, unknown>).projectId;
      if (typeof value === 'string' && value.length <= 64) return value;
    }
  }
  return '';
}

export interface OperationInput {
  tenantId: string;
  userId: string;
  account: string;
  projectId: string;
  remoteIp: string;
  userAgent: string;
  method: string;
  path: string;
  summary: string;
  status: number;
  started: Date;
  ended: Date;
}

/** The audit record of one call, as the request path hands it off (see auditLine.ts). */
export function operationEntryOf(input: OperationInput): OperationEntry {
  return {
    tenantId: input.tenantId,
    day: input.started.toISOString().slice(0, 10),
    id: sortableId(input.started),
    userId: input.userId,
    account: input.account,
    projectId: input.projectId,
    remoteIp: input.remoteIp,
    operateSystem: operatingSystemOf(input.userAgent),
    operaModule: moduleOfPath(input.path),
    operaRoute: `${input.method} ${input.path}`,
    // The summary's first clause: its parenthesised field list is for developers.
    operaContent: input.summary.split(' (')[0]!,
    status: input.status,
    startTime: input.started.toISOString(),
    endTime: input.ended.toISOString(),
    expiresAt: Math.floor(input.ended.getTime() / 1000) + OPERATION_LOG_RETENTION_DAYS * 86_400,
  };
}
