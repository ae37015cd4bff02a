import type { FileHistoryRecord } from '@loopline/shared/contracts/platformOps';
import type { EntityItem } from 'electrodb';
import { fileHistory } from '../entities/fileHistory.ts';
import { entityPage } from '../entities/paging.ts';
import type { Caller } from '../lib/http/route.ts';
import { dayOf } from './days.ts';

const toRecord = (r: EntityItem<typeof fileHistory>): FileHistoryRecord => ({
  id: r.id,
  at: r.at,
  userId: r.userId,
  account: r.account,
  projectId: r.projectId,
  fileName: r.fileName,
  fileSuffix: r.fileSuffix,
  fileSize: r.fileSize,
  isModel: r.isModel === 1 ? 1 : 0,
});

/**
 * One day's uploads, newest first (cloud/fileHis/page): one query of the day's partition, the
 * filters applied to it, never a scan of the table.
 */
export async function fileHistoryPage(
  caller: Pick<Caller, 'tenantId'>,
  q: {
    current: number;
    size: number;
    day?: string;
    account?: string;
    fileName?: string;
    fileSuffix?: string;
    isModel?: 0 | 1;
  },
  now = new Date(),
) {
  const query = fileHistory.query
    .byDay({ tenantId: caller.tenantId, day: q.day ?? dayOf(now) })
    .where((attr, op) =>
      [
        q.account ? op.contains(attr.account, q.account) : '',
        q.fileName ? op.contains(attr.fileName, q.fileName) : '',
        q.fileSuffix ? op.eq(attr.fileSuffix, q.fileSuffix) : '',
        q.isModel !== undefined ? op.eq(attr.isModel, q.isModel as number) : '',
      ]
        .filter(Boolean)
        .join(' AND '),
    );
  const page = await entityPage(fileHistory, query, { current: q.current, size: q.size, order: 'desc' });
  return { ...page, records: page.records.map(toRecord) };
}
