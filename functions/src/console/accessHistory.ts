import {
  ACCESS_HISTORY_MAX_DAYS,
  type AccessHistoryView,
  type AccessSourceType,
} from '@loopline/shared/contracts/accessHistory';
import { accessHistory } from '../entities/accessHistory.ts';
import { getMany } from '../entities/batch.ts';
import { entry } from '../entities/entry.ts';
import { entityCount } from '../entities/paging.ts';
import { project } from '../entities/project.ts';
import type { AccessEntry } from '../lib/console/auditLine.ts';
import { OPERATION_LOG_RETENTION_DAYS } from '../lib/console/operationRecord.ts';
import { BadRequestError, NotFoundError } from '../lib/errors.ts';
import { daysOf } from './operateLog.ts';

/**
 * cloud/accesshistory: users' accesses to projects and files (lib/console/accessRoutes.ts says which
 * calls are one), stored by the audit-line consumer. A record's public id is
 * `<type>_<yyyymmdd>_<sortable id>`: it names its partition, so removing one is a direct delete.
 */
const publicId = (r: { sourceType: string; day: string; id: string }) =>
  `${r.sourceType}_${r.day.replaceAll('-', '')}_${r.id}`;

function keyOf(tenantId: string, publicIdValue: string) {
  const match = /^(project|file)_(\d{4})(\d{2})(\d{2})_([A-Za-z0-9]+)$/.exec(publicIdValue);
  if (!match) throw new BadRequestError('access.invalid');
  const [, sourceType, y, m, d, id] = match;
  return { tenantId, sourceType: sourceType as AccessSourceType, day: `${y}-${m}-${d}`, id: id! };
}

/** The consumer's part: the delivered accesses, written as they are (a redelivery writes the same items). */
export async function ingestAccesses(entries: readonly AccessEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const { unprocessed } = await accessHistory.put([...entries]).go();
  if (unprocessed.length > 0) throw new Error(`access history: ${unprocessed.length} records not written`);
}

interface Filters {
  accessSourceType: AccessSourceType;
  startDate?: string;
  endDate?: string;
  account?: string;
}

function dayQuery(tenantId: string, day: string, f: Filters) {
  const query = accessHistory.query.bySource({ tenantId, sourceType: f.accessSourceType, day });
  return f.account ? query.where((attr, op) => op.contains(attr.account, f.account!)) : query;
}

async function names(rows: { sourceType: string; sourceId: string; projectId: string }[]) {
  const projectIds = [...new Set(rows.map((r) => r.projectId).filter(Boolean))];
  const fileKeys = rows
    .filter((r) => r.sourceType === 'file')
    .map((r) => ({ projectId: r.projectId, id: r.sourceId }));
  const [projects, files] = await Promise.all([
    projectIds.length
      ? getMany(
          project,
          projectIds.map((id) => ({ id })),
        )
      : [],
    fileKeys.length ? getMany(entry, fileKeys) : [],
  ]);
  return {
    project: new Map(projects.map((p) => [p.id, p.projectName])),
    file: new Map(files.map((f) => [`${f.projectId}/${f.id}`, f.fileName])),
  };
}

/** A page of one source type's accesses, newest first, over at most 31 days; the total counts keys only. */
export async function listAccesses(tenantId: string, q: Filters & { current: number; size: number }) {
  const days = daysOf(q, ACCESS_HISTORY_MAX_DAYS);
  const start = (q.current - 1) * q.size;
  const wanted = start + q.size;
  type Row = Awaited<ReturnType<ReturnType<typeof dayQuery>['go']>>['data'][number];
  const newest = async () => {
    const rows: Row[] = [];
    for (const day of days) {
      const { data } = await dayQuery(tenantId, day, q).go({
        order: 'desc',
        pages: 'all',
        count: wanted - rows.length,
      });
      rows.push(...data);
      if (rows.length >= wanted) break;
    }
    return rows.slice(start, wanted);
  };
  const [rows, counts] = await Promise.all([
    newest(),
    Promise.all(days.map((day) => entityCount(dayQuery(tenantId, day, q)))),
  ]);
  const named = await names(rows);
  const records: AccessHistoryView[] = rows.map((r) => ({
    id: publicId(r),
    accessSourceType: r.sourceType,
    sourceId: r.sourceId,
    sourceName:
      (r.sourceType === 'file'
        ? named.file.get(`${r.projectId}/${r.sourceId}`)
        : named.project.get(r.sourceId)) ?? '',
    projectId: r.projectId,
    proName: named.project.get(r.projectId) ?? '',
    account: r.account,
    remoteIp: r.remoteIp,
    operateSystem: r.operateSystem,
    accessTime: r.accessTime,
  }));
  return { records, total: counts.reduce((n, c) => n + c, 0), current: q.current, size: q.size };
}

/** Removes the named records: all of them, or none when one does not exist in this tenant. */
export async function removeAccesses(tenantId: string, ids: string[]): Promise<number> {
  const keys = [...new Set(ids)].map((id) => keyOf(tenantId, id));
  const found = await getMany(accessHistory, keys);
  if (found.length !== keys.length) throw new NotFoundError('access.notFound');
  const { unprocessed } = await accessHistory.delete(keys).go();
  if (unprocessed.length > 0) throw new Error(`access history: ${unprocessed.length} records not removed`);
  return keys.length;
}

/**
 * Removes every record of one source type: each day partition of the retention, read by keys and
 * deleted in batches. Records older than the retention are already gone (TTL).
 */
export async function removeAllAccesses(tenantId: string, sourceType: AccessSourceType, now = new Date()) {
  let removed = 0;
  for (let i = 0; i <= OPERATION_LOG_RETENTION_DAYS; i++) {
    const day = new Date(now.getTime() - i * 86_400_000).toISOString().slice(0, 10);
    const { data } = await accessHistory.query
      .bySource({ tenantId, sourceType, day })
      .go({ pages: 'all', attributes: ['id'] });
    if (data.length === 0) continue;
    const { unprocessed } = await accessHistory
      .delete(data.map(({ id }) => ({ tenantId, sourceType, day, id })))
      .go();
    if (unprocessed.length > 0) throw new Error(`access history: ${unprocessed.length} records not removed`);
    removed += data.length;
  }
  return removed;
}
