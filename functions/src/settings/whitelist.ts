import {
  WHITELIST_PARAM,
  WHITELIST_PHONE,
  type WhitelistEntry,
  type WhitelistImportResult,
  type WhitelistImportRow,
} from '@loopline/shared/contracts/settings';
import { sortableId } from '../lib/db/ids.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../lib/errors.ts';
import type { ParamService } from './params.ts';
import { PARAM_CACHE_MS, switchedOn } from './params.ts';
import type { WhitelistSheetRow } from './whitelistSheets.ts';
import type { WhitelistStore } from './whitelistStore.ts';

const REMARK_MAX = 200;

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
     * Adds the valid, new rows of an imported sheet, one entry each, and says what became of every
     * row. A row already on the list (or added meanwhile by someone else) is `exists`, a phone an
     * earlier row of the file had is `repeated`; neither changes anything.
     */
    async importRows(tenantId: string, rows: readonly WhitelistSheetRow[]): Promise<WhitelistImportResult> {
      const listed = new Set((await store.all(tenantId)).map((e) => e.phone));
      const inFile = new Set<string>();
      const results: WhitelistImportRow[] = [];
      // The check's cached list goes whatever happens below: some rows may be written before a failure.
      cache.delete(tenantId);
      for (const { row, phone, remark } of rows) {
        const result = await (async (): Promise<WhitelistImportRow['result']> => {
          if (!WHITELIST_PHONE.test(phone)) return 'invalid';
          if (remark.length > REMARK_MAX) return 'remarkTooLong';
          if (inFile.has(phone)) return 'repeated';
          inFile.add(phone);
          if (listed.has(phone)) return 'exists';
          const stamp = new Date(now()).toISOString();
          try {
            await store.create(tenantId, {
              id: sortableId(new Date(now())),
              phone,
              remark,
              createTime: stamp,
              updateTime: stamp,
            });
          } catch (error) {
            if (error instanceof ConflictError) return 'exists';
            throw error;
          }
          return 'added';
        })();
        results.push({ row, phone, result });
      }
      cache.delete(tenantId);
      const added = results.filter((r) => r.result === 'added').length;
      return { added, skipped: results.length - added, rows: results };
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
