import { randomBytes, randomUUID } from 'node:crypto';
import type { ClientSaved, ClientView } from '@loopline/shared/contracts/org';
import type { EntityItem } from 'electrodb';
import { oauthClient } from '../entities/oauthClient.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import { hashPassword } from '../lib/auth/password.ts';
import { pageOf } from '../lib/envelope.ts';
import { ConflictError, NotFoundError } from '../lib/errors.ts';
import { forgetClient } from './clientCheck.ts';

type Item = EntityItem<typeof oauthClient>;

const view = (c: Item): ClientView => ({
  id: c.id,
  clientId: c.clientId,
  clientName: c.clientName,
  clientSecret: `******${c.secretHint}`,
  scope: c.scope,
  grantTypes: c.grantTypes,
  redirectUri: c.redirectUri,
  accessTokenValidity: c.accessTokenValidity,
  refreshTokenValidity: c.refreshTokenValidity,
  status: c.status === 0 ? 0 : 1,
});

async function allClients(): Promise<Item[]> {
  const { data } = await oauthClient.query.byClientId({}).go({ pages: 'all' });
  return data.sort((a, b) => a.clientId.localeCompare(b.clientId));
}

export async function listClients(q: { current: number; size: number; clientId?: string }) {
  const part = q.clientId?.toLowerCase();
  const rows = (await allClients()).filter((c) => !part || c.clientId.toLowerCase().includes(part));
  return pageOf(rows.map(view), q.current, q.size);
}

export async function clientDetail(id: string): Promise<ClientView> {
  const found = (await allClients()).find((c) => c.id === id);
  if (!found) throw new NotFoundError('org.clientNotFound');
  return view(found);
}

/** The application list users see (queryList / common-list): enabled clients' ids and names only. */
export async function publicClients(clientName?: string) {
  const part = clientName?.toLowerCase();
  return (await allClients())
    .filter((c) => c.status === 1 && (!part || c.clientName.toLowerCase().includes(part)))
    .map((c) => ({ clientId: c.clientId, clientName: c.clientName }));
}

export interface ClientInput {
  id?: string;
  clientId: string;
  clientName: string;
  scope: string;
  grantTypes: string[];
  redirectUri: string;
  accessTokenValidity: number;
  refreshTokenValidity: number;
  status: 0 | 1;
  resetSecret: boolean;
}

/**
 * Adds a client (with a new secret) or changes one; the client id is its key, so changing it moves
 * the item (create the new key, then delete the old). The secret is stored hashed and answered once.
 */
export async function submitClient(input: ClientInput, now = new Date()): Promise<ClientSaved> {
  const all = await allClients();
  const existing = input.id ? all.find((c) => c.id === input.id) : undefined;
  if (input.id && !existing) throw new NotFoundError('org.clientNotFound');
  if (all.some((c) => c.clientId === input.clientId && c.id !== input.id))
    throw new ConflictError('org.clientIdTaken');
  const newSecret = !existing || input.resetSecret ? randomBytes(24).toString('base64url') : undefined;
  const record: Item = {
    clientId: input.clientId,
    id: existing?.id ?? randomUUID(),
    clientName: input.clientName,
    secretHash: newSecret ? await hashPassword(newSecret) : existing!.secretHash,
    secretHint: newSecret ? newSecret.slice(-4) : existing!.secretHint,
    scope: input.scope,
    grantTypes: [...new Set(input.grantTypes)],
    redirectUri: input.redirectUri,
    accessTokenValidity: input.accessTokenValidity,
    refreshTokenValidity: input.refreshTokenValidity,
    status: input.status,
    updateTime: now.toISOString(),
  };
  if (existing && existing.clientId !== record.clientId) {
    try {
      await transactWrite({
        moved: txItem(oauthClient.create(record)),
        old: txItem(oauthClient.delete({ clientId: existing.clientId })),
      });
    } catch (error) {
      if (error instanceof TransactionCancelledError) throw new ConflictError('org.clientIdTaken');
      throw error;
    }
  } else {
    await oauthClient.put(record).go();
  }
  if (existing) forgetClient(existing.clientId);
  return newSecret ? { ...view(record), newSecret } : view(record);
}

export async function removeClients(ids: string[]) {
  const all = await allClients();
  const found = ids.map((id) => all.find((c) => c.id === id));
  if (found.some((c) => !c)) throw new NotFoundError('org.clientNotFound');
  await oauthClient.delete(found.map((c) => ({ clientId: c!.clientId }))).go();
  for (const c of found) forgetClient(c!.clientId);
}
