import type { DictItem, DictKind } from '@loopline/shared/contracts/settings';
import { dictItem } from '../entities/dictItem.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import { NotFoundError } from '../lib/errors.ts';

/** Where dictionaries live: the table in production, an array in unit tests. */
export interface DictStore {
  all(tenantId: string, kind: DictKind): Promise<DictItem[]>;
  /** Writes the item; `expectedUpdate` (when changing) must still be the stored updateTime. */
  put(tenantId: string, kind: DictKind, item: DictItem, expectedUpdate?: string): Promise<void>;
  remove(tenantId: string, kind: DictKind, ids: string[]): Promise<void>;
}

function recordOf(item: DictItem): DictItem {
  const { id, parentId, code, dictKey, dictValue, sort, isSealed, remark, createTime, updateTime } = item;
  return {
    id,
    parentId,
    code,
    dictKey,
    dictValue,
    sort,
    isSealed: isSealed ? 1 : 0,
    remark,
    createTime,
    updateTime,
  };
}

export const dynamoDictStore: DictStore = {
  async all(tenantId, kind) {
    const { data } = await dictItem.query.byKind({ tenantId, kind }).go({ pages: 'all' });
    return data.map((d) => recordOf(d as DictItem));
  },
  async put(tenantId, kind, item, expectedUpdate) {
    try {
      if (expectedUpdate === undefined) {
        await transactWrite({ item: txItem(dictItem.create({ tenantId, kind, ...item })) });
      } else {
        await transactWrite({
          item: txItem(
            dictItem
              .put({ tenantId, kind, ...item })
              .where((attr, op) => op.eq(attr.updateTime, expectedUpdate)),
          ),
        });
      }
    } catch (error) {
      // Changed or removed by someone else since it was read: the caller reads again.
      if (error instanceof TransactionCancelledError) throw new NotFoundError('dict.notFound');
      throw error;
    }
  },
  async remove(tenantId, kind, ids) {
    try {
      await transactWrite(
        Object.fromEntries(
          ids.map((id) => [
            id,
            txItem(dictItem.delete({ tenantId, kind, id }).where((attr, op) => op.exists(attr.id))),
          ]),
        ),
      );
    } catch (error) {
      if (error instanceof TransactionCancelledError) throw new NotFoundError('dict.notFound');
      throw error;
    }
  },
};
