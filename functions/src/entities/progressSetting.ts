import { PROGRESS_KINDS } from '@loopline/shared/contracts/content';
import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/**
 * The stages of one progress bar (progress-settings). Platform-wide, not per tenant: the pipelines
 * that read them (the parse worker) run for every tenant and carry no tenant. Absent: the defaults.
 */
export const progressSetting = new Entity(
  {
    model: { entity: 'progressSetting', version: '1', service: SERVICE },
    attributes: {
      kind: { type: PROGRESS_KINDS, required: true },
      stages: {
        type: 'list',
        required: true,
        items: {
          type: 'map',
          properties: {
            stage: { type: 'string', required: true },
            percent: { type: 'number', required: true },
            seconds: { type: 'number', required: true },
          },
        },
      },
      updateTime: { type: 'string', required: true },
    },
    indexes: {
      byKind: {
        pk: { field: PRIMARY.pk, composite: [], template: 'PROGRESS_SETTINGS', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: ['kind'], template: 'PROGRESS#${kind}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
