import { Entity } from 'electrodb';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/** A user's membership tier and validity, storage total/used and parse balance. */
export const quota = new Entity(
  {
    model: { entity: 'quota', version: '1', service: SERVICE },
    attributes: {
      userId: { type: 'string', required: true },
      tenantId: { type: 'string', required: true },
      tier: { type: ['nonMember', 'member', 'superMember', 'enterpriseMember'] as const, required: true },
      memberName: { type: 'string', required: true },
      memberNameEn: { type: 'string', required: true },
      /** Membership expiry (ISO); '' for the free tier. */
      memberDate: { type: 'string', required: true },
      storageTotal: { type: 'number', required: true },
      storageUsed: { type: 'number', required: true },
      parseCount: { type: 'number', required: true },
      parseUnlimited: { type: 'boolean', required: true },
      /** The user's own invite code, once allocated. */
      inviteCode: { type: 'string' },
      /** Who invited this user (an invite code bound), when, and in which activity. */
      invitedBy: { type: 'string' },
      inviteBoundAt: { type: 'string' },
      inviteEventId: { type: 'string' },
      createdAt: { type: 'string', required: true },
      updatedAt: { type: 'string', required: true },
    },
    indexes: {
      byUser: {
        pk: { field: PRIMARY.pk, composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: [], template: 'QUOTA', casing: 'none' },
      },
    },
  },
  entityConfig,
);
