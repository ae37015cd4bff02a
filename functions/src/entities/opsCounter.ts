import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/**
 * A daily counter of the back office's statistics (spec 3 §7): one item per tenant, metric, day and
 * breakdown key (e.g. the client of a sign-in; '' for none). Writers ADD to it atomically, so the
 * statistics pages read a day range of one metric with one key-range query, never the data itself.
 */
export const opsCounter = new Entity(
  {
    model: { entity: 'opsCounter', version: '1', service: SERVICE },
    attributes: {
      tenantId: { type: 'string', required: true },
      metric: { type: 'string', required: true },
      day: { type: 'string', required: true },
      key: { type: 'string', required: true },
      count: { type: 'number', required: true, default: 0 },
      /** Epoch seconds, for per-user markers only: the table's TTL drops them (counters stay). */
      expiresAt: { type: 'number' },
    },
    indexes: {
      byMetricDay: {
        pk: {
          field: PRIMARY.pk,
          composite: ['tenantId', 'metric'],
          template: 'OPSSTATS#${tenantId}#${metric}',
          casing: 'none',
        },
        sk: { field: PRIMARY.sk, composite: ['day', 'key'], template: '${day}#${key}', casing: 'none' },
      },
    },
  },
  entityConfig,
);

/** Adds `by` to one day's counter, creating it at 0 first if absent (one UpdateItem with ADD). */
export async function addToCounter(
  target: { tenantId: string; metric: string; day: string; key?: string },
  by = 1,
) {
  await opsCounter
    .update({ tenantId: target.tenantId, metric: target.metric, day: target.day, key: target.key ?? '' })
    .add({ count: by })
    .go({ response: 'none' });
}

/** Upper bounds (bytes) of the model-size buckets the statistics show; the last bucket is open. */
export const MODEL_SIZE_BUCKETS = [
  { key: '<10MB', below: 10 * 2 ** 20 },
  { key: '10-50MB', below: 50 * 2 ** 20 },
  { key: '50-200MB', below: 200 * 2 ** 20 },
  { key: '200MB-1GB', below: 2 ** 30 },
  { key: '>=1GB', below: Number.POSITIVE_INFINITY },
] as const;

export const sizeBucket = (bytes: number) => MODEL_SIZE_BUCKETS.find((b) => bytes < b.below)!.key;

/**
 * Counts one saved upload for the statistics: uploads and bytes per day, and, for a model, its
 * format (suffix) and size bucket. Called once the entry is written.
 */
export async function countUpload(
  tenantId: string,
  file: { fileSuffix: string; fileSize: number; isModel: string },
  now = new Date(),
) {
  const day = now.toISOString().slice(0, 10);
  await Promise.all([
    addToCounter({ tenantId, metric: 'files.uploads', day }),
    addToCounter({ tenantId, metric: 'files.uploadBytes', day }, file.fileSize),
    ...(file.isModel
      ? [
          addToCounter({ tenantId, metric: 'model.format', day, key: file.fileSuffix.toLowerCase() || '-' }),
          addToCounter({ tenantId, metric: 'model.size', day, key: sizeBucket(file.fileSize) }),
        ]
      : []),
  ]);
}
