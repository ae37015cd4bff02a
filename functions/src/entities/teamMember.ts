import { Entity } from 'electrodb';
import { entityConfig, gsi, PRIMARY, SERVICE } from './config.ts';

const byAccount = gsi('gsi3');
const byUser = gsi('gsi1');

/** A member of a user's team (spec 2 §3); the team is named by its owner. */
export const teamMember = new Entity(
  {
    model: { entity: 'teamMember', version: '1', service: SERVICE },
    attributes: {
      ownerId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      account: { type: 'string', required: true },
      /** Sort key of the team's member list: accounts sort case-insensitively. */
      accountKey: {
        type: 'string',
        hidden: true,
        readOnly: true,
        watch: ['account'],
        set: (_, { account }) => (account as string).toLowerCase(),
      },
      memberName: { type: 'string', required: true },
      avatar: { type: 'string', default: '' },
      email: { type: 'string', default: '' },
      phone: { type: 'string', default: '' },
      roleStatus: { type: ['user', 'admin'] as const, required: true },
      status: { type: 'number', required: true },
      joinTime: { type: 'string', required: true },
    },
    indexes: {
      member: {
        pk: { field: PRIMARY.pk, composite: ['ownerId'], template: 'TEAM#${ownerId}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: ['userId'], template: 'MEMBER#${userId}', casing: 'none' },
      },
      teamByAccount: {
        index: byAccount.index,
        pk: {
          field: byAccount.pk,
          composite: ['ownerId'],
          template: 'TEAM#${ownerId}#MEMBERS',
          casing: 'none',
        },
        sk: {
          field: byAccount.sk,
          composite: ['accountKey', 'userId'],
          template: '${accountKey}#${userId}',
          casing: 'none',
        },
      },
      joinedByUser: {
        index: byUser.index,
        pk: { field: byUser.pk, composite: ['userId'], template: 'USER#${userId}#TEAMS', casing: 'none' },
        sk: { field: byUser.sk, composite: ['joinTime'], template: '${joinTime}', casing: 'none' },
      },
    },
  },
  entityConfig,
);
