import { randomUUID } from 'node:crypto';
import type { PostView } from '@loopline/shared/contracts/org';
import { post } from '../entities/post.ts';
import { pageOf } from '../lib/envelope.ts';
import { ConflictError, NotFoundError } from '../lib/errors.ts';

/** Posts of a tenant (blade-system/post): read whole (a few dozen), filtered and paged here. */
async function tenantPosts(tenantId: string): Promise<PostView[]> {
  const { data } = await post.query.byTenant({ tenantId }).go({ pages: 'all' });
  return data
    .map(({ id, category, postCode, postName, sort, remark }) => ({
      id,
      category,
      postCode,
      postName,
      sort,
      remark,
    }))
    .sort((a, b) => a.sort - b.sort || a.postCode.localeCompare(b.postCode));
}

export async function listPosts(
  tenantId: string,
  q: { current: number; size: number; postName?: string; postCode?: string; category?: number },
) {
  const has = (value: string, part?: string) => !part || value.toLowerCase().includes(part.toLowerCase());
  const rows = (await tenantPosts(tenantId)).filter(
    (p) =>
      has(p.postName, q.postName) &&
      has(p.postCode, q.postCode) &&
      (q.category === undefined || p.category === q.category),
  );
  return pageOf(rows, q.current, q.size);
}

export async function postDetail(tenantId: string, id: string): Promise<PostView> {
  const found = (await tenantPosts(tenantId)).find((p) => p.id === id);
  if (!found) throw new NotFoundError('org.postNotFound');
  return found;
}

/** Adds or changes a post; its code is unique in the tenant. */
export async function submitPost(
  tenantId: string,
  input: Omit<PostView, 'id'> & { id?: string },
  now = new Date(),
): Promise<PostView> {
  const posts = await tenantPosts(tenantId);
  if (input.id && !posts.some((p) => p.id === input.id)) throw new NotFoundError('org.postNotFound');
  if (posts.some((p) => p.postCode === input.postCode && p.id !== input.id)) {
    throw new ConflictError('org.postCodeTaken');
  }
  const view: PostView = {
    id: input.id ?? randomUUID(),
    category: input.category,
    postCode: input.postCode,
    postName: input.postName,
    sort: input.sort,
    remark: input.remark,
  };
  await post.put({ tenantId, ...view, updateTime: now.toISOString() }).go();
  return view;
}

export async function removePosts(tenantId: string, ids: string[]) {
  const posts = await tenantPosts(tenantId);
  if (ids.some((id) => !posts.some((p) => p.id === id))) throw new NotFoundError('org.postNotFound');
  await post.delete(ids.map((id) => ({ tenantId, id }))).go();
}
