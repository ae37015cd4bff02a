import { HELP_AREAS } from '@loopline/shared/contracts/content';
import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/**
 * A help question of a tenant (cloudExplain): shown in the SPA's help centre in the reader's language.
 * A tenant holds tens of them, so the admin list and the client read take the partition whole.
 */
export const helpExplain = new Entity(
  {
    model: { entity: 'helpExplain', version: '1', service: SERVICE },
    attributes: {
      tenantId: { type: 'string', required: true },
      id: { type: 'string', required: true },
      area: { type: HELP_AREAS, required: true },
      question: { type: 'string', required: true },
      questionEn: { type: 'string', required: true },
      answer: { type: 'string', required: true },
      answerEn: { type: 'string', required: true },
      sort: { type: 'number', required: true },
      status: { type: 'number', required: true },
      createTime: { type: 'string', required: true },
      updateTime: { type: 'string', required: true },
    },
    indexes: {
      byTenant: {
        pk: { field: PRIMARY.pk, composite: ['tenantId'], template: 'EXPLAIN#${tenantId}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: ['id'], template: 'EXPLAIN#${id}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
