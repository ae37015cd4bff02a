import { WHITELIST_PARAM, type WhitelistEntry } from '@loopline/shared/contracts/settings';
import { sortableId } from '../lib/db/ids.ts';
import { ForbiddenError, NotFoundError } from '../lib/errors.ts';
import type { ParamService } from './params.ts';
import { PARAM_CACHE_MS, switchedOn } from './params.ts';
import type { WhitelistStore } from './whitelistStore.ts';

/** True when `phone` is an entry or starts with one (entries may be prefixes). */
export function whitelisted(entries: readonly string[], phone: string): boolean {
  return entries.some((entry) => phone.startsWith(entry));
}

/** The whitelist (spec 3 §3 phone prefix or number): admin CRUD and the check the code senders make. */
export function makeWhitelistService(
  store: WhitelistStore,
  params: ParamService,
  now: () => number = Date.now,
) {
  const cache = new Map<string, { phones: string[]; until: number }>();

  async function byId(tenantId: string, id: string) {
    const found = (await store.all(tenantId)).find((e) => e.id === id);
    if (!found) throw new NotFoundError('whitelist.notFound');
    return found;
  }

  return {
    async page(tenantId: string, phone?: string): Promise<WhitelistEntry[]> {
      return (await store.all(tenantId))
        .filter((e) => !phone || e.phone.includes(phone))
        .sort((a, b) => a.phone.localeCompare(b.phone));
    },
    async save(tenantId: string, phone: string, remark: string): Promise<WhitelistEntry> {
      const stamp = new Date(now()).toISOString();
      const entry = { id: sortableId(new Date(now())), phone, remark, createTime: stamp, updateTime: stamp };
      await store.create(tenantId, entry);
      cache.delete(tenantId);
      return entry;
    },
    async update(tenantId: string, id: string, phone: string, remark: string): Promise<WhitelistEntry> {
      const previous = await byId(tenantId, id);
      const next = { ...previous, phone, remark, updateTime: new Date(now()).toISOString() };
      await store.replace(tenantId, previous, next);
      cache.delete(tenantId);
      return next;
    },
    async remove(tenantId: string, ids: string[]): Promise<void> {
      const all = await store.all(tenantId);
      const phones = [...new Set(ids)].map((id) => {
        const found = all.find((e) => e.id === id);
        if (!found) throw new NotFoundError('whitelist.notFound');
        return found.phone;
      });
      await store.remove(tenantId, phones);
      cache.delete(tenantId);
    },
    /**
     * Refuses a phone that is not on the whitelist while `account.whitelist` is on. The list is
     * cached briefly: it is read on every code sent.
     */
    async requireAllowed(tenantId: string, phone: string): Promise<void> {
      if (!switchedOn(await params.value(tenantId, WHITELIST_PARAM), false)) return;
      let hit = cache.get(tenantId);
      if (!hit || hit.until <= now()) {
        hit = { phones: (await store.all(tenantId)).map((e) => e.phone), until: now() + PARAM_CACHE_MS };
        cache.set(tenantId, hit);
      }
      if (!whitelisted(hit.phones, phone)) throw new ForbiddenError('whitelist.refused');
    },
  };
}
