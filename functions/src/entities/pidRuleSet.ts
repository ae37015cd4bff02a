import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/**
 * A saved P&ID tag-rule set (dm2d): the platform default, one project's, or one drawing's. `scope` is
 * 'DEFAULT', 'PROJECT#<projectId>' or 'PROJECT#<projectId>#FILE#<fileId>', so a drawing's rules sit beside
 * its project's. The rules are gzip-compressed JSON (base64): fixed-value presets of thousands of
 * function-letter combinations shrink about eight times, keeping a set far inside the item size limit.
 */
export const pidRuleSet = new Entity(
  {
    model: { entity: 'pidRuleSet', version: '1', service: SERVICE },
    attributes: {
      scope: { type: 'string', required: true },
      level: { type: ['default', 'project', 'file'] as const, required: true },
      tenantId: { type: 'string' },
      projectId: { type: 'string' },
      fkFileId: { type: 'string' },
      rules: { type: 'string', required: true },
      updateUser: { type: 'string', required: true },
      updateTime: { type: 'string', required: true },
      /** The seeded default's version; a default saved by an administrator has none and is kept. */
      seedVersion: { type: 'number' },
    },
    indexes: {
      byScope: {
        pk: { field: PRIMARY.pk, composite: ['scope'], template: 'PIDRULES#${scope}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: [], template: 'RULESET', casing: 'none' },
      },
    },
  },
  entityConfig,
);
