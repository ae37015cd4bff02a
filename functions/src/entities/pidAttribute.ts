import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/**
 * An attribute a project adds for its rule rows (pidAttr), beside the built-in ones. The sort key is the
 * lower-cased name, so a second attribute of the same name is refused by the write's condition.
 */
export const pidAttribute = new Entity(
  {
    model: { entity: 'pidAttribute', version: '1', service: SERVICE },
    attributes: {
      projectId: { type: 'string', required: true },
      tenantId: { type: 'string', required: true },
      id: { type: 'string', required: true },
      nameKey: { type: 'string', required: true },
      types: { type: 'list', items: { type: 'string' }, required: true },
      attrName: { type: 'string', required: true },
      attrNameEn: { type: 'string', required: true },
      sort: { type: 'number', required: true },
      createUser: { type: 'string', required: true },
      createTime: { type: 'string', required: true },
    },
    indexes: {
      byProject: {
        pk: { field: PRIMARY.pk, composite: ['projectId'], template: 'PIDATTR#${projectId}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: ['nameKey'], template: 'NAME#${nameKey}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
