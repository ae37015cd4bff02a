import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/**
 * What people wrote into a recognised drawing's instrument index for one tag (inline edits and xlsx
 * imports): the editable columns by field name. The rest of an index row is read from the run's detail
 * rows and loops, so it follows corrections. One run's values; deleted with its detail rows (derived/pid.ts).
 */
export const pidIndexValue = new Entity(
  {
    model: { entity: 'pidIndexValue', version: '1', service: SERVICE },
    attributes: {
      projectId: { type: 'string', required: true },
      fileId: { type: 'string', required: true },
      runId: { type: 'string', required: true },
      tag: { type: 'string', required: true },
      /** Field name → value (INDEX_FIELDS of the pidLoops contract). */
      values: { type: 'any', required: true },
      updateTime: { type: 'string', required: true },
    },
    indexes: {
      byFile: {
        pk: {
          field: PRIMARY.pk,
          composite: ['projectId', 'fileId'],
          template: 'PIDINDEX#${projectId}#${fileId}',
          casing: 'none',
        },
        sk: { field: PRIMARY.sk, composite: ['runId', 'tag'], template: '${runId}#${tag}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
