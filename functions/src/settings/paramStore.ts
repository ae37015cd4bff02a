import type { SystemParam } from '@loopline/shared/contracts/settings';
import { conditionFailed } from '../entities/errors.ts';
import { systemParam } from '../entities/systemParam.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import { ConflictError, NotFoundError } from '../lib/errors.ts';
import { rethrowKeyedReplace } from './keyedWrites.ts';

/** Where parameters live: the table in production, a map in unit tests. */
export interface ParamStore {
  all(tenantId: string): Promise<SystemParam[]>;
  get(tenantId: string, paramKey: string): Promise<SystemParam | undefined>;
  create(tenantId: string, param: SystemParam): Promise<void>;
  /** Replaces `previous` (which may have another key) with `next`, in one transaction. */
  replace(tenantId: string, previous: SystemParam, next: SystemParam): Promise<void>;
  remove(tenantId: string, keys: string[]): Promise<void>;
}

function recordOf(item: SystemParam): SystemParam {
  const { id, paramName, paramKey, paramValue, remark, createTime, updateTime } = item;
  return { id, paramName, paramKey, paramValue, remark, createTime, updateTime };
}

export const dynamoParamStore: ParamStore = {
  async all(tenantId) {
    const { data } = await systemParam.query.byTenant({ tenantId }).go({ pages: 'all' });
    return data.map(recordOf);
  },
  async get(tenantId, paramKey) {
    const { data } = await systemParam.get({ tenantId, paramKey }).go();
    return data ? recordOf(data) : undefined;
  },
  async create(tenantId, param) {
    try {
      await systemParam.create({ tenantId, ...param }).go();
    } catch (error) {
      if (conditionFailed(error)) throw new ConflictError('param.keyExists');
      throw error;
    }
  },
  async replace(tenantId, previous, next) {
    try {
      if (previous.paramKey === next.paramKey) {
        await systemParam
          .put({ tenantId, ...next })
          .where((attr, op) => op.eq(attr.id, previous.id))
          .go();
        return;
      }
      await transactWrite({
        old: txItem(
          systemParam
            .delete({ tenantId, paramKey: previous.paramKey })
            .where((attr, op) => op.eq(attr.id, previous.id)),
        ),
        next: txItem(systemParam.create({ tenantId, ...next })),
      });
    } catch (error) {
      rethrowKeyedReplace(error, { exists: 'param.keyExists', notFound: 'param.notFound' });
    }
  },
  async remove(tenantId, keys) {
    try {
      await transactWrite(
        Object.fromEntries(
          keys.map((paramKey) => [
            paramKey,
            txItem(systemParam.delete({ tenantId, paramKey }).where((attr, op) => op.exists(attr.id))),
          ]),
        ),
      );
    } catch (error) {
      if (error instanceof TransactionCancelledError) throw new NotFoundError('param.notFound');
      throw error;
    }
  },
};
