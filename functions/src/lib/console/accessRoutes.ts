import { sortableId } from '../db/ids.ts';
import type { AccessEntry } from './auditLine.ts';
import { OPERATION_LOG_RETENTION_DAYS, operatingSystemOf } from './operationRecord.ts';

/**
 * The calls that are an access to a project or a file (cloud/accesshistory): opening a project's page
 * (its member view of oneself), and opening a file in the 2D or 3D viewer. The pipeline hands one access
 * line per successful call of these routes to the audit consumer; no domain handler records anything.
 */
type Sources = { body?: unknown; params?: unknown };
type Access = { sourceType: 'project' | 'file'; sourceId: string; projectId: string };

const text = (source: unknown, field: string): string => {
  const value = source && typeof source === 'object' ? (source as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' && value.length <= 64 ? value : '';
};

const fileOpened = ({ body }: Sources): Access | null => {
  const projectId = text(body, 'projectId');
  const fileId = text(body, 'fileId');
  return projectId && fileId ? { sourceType: 'file', sourceId: fileId, projectId } : null;
};

const ACCESS_ROUTES: Record<string, (sources: Sources, userId: string) => Access | null> = {
  // The project page asks for the caller's own membership (b = the caller) when it opens.
  'GET /api/cloud/project/user/{a}/{b}': ({ params }, userId) => {
    const projectId = text(params, 'a');
    return projectId && text(params, 'b') === userId
      ? { sourceType: 'project', sourceId: projectId, projectId }
      : null;
  },
  'POST /api/cloud/file/info/previewSource': fileOpened,
  'POST /api/cloud/file/info/modelView': fileOpened,
};

/** The access a successful call made, if its route is one of the access routes. */
export function accessOf(routeKey: string, sources: Sources, userId: string): Access | null {
  return ACCESS_ROUTES[routeKey]?.(sources, userId) ?? null;
}

/** The access record of a call, as the request path hands it off. */
export function accessEntryOf(
  access: Access,
  who: { tenantId: string; userId: string; account: string; remoteIp: string; userAgent: string },
  at: Date,
): AccessEntry {
  return {
    ...access,
    tenantId: who.tenantId,
    day: at.toISOString().slice(0, 10),
    id: sortableId(at),
    userId: who.userId,
    account: who.account,
    remoteIp: who.remoteIp,
    operateSystem: operatingSystemOf(who.userAgent),
    accessTime: at.toISOString(),
    expiresAt: Math.floor(at.getTime() / 1000) + OPERATION_LOG_RETENTION_DAYS * 86_400,
  };
}
