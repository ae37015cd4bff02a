import { conditionFailed } from '../entities/errors.ts';
import { feedbackTemplate } from '../entities/feedbackTemplate.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import { sortableId } from '../lib/db/ids.ts';
import { NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';

/** Reply templates (spec 3 §1, §7): texts administrators pick from when replying, per tenant. */
export interface ReplyTemplate {
  id: string;
  content: string;
  createTime: string;
  updateTime: string;
  createUser: string;
}

export async function listTemplates(caller: Caller): Promise<ReplyTemplate[]> {
  const { data } = await feedbackTemplate.query.byTenant({ tenantId: caller.tenantId }).go({ pages: 'all' });
  return data.map(({ id, content, createTime, updateTime, createUser }) => ({
    id,
    content,
    createTime,
    updateTime,
    createUser,
  }));
}

/** Creates a template, or changes the one named by `id` (which must exist). */
export async function submitTemplate(caller: Caller, content: string, id?: string): Promise<ReplyTemplate> {
  const now = new Date().toISOString();
  const template: ReplyTemplate = {
    id: id ?? sortableId(),
    content,
    createTime: now,
    updateTime: now,
    createUser: caller.userId,
  };
  try {
    if (id) {
      const existing = (await listTemplates(caller)).find((t) => t.id === id);
      if (!existing) throw new NotFoundError('feedback.templateNotFound');
      template.createTime = existing.createTime;
      template.createUser = existing.createUser;
    }
    const item = { tenantId: caller.tenantId, ...template };
    await (id
      ? feedbackTemplate.put(item).where((attr, op) => op.exists(attr.id))
      : feedbackTemplate.create(item)
    ).go();
  } catch (error) {
    if (conditionFailed(error)) throw new NotFoundError('feedback.templateNotFound');
    throw error;
  }
  return template;
}

/** Removes every listed template or none. */
export async function removeTemplates(caller: Caller, ids: string[]): Promise<void> {
  try {
    await transactWrite(
      Object.fromEntries(
        [...new Set(ids)].map((id) => [
          id,
          txItem(feedbackTemplate.remove({ tenantId: caller.tenantId, id })),
        ]),
      ),
    );
  } catch (error) {
    if (error instanceof TransactionCancelledError) throw new NotFoundError('feedback.templateNotFound');
    throw error;
  }
}
