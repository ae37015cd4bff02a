import { type Language, translate } from '@loopline/shared';
import {
  OPERATION_LOG_MAX_DAYS,
  OPERATION_STATS_MAX_DAYS,
  type OperationLogView,
} from '@loopline/shared/contracts/console';
import { routeSummary } from '@loopline/shared/messages/routeSummaries/index';
import writeXlsxFile from 'write-excel-file/node';
import { operationCount, operationLog } from '../entities/operationLog.ts';
import { entityCount } from '../entities/paging.ts';
import { project } from '../entities/project.ts';
import { BadRequestError } from '../lib/errors.ts';

const DAY_MS = 86_400_000;
/** The most rows one export carries. */
export const EXPORT_MAX_ROWS = 10_000;

/**
 * The days of a range, newest first. Missing ends: the last week up to today. A range longer than
 * `maxDays` or reversed is refused.
 */
export function daysOf(
  range: { startDate?: string; endDate?: string },
  maxDays: number,
  now = new Date(),
): string[] {
  const end = range.endDate ?? now.toISOString().slice(0, 10);
  const start =
    range.startDate ?? new Date(Date.parse(`${end}T00:00:00Z`) - 6 * DAY_MS).toISOString().slice(0, 10);
  const from = Date.parse(`${start}T00:00:00Z`);
  const to = Date.parse(`${end}T00:00:00Z`);
  if (to < from) throw new BadRequestError('operateLog.rangeReversed');
  const count = Math.round((to - from) / DAY_MS) + 1;
  if (count > maxDays) throw new BadRequestError('operateLog.rangeTooLong', { days: maxDays });
  return Array.from({ length: count }, (_, i) => new Date(to - i * DAY_MS).toISOString().slice(0, 10));
}

interface Filters {
  startDate?: string;
  endDate?: string;
  account?: string;
  operaModule?: string;
}

function dayQuery(tenantId: string, day: string, f: Filters) {
  const query = operationLog.query.byDay({ tenantId, day });
  if (!f.account && !f.operaModule) return query;
  return query.where((attr, op) =>
    [
      f.account ? op.contains(attr.account, f.account) : '',
      f.operaModule ? op.contains(attr.operaModule, f.operaModule) : '',
    ]
      .filter(Boolean)
      .join(' AND '),
  );
}

/** Up to `limit` records of the range, newest first, reading day partitions only as far as needed. */
async function newest(tenantId: string, f: Filters, limit: number, days: string[]) {
  type Row = Awaited<ReturnType<ReturnType<typeof dayQuery>['go']>>['data'][number];
  const rows: Row[] = [];
  for (const day of days) {
    const { data } = await dayQuery(tenantId, day, f).go({
      order: 'desc',
      pages: 'all',
      count: limit - rows.length,
    });
    rows.push(...data);
    if (rows.length >= limit) break;
  }
  return rows.slice(0, limit);
}

/**
 * What a row did, in the reader's language: the summary of the route the row stores (`operaRoute`),
 * translated now; a row whose route has no summary any more shows the text recorded with it.
 */
export function contentOf(row: { operaRoute: string; operaContent: string }, lang: Language): string {
  return routeSummary(row.operaRoute, lang) ?? row.operaContent;
}

async function withProjectNames(
  rows: Awaited<ReturnType<typeof newest>>,
  lang: Language,
): Promise<OperationLogView[]> {
  const ids = [...new Set(rows.map((r) => r.projectId).filter(Boolean))];
  const names = new Map<string, string>();
  if (ids.length > 0) {
    const { data } = await project.get(ids.map((id) => ({ id }))).go({ attributes: ['id', 'projectName'] });
    for (const p of data) names.set(p.id, p.projectName);
  }
  return rows.map((r) => ({
    id: r.id,
    proName: names.get(r.projectId) ?? '',
    projectId: r.projectId,
    account: r.account,
    remoteIp: r.remoteIp,
    operateSystem: r.operateSystem,
    operaModule: r.operaModule,
    operaRoute: r.operaRoute,
    operaContent: contentOf(r, lang),
    startTime: r.startTime,
    endTime: r.endTime,
  }));
}

/** A page of the log, newest first. The total counts the whole range (keys only). */
export async function listOperations(
  tenantId: string,
  q: Filters & { current: number; size: number },
  lang: Language,
) {
  const days = daysOf(q, OPERATION_LOG_MAX_DAYS);
  const start = (q.current - 1) * q.size;
  const [rows, counts] = await Promise.all([
    newest(tenantId, q, start + q.size, days),
    Promise.all(days.map((day) => entityCount(dayQuery(tenantId, day, q)))),
  ]);
  return {
    records: await withProjectNames(rows.slice(start), lang),
    total: counts.reduce((sum, c) => sum + c, 0),
    current: q.current,
    size: q.size,
  };
}

function when(iso: string): string {
  return iso.slice(0, 19).replace('T', ' ');
}

/** The filtered log as an xlsx sheet (at most EXPORT_MAX_ROWS, newest first). */
export async function exportOperations(tenantId: string, f: Filters, lang: Language): Promise<Buffer> {
  const rows = await withProjectNames(
    await newest(tenantId, f, EXPORT_MAX_ROWS, daysOf(f, OPERATION_LOG_MAX_DAYS)),
    lang,
  );
  const t = (key: string) => translate(key, lang);
  const columns = [
    'proName',
    'account',
    'remoteIp',
    'operateSystem',
    'operaModule',
    'operaContent',
    'startTime',
    'endTime',
  ] as const;
  const header = columns.map((c) => ({ value: t(`operateLog.column.${c}`), fontWeight: 'bold' as const }));
  const data = rows.map((r) => [
    { value: r.proName },
    { value: r.account },
    { value: r.remoteIp },
    { value: r.operateSystem },
    { value: r.operaModule },
    { value: r.operaContent },
    { value: when(r.startTime) },
    { value: when(r.endTime) },
  ]);
  return writeXlsxFile([header, ...data], {
    sheet: t('operateLog.sheetName'),
    columns: [
      { width: 24 },
      { width: 16 },
      { width: 16 },
      { width: 12 },
      { width: 20 },
      { width: 50 },
      { width: 20 },
      { width: 20 },
    ],
  }).toBuffer();
}

async function counters(
  tenantId: string,
  range: { startDate?: string; endDate?: string },
  kind: 'user' | 'module',
) {
  const days = daysOf(range, OPERATION_STATS_MAX_DAYS);
  const results = await Promise.all(
    days.map((day) => operationCount.query.byDay({ tenantId, day }).begins({ kind }).go({ pages: 'all' })),
  );
  return results.flatMap((r, i) => r.data.map((c) => ({ ...c, day: days[i]! })));
}

/** The five busiest accounts or modules of the range (spec 3 §9: top 5), from the day counters. */
export async function topOperations(
  tenantId: string,
  range: { startDate?: string; endDate?: string },
  kind: 'user' | 'module',
) {
  const totals = new Map<string, number>();
  for (const c of await counters(tenantId, range, kind))
    totals.set(c.key, (totals.get(c.key) ?? 0) + c.count);
  return [...totals]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 5)
    .map(([key, count]) => (kind === 'user' ? { account: key, count } : { operaModule: key, count }));
}

/** Calls per day of the range, oldest first, from the day counters. */
export async function operationsPerDay(tenantId: string, range: { startDate?: string; endDate?: string }) {
  const perDay = new Map(daysOf(range, OPERATION_STATS_MAX_DAYS).map((d) => [d, 0]));
  for (const c of await counters(tenantId, range, 'module'))
    perDay.set(c.day, (perDay.get(c.day) ?? 0) + c.count);
  return [...perDay].reverse().map(([day, count]) => ({ day, count }));
}
