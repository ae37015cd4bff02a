import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/** A membership tier with its equities and the client apps it opens (seeded, changed by the back office). */
export const tier = new Entity(
  {
    model: { entity: 'tier', version: '1', service: SERVICE },
    attributes: {
      code: { type: ['nonMember', 'member', 'superMember', 'enterpriseMember'] as const, required: true },
      memberName: { type: 'string', required: true },
      memberNameEn: { type: 'string', required: true },
      isInit: { type: 'boolean', required: true },
      level: { type: 'number', required: true },
      equities: {
        type: 'map',
        required: true,
        properties: {
          storage: { type: 'number', required: true },
          parse: { type: 'number', required: true },
          project: { type: 'number', required: true },
          projectUserNum: { type: 'number', required: true },
          downAnalysis: { type: 'boolean', required: true },
          downSpeed: { type: 'boolean', required: true },
          exclusiveAnalyze: { type: 'boolean', required: true },
          priorityFile: { type: 'boolean', required: true },
        },
      },
      /** The comparison's column order (equity/sort); the level when never set. */
      sort: { type: 'number' },
      /** 0: the back office withdrew the tier from the member centre (no comparison column; its charge items keep their own publish state). */
      status: { type: 'number' },
      apps: { type: 'list', items: { type: 'string' }, required: true },
      /** The DEFAULT_TIERS version the seed wrote; a tier of an older version is rewritten. */
      seedVersion: { type: 'number' },
    },
    indexes: {
      byCode: {
        pk: { field: PRIMARY.pk, composite: [], template: 'MEMBERSHIP', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: ['code'], template: 'TIER#${code}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
