import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/**
 * An instrument loop of a recognised drawing (spec 1 §3 loopNum): its number, description and member tags,
 * for one run. The sort key ends with the loop number, so a number is unique in a drawing's run by the key
 * itself (a create is conditional on it); `id` is what the API names, stable across a renumbering.
 * Seeded from the run's loops when it finishes; deleted with the run's detail rows (derived/pid.ts).
 */
export const pidLoop = new Entity(
  {
    model: { entity: 'pidLoop', version: '1', service: SERVICE },
    attributes: {
      projectId: { type: 'string', required: true },
      fileId: { type: 'string', required: true },
      runId: { type: 'string', required: true },
      loopNum: { type: 'string', required: true },
      id: { type: 'string', required: true },
      description: { type: 'string', default: '' },
      tags: { type: 'list', items: { type: 'string' }, default: () => [] },
      /** 'recognised' (seeded by the run) or 'user'. */
      source: { type: 'string', default: 'user' },
      updateTime: { type: 'string', required: true },
    },
    indexes: {
      byFile: {
        pk: {
          field: PRIMARY.pk,
          composite: ['projectId', 'fileId'],
          template: 'PIDLOOP#${projectId}#${fileId}',
          casing: 'none',
        },
        sk: {
          field: PRIMARY.sk,
          composite: ['runId', 'loopNum'],
          template: '${runId}#${loopNum}',
          casing: 'none',
        },
      },
    },
  },
  entityConfig,
);
