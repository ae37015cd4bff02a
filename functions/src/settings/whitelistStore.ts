import type { WhitelistEntry } from '@loopline/shared/contracts/settings';
import { conditionFailed } from '../entities/errors.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import { whitelistEntry } from '../entities/whitelistEntry.ts';
import { ConflictError, NotFoundError } from '../lib/errors.ts';
import { rethrowKeyedReplace } from './keyedWrites.ts';

export interface WhitelistStore {
  all(tenantId: string): Promise<WhitelistEntry[]>;
  create(tenantId: string, entry: WhitelistEntry): Promise<void>;
  replace(tenantId: string, previous: WhitelistEntry, next: WhitelistEntry): Promise<void>;
  remove(tenantId: string, phones: string[]): Promise<void>;
}

const recordOf = ({ id, phone, remark, createTime, updateTime }: WhitelistEntry): WhitelistEntry => ({
  id,
  phone,
  remark,
  createTime,
  updateTime,
});

export const dynamoWhitelistStore: WhitelistStore = {
  async all(tenantId) {
    const { data } = await whitelistEntry.query.byTenant({ tenantId }).go({ pages: 'all' });
    return data.map(recordOf);
  },
  async create(tenantId, entry) {
    try {
      await whitelistEntry.create({ tenantId, ...entry }).go();
    } catch (error) {
      if (conditionFailed(error)) throw new ConflictError('whitelist.exists');
      throw error;
    }
  },
  async replace(tenantId, previous, next) {
    try {
      if (previous.phone === next.phone) {
        await whitelistEntry
          .put({ tenantId, ...next })
          .where((attr, op) => op.eq(attr.id, previous.id))
          .go();
        return;
      }
      await transactWrite({
        old: txItem(
          whitelistEntry
            .delete({ tenantId, phone: previous.phone })
            .where((attr, op) => op.eq(attr.id, previous.id)),
        ),
        next: txItem(whitelistEntry.create({ tenantId, ...next })),
      });
    } catch (error) {
      rethrowKeyedReplace(error, { exists: 'whitelist.exists', notFound: 'whitelist.notFound' });
    }
  },
  async remove(tenantId, phones) {
    try {
      await transactWrite(
        Object.fromEntries(
          phones.map((phone) => [
            phone,
            txItem(whitelistEntry.delete({ tenantId, phone }).where((attr, op) => op.exists(attr.id))),
          ]),
        ),
      );
    } catch (error) {
      if (error instanceof TransactionCancelledError) throw new NotFoundError('whitelist.notFound');
      throw error;
    }
  },
};
