import type { SystemParam } from '@loopline/shared/contracts/settings';
import { systemParam } from '../entities/systemParam.ts';
import { type KeyedStore, makeKeyedStore } from './keyedStore.ts';

/** Where parameters live, keyed by paramKey: the table in production, a map in unit tests. */
export type ParamStore = KeyedStore<SystemParam>;

export const dynamoParamStore: ParamStore = makeKeyedStore<SystemParam>(systemParam, {
  key: 'paramKey',
  fields: ['id', 'paramName', 'paramKey', 'paramValue', 'remark', 'createTime', 'updateTime'],
  messages: { exists: 'param.keyExists', notFound: 'param.notFound' },
});
