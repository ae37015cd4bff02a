import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/** A detail's sort key within its run and type: page then position, zero-padded so they sort in order. */
export const pidDetailSeq = (page: number, index: number) =>
  `${String(page).padStart(5, '0')}#${String(index).padStart(6, '0')}`;

/**
 * One recognised item of a drawing (a tagged symbol, a line number, a connector): box, type, category,
 * tag and confidence, on its page. A drawing's rows share a partition; the sort key starts with the run,
 * then the type, so the current run's rows of one type are one range, and a stale run's rows are one
 * range to delete. `seq` is passed by the caller (`pidDetailSeq`): the primary key needs it before any setter.
 */
export const pidDetail = new Entity(
  {
    model: { entity: 'pidDetail', version: '1', service: SERVICE },
    attributes: {
      projectId: { type: 'string', required: true },
      fileId: { type: 'string', required: true },
      runId: { type: 'string', required: true },
      /** The detail type (instrument, valve, …); `type` itself is the table's entity tag. */
      kind: { type: 'string', required: true },
      seq: { type: 'string', required: true },
      id: { type: 'string', required: true },
      page: { type: 'number', required: true },
      category: { type: 'string', default: '' },
      tag: { type: 'string', default: '' },
      box: {
        type: 'map',
        required: true,
        properties: {
          x: { type: 'number', required: true },
          y: { type: 'number', required: true },
          w: { type: 'number', required: true },
          h: { type: 'number', required: true },
        },
      },
      confidence: { type: 'number', required: true },
      /** The tag's fields by attribute id (rule compiler). */
      fields: { type: 'any' },
      /** The line-number detail whose pipeline joins this item ('0' when none or on top). */
      parentId: { type: 'string', default: '0' },
    },
    indexes: {
      byFile: {
        pk: {
          field: PRIMARY.pk,
          composite: ['projectId', 'fileId'],
          template: 'PIDDETAIL#${projectId}#${fileId}',
          casing: 'none',
        },
        sk: {
          field: PRIMARY.sk,
          composite: ['runId', 'kind', 'seq'],
          template: '${runId}#${kind}#${seq}',
          casing: 'none',
        },
      },
    },
  },
  entityConfig,
);
