import { randomUUID } from 'node:crypto';
import type { ResourceConfigView, ResourceKind } from '@loopline/shared/contracts/resource';
import type { EntityItem } from 'electrodb';
import { resourceConfig } from '../entities/resourceConfig.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import { pageOf } from '../lib/envelope.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/errors.ts';
import { openSecret, sealSecret } from './sealed.ts';
import { maskSecret, secretHint } from './text.ts';

type Item = EntityItem<typeof resourceConfig>;

const view = (c: Item): ResourceConfigView => ({
  id: c.id,
  kind: c.kind,
  code: c.code,
  category: c.category,
  settings: c.settings as Record<string, string>,
  secretKey: maskSecret(c.secretHint, c.secretSealed !== ''),
  status: c.status === 1 ? 1 : 0,
  remark: c.remark,
  updateTime: c.updateTime,
});

/** The sealed value is bound to the tenant, kind and config. */
const context = (c: { tenantId: string; kind: ResourceKind; id: string }) =>
  `${c.tenantId}/${c.kind}/${c.id}`;

async function items(tenantId: string, kind: ResourceKind): Promise<Item[]> {
  const { data } = await resourceConfig.query.byKind({ tenantId, kind }).go({ pages: 'all' });
  return data.sort((a, b) => a.code.localeCompare(b.code));
}

export async function listConfigs(
  tenantId: string,
  kind: ResourceKind,
  q: { current: number; size: number; code?: string },
) {
  const part = q.code?.toLowerCase();
  const rows = (await items(tenantId, kind)).filter((c) => !part || c.code.toLowerCase().includes(part));
  return pageOf(rows.map(view), q.current, q.size);
}

async function one(tenantId: string, kind: ResourceKind, id: string): Promise<Item> {
  const { data } = await resourceConfig.get({ tenantId, kind, id }).go();
  if (!data) throw new NotFoundError('resource.notFound');
  return data;
}

export const configDetail = async (tenantId: string, kind: ResourceKind, id: string) =>
  view(await one(tenantId, kind, id));

export interface ConfigInput {
  id?: string;
  code: string;
  category: string;
  settings: Record<string, string>;
  secretKey?: string;
  remark: string;
}

/**
 * Adds or changes a config. A new one needs a secret key unless it uses the platform's own channel;
 * a blank secret on an edit keeps the stored one. A code is unique per kind. Edits keep the status.
 */
export async function submitConfig(
  tenantId: string,
  kind: ResourceKind,
  input: ConfigInput,
  now = new Date(),
): Promise<ResourceConfigView> {
  const all = await items(tenantId, kind);
  const existing = input.id ? all.find((c) => c.id === input.id) : undefined;
  if (input.id && !existing) throw new NotFoundError('resource.notFound');
  if (all.some((c) => c.code === input.code && c.id !== input.id))
    throw new ConflictError('resource.codeTaken');
  const needsSecret = input.category !== 'platform';
  if (needsSecret && !input.secretKey && !existing?.secretSealed) {
    throw new BadRequestError('resource.secretRequired');
  }
  const id = existing?.id ?? randomUUID();
  const secretSealed = input.secretKey
    ? await sealSecret(input.secretKey, context({ tenantId, kind, id }))
    : (existing?.secretSealed ?? '');
  const record: Item = {
    tenantId,
    kind,
    id,
    code: input.code,
    category: input.category,
    settings: input.settings,
    secretSealed,
    secretHint: input.secretKey ? secretHint(input.secretKey) : (existing?.secretHint ?? ''),
    status: existing?.status ?? 0,
    remark: input.remark,
    updateTime: now.toISOString(),
  };
  await resourceConfig.put(record).go();
  return view(record);
}

export async function removeConfigs(tenantId: string, kind: ResourceKind, ids: string[]) {
  const all = await items(tenantId, kind);
  if (ids.some((id) => !all.some((c) => c.id === id))) throw new NotFoundError('resource.notFound');
  await resourceConfig.delete(ids.map((id) => ({ tenantId, kind, id }))).go();
}

/** Enables one config of its kind and switches the others off, in one transaction. */
export async function enableConfig(tenantId: string, kind: ResourceKind, id: string, now = new Date()) {
  const all = await items(tenantId, kind);
  if (!all.some((c) => c.id === id)) throw new NotFoundError('resource.notFound');
  const at = now.toISOString();
  const changes = Object.fromEntries(
    all
      .filter((c) => (c.id === id ? c.status !== 1 : c.status === 1))
      .map((c) => [
        c.id,
        txItem(
          resourceConfig
            .patch({ tenantId, kind, id: c.id })
            .set({ status: c.id === id ? 1 : 0, updateTime: at }),
        ),
      ]),
  );
  try {
    await transactWrite(changes);
  } catch (error) {
    // A config removed meanwhile: the patch's existence condition failed.
    if (error instanceof TransactionCancelledError) throw new NotFoundError('resource.notFound');
    throw error;
  }
}

/** The config a send uses: the one with `code`, else the enabled one; with its secret opened. */
export async function configForSend(tenantId: string, kind: ResourceKind, code?: string) {
  const all = await items(tenantId, kind);
  const found = code ? all.find((c) => c.code === code) : all.find((c) => c.status === 1);
  if (!found) throw new BadRequestError(code ? 'resource.notFound' : 'resource.noneEnabled');
  if (found.status !== 1) throw new BadRequestError('resource.notEnabled');
  const secretKey = found.secretSealed ? await openSecret(found.secretSealed, context(found)) : '';
  return { ...view(found), secretKey };
}

/** One config of a kind with its secret opened (an attachment stored through it is read or removed). */
export async function configWithSecret(tenantId: string, kind: ResourceKind, id: string) {
  const { data } = await resourceConfig.get({ tenantId, kind, id }).go();
  if (!data) return null;
  const secretKey = data.secretSealed ? await openSecret(data.secretSealed, context(data)) : '';
  return { ...view(data), secretKey };
}
