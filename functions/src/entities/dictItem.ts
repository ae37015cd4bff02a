import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/**
 * A dictionary entry of a tenant (blade-system/dict and dict-biz): parents have parentId '0', children
 * name their parent. A tenant's dictionary of one kind is a few hundred rows at most, read whole.
 */
export const dictItem = new Entity(
  {
    model: { entity: 'dictItem', version: '1', service: SERVICE },
    attributes: {
      tenantId: { type: 'string', required: true },
      kind: { type: ['system', 'biz'] as const, required: true },
      id: { type: 'string', required: true },
      parentId: { type: 'string', required: true },
      code: { type: 'string', required: true },
      dictKey: { type: 'string', required: true },
      dictValue: { type: 'string', required: true },
      sort: { type: 'number', required: true },
      isSealed: { type: 'number', required: true },
      remark: { type: 'string', required: true },
      createTime: { type: 'string', required: true },
      updateTime: { type: 'string', required: true },
    },
    indexes: {
      byKind: {
        pk: {
          field: PRIMARY.pk,
          composite: ['tenantId', 'kind'],
          template: 'DICT#${tenantId}#${kind}',
          casing: 'none',
        },
        sk: { field: PRIMARY.sk, composite: ['id'], template: 'ITEM#${id}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
