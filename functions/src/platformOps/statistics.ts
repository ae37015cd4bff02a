import type {
  ModelShare,
  PlatformCycleStats,
  PlatformDayStats,
} from '@loopline/shared/contracts/platformOps';
import { MODEL_SIZE_BUCKETS } from '../entities/opsCounter.ts';
import type { Caller } from '../lib/http/route.ts';
import { dailySeries, totalsByKey } from './counters.ts';
import { dayRange, daysBetween } from './days.ts';

type Tenant = Pick<Caller, 'tenantId'>;
type Range = { startDay?: string; endDay?: string };

const METRICS = {
  newUsers: 'users.new',
  activeUsers: 'users.active',
  uploads: 'files.uploads',
  uploadBytes: 'files.uploadBytes',
  parses: 'model.parse',
} as const;

/**
 * Users, uploads and parses per day of the range, read from the daily counters the writes keep
 * (one key-range query per metric, whatever the size of the platform).
 */
export async function dailyStatistics(
  caller: Tenant,
  range: Range,
  now = new Date(),
): Promise<PlatformDayStats[]> {
  const { startDay, endDay } = dayRange(range, now);
  const days = daysBetween(startDay, endDay);
  const names = Object.keys(METRICS) as (keyof typeof METRICS)[];
  const series = await Promise.all(names.map((n) => dailySeries(caller.tenantId, METRICS[n], days)));
  return days.map((day) => {
    const row = { day } as PlatformDayStats;
    names.forEach((n, i) => {
      row[n] = series[i]!.get(day) ?? 0;
    });
    return row;
  });
}

/** The range's totals. */
export async function cycleStatistics(
  caller: Tenant,
  range: Range,
  now = new Date(),
): Promise<PlatformCycleStats> {
  const { startDay, endDay } = dayRange(range, now);
  const rows = await dailyStatistics(caller, { startDay, endDay }, now);
  const sum = (pick: (r: PlatformDayStats) => number) => rows.reduce((n, r) => n + pick(r), 0);
  return {
    startDay,
    endDay,
    newUsers: sum((r) => r.newUsers),
    activeUserDays: sum((r) => r.activeUsers),
    uploads: sum((r) => r.uploads),
    uploadBytes: sum((r) => r.uploadBytes),
    parses: sum((r) => r.parses),
  };
}

/** Uploaded models by format (file suffix) over the range, largest first. */
export async function modelFormats(caller: Tenant, range: Range, now = new Date()): Promise<ModelShare[]> {
  const { startDay, endDay } = dayRange(range, now);
  return totalsByKey(caller.tenantId, 'model.format', startDay, endDay);
}

/** Uploaded models by size bucket over the range, every bucket present, smallest first. */
export async function modelSizes(caller: Tenant, range: Range, now = new Date()): Promise<ModelShare[]> {
  const { startDay, endDay } = dayRange(range, now);
  const totals = new Map(
    (await totalsByKey(caller.tenantId, 'model.size', startDay, endDay)).map((r) => [r.key, r.count]),
  );
  return MODEL_SIZE_BUCKETS.map((b) => ({ key: b.key, count: totals.get(b.key) ?? 0 }));
}
