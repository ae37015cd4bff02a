import type { Language } from '@loopline/shared';
import type { ClientExplain, HelpArea, HelpExplain } from '@loopline/shared/contracts/content';
import { conditionFailed } from '../entities/errors.ts';
import { helpExplain } from '../entities/helpExplain.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import { sortableId } from '../lib/db/ids.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../lib/errors.ts';

/** cloudExplain: the help centre's questions, kept by administrators (spec 3 §2 help-center). */

/**
 * The areas an administrator may touch, when their grant is limited to some (AREA_GRANTS: Charges keeps
 * the membership and fees areas); undefined for every area.
 */
export type AreaLimit = ReadonlySet<string> | undefined;

function holdToAreas(limit: AreaLimit, area: HelpArea): void {
  if (limit && !limit.has(area)) throw new ForbiddenError('console.scopeDenied');
}

export interface ExplainFilter {
  question?: string;
  area?: HelpArea;
  status?: number;
  updatedFrom?: string;
  updatedTo?: string;
}

export type ExplainInput = Omit<HelpExplain, 'id' | 'createTime' | 'updateTime' | 'status'> & {
  id?: string;
  status: number;
};

function recordOf(item: HelpExplain): HelpExplain {
  const { id, area, question, questionEn, answer, answerEn, sort, status, createTime, updateTime } = item;
  return {
    id,
    area,
    question,
    questionEn,
    answer,
    answerEn,
    sort,
    status: status === 1 ? 1 : 0,
    createTime,
    updateTime,
  };
}

const byOrder = (a: HelpExplain, b: HelpExplain) =>
  a.area.localeCompare(b.area) || a.sort - b.sort || a.createTime.localeCompare(b.createTime);

async function all(tenantId: string): Promise<HelpExplain[]> {
  const { data } = await helpExplain.query.byTenant({ tenantId }).go({ pages: 'all' });
  return (data as HelpExplain[]).map(recordOf).sort(byOrder);
}

export async function listExplains(
  tenantId: string,
  filter: ExplainFilter,
  limit?: AreaLimit,
): Promise<HelpExplain[]> {
  if (filter.area) holdToAreas(limit, filter.area);
  const needle = filter.question?.toLowerCase();
  return (await all(tenantId)).filter(
    (e) =>
      (!needle || `${e.question} ${e.questionEn}`.toLowerCase().includes(needle)) &&
      (!filter.area || e.area === filter.area) &&
      (!limit || limit.has(e.area)) &&
      (filter.status === undefined || e.status === filter.status) &&
      (!filter.updatedFrom || e.updateTime.slice(0, 10) >= filter.updatedFrom) &&
      (!filter.updatedTo || e.updateTime.slice(0, 10) <= filter.updatedTo),
  );
}

export async function explainDetail(tenantId: string, id: string, limit?: AreaLimit): Promise<HelpExplain> {
  const { data } = await helpExplain.get({ tenantId, id }).go();
  if (!data) throw new NotFoundError('explain.notFound');
  const found = recordOf(data as HelpExplain);
  holdToAreas(limit, found.area);
  return found;
}

/** Adds a question, or changes one (`id`) as it was read: a change made meanwhile is refused. */
export async function submitExplain(
  tenantId: string,
  input: ExplainInput,
  now = new Date(),
  limit?: AreaLimit,
): Promise<HelpExplain> {
  holdToAreas(limit, input.area);
  const stamp = now.toISOString();
  const { id, ...fields } = input;
  const status = fields.status === 1 ? 1 : 0;
  if (!id) {
    const created: HelpExplain = {
      id: sortableId(now),
      ...fields,
      status,
      createTime: stamp,
      updateTime: stamp,
    };
    await helpExplain.create({ tenantId, ...created }).go();
    return created;
  }
  // A limited administrator may neither move a question out of another area nor into theirs.
  const previous = await explainDetail(tenantId, id, limit);
  const next: HelpExplain = { ...previous, ...fields, status, id, updateTime: stamp };
  try {
    await helpExplain
      .put({ tenantId, ...next })
      .where((attr, op) => op.eq(attr.updateTime, previous.updateTime))
      .go();
  } catch (error) {
    if (conditionFailed(error)) throw new ConflictError('explain.changed');
    throw error;
  }
  return next;
}

/**
 * Removes the questions (all or none: a missing one refuses the lot). A limited administrator's
 * questions are read first and each delete is conditioned on the area read, so none of another area
 * goes, even one moved there meanwhile.
 */
export async function removeExplains(tenantId: string, ids: string[], limit?: AreaLimit): Promise<void> {
  const areas = new Map<string, HelpArea>();
  if (limit) {
    for (const id of ids) areas.set(id, (await explainDetail(tenantId, id, limit)).area);
  }
  try {
    await transactWrite(
      Object.fromEntries(
        ids.map((id) => {
          const area = areas.get(id);
          return [
            id,
            txItem(
              helpExplain
                .delete({ tenantId, id })
                .where((attr, op) =>
                  area ? `${op.exists(attr.id)} AND ${op.eq(attr.area, area)}` : op.exists(attr.id),
                ),
            ),
          ];
        }),
      ),
    );
  } catch (error) {
    if (error instanceof TransactionCancelledError) throw new NotFoundError('explain.notFound');
    throw error;
  }
}

/** getClientExplain: the shown questions (of one area) in the reader's language, in order. */
export async function clientExplains(
  tenantId: string,
  lang: Language,
  area?: HelpArea,
): Promise<ClientExplain[]> {
  return (await listExplains(tenantId, { area, status: 1 })).map((e) => ({
    id: e.id,
    area: e.area,
    question: lang === 'en' ? e.questionEn : e.question,
    answer: lang === 'en' ? e.answerEn : e.answer,
  }));
}
