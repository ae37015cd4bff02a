import { Entity } from 'electrodb';
import { entityConfig, gsi, PRIMARY, SERVICE } from './config.ts';

const byExpiry = gsi('gsi3');

/** The membership-expiry index's one partition: quotas on a paid tier. */
export const PAID_MEMBERS = 'PAID';

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
      /** Set when the account was deleted: its quota no longer counts in the users by tier. */
      accountDeletedAt: { type: 'string' },
      createdAt: { type: 'string', required: true },
      updatedAt: { type: 'string', required: true },
      /**
       * Partition of the membership-expiry index while on a paid tier. The index is sparse (its
       * condition): a quota on the free tier is not in it, so the lapse job reads paid memberships only
       * and free users share no partition. Tier writes also write memberDate (ElectroDB refuses one
       * that does not, as the index's keys could not be decided).
       */
      memberQueue: {
        type: 'string',
        hidden: true,
        readOnly: true,
        watch: ['tier'],
        set: (_, { tier }) => (tier && tier !== 'nonMember' ? PAID_MEMBERS : 'FREE'),
      },
    },
    indexes: {
      byUser: {
        pk: { field: PRIMARY.pk, composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: [], template: 'QUOTA', casing: 'none' },
      },
      byExpiry: {
        index: byExpiry.index,
        condition: ({ memberQueue }) => memberQueue === PAID_MEMBERS,
        pk: {
          field: byExpiry.pk,
          composite: ['memberQueue'],
          template: 'MEMBERS#${memberQueue}',
          casing: 'none',
        },
        sk: {
          field: byExpiry.sk,
          composite: ['memberDate', 'userId'],
          template: '${memberDate}#${userId}',
          casing: 'none',
        },
      },
    },
  },
  entityConfig,
);
