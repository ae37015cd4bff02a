import type { WhitelistEntry } from '@loopline/shared/contracts/settings';
import { whitelistEntry } from '../entities/whitelistEntry.ts';
import { type KeyedStore, makeKeyedStore } from './keyedStore.ts';

/** Where whitelisted phones live, keyed by the phone. */
export type WhitelistStore = KeyedStore<WhitelistEntry>;

export const dynamoWhitelistStore: WhitelistStore = makeKeyedStore<WhitelistEntry>(whitelistEntry, {
  key: 'phone',
  fields: ['id', 'phone', 'remark', 'createTime', 'updateTime'],
  messages: { exists: 'whitelist.exists', notFound: 'whitelist.notFound' },
});
