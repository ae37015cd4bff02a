import { Entity } from 'electrodb';
import { entityConfig, gsi, PRIMARY, SERVICE } from './config.ts';
import { keyReader } from './keyReader.ts';

const byTenant = gsi('gsi1');
const pendingDeletion = gsi('gsi2');

/** A user account (spec 2 §3): profile, password hash, sign-in counters, deletion state. */
export const user = new Entity(
  {
    model: { entity: 'user', version: '1', service: SERVICE },
    attributes: {
      userId: { type: 'string', required: true },
      tenantId: { type: 'string', required: true },
      account: { type: 'string', required: true },
      phone: { type: 'string', required: true },
      email: { type: 'string', default: '' },
      realName: { type: 'string', default: '' },
      nickName: { type: 'string', default: '' },
      avatar: { type: 'string', default: '' },
      passwordHash: { type: 'string', required: true },
      passwordChangedAt: { type: 'string', required: true },
      roleIds: { type: 'list', items: { type: 'string' }, required: true },
      roleNames: { type: 'list', items: { type: 'string' }, required: true },
      deptIds: { type: 'list', items: { type: 'string' }, required: true },
      /** 1 normal, 0 disabled, 2 deleted (deactivated). */
      status: { type: 'number', required: true },
      failedLogins: { type: 'number', required: true, default: 0 },
      lockedUntil: { type: 'string' },
      createdAt: { type: 'string', required: true },
      updatedAt: { type: 'string', required: true },
      lastLoginAt: { type: 'string' },
      gender: { type: 'number' },
      birthday: { type: 'string' },
      companyName: { type: 'string' },
      position: { type: 'string' },
      accountChangedAt: { type: 'string' },
      sensitiveChangedAt: { type: 'string' },
      deletionRequestedAt: { type: 'string' },
      deletionDueAt: { type: 'string' },
      deletedAt: { type: 'string' },
      /** Partition of the pending-deletion index: set exactly while deletionDueAt is. */
      deletionQueue: {
        type: 'string',
        hidden: true,
        readOnly: true,
        watch: ['deletionDueAt'],
        set: (_, { deletionDueAt }) => (deletionDueAt ? 'PENDING' : undefined),
      },
    },
    indexes: {
      byId: {
        pk: { field: PRIMARY.pk, composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: [], template: 'PROFILE', casing: 'none' },
      },
      byTenant: {
        index: byTenant.index,
        pk: {
          field: byTenant.pk,
          composite: ['tenantId'],
          template: 'TENANT#${tenantId}#USERS',
          casing: 'none',
        },
        sk: { field: byTenant.sk, composite: ['createdAt'], template: '${createdAt}', casing: 'none' },
      },
      /** Sparse: only accounts waiting for deletion, by due date, for the scheduled sweep. */
      pendingDeletion: {
        index: pendingDeletion.index,
        pk: {
          field: pendingDeletion.pk,
          composite: ['deletionQueue'],
          template: 'DELETION#${deletionQueue}',
          casing: 'none',
        },
        sk: {
          field: pendingDeletion.sk,
          composite: ['deletionDueAt'],
          template: '${deletionDueAt}',
          casing: 'none',
        },
      },
    },
  },
  entityConfig,
);

/**
 * One user record by id, read raw (keyReader.ts): read by most signed-in requests (user-info, the
 * profile, every membership check that names a user), where ElectroDB's own get costs about a tenth
 * of a request's CPU. Same record as `user.get({ userId }).go()`.
 */
export const readUser = keyReader(user);
