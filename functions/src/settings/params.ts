import { PARAM_KEYS, type SystemParam } from '@loopline/shared/contracts/settings';
import { sortableId } from '../lib/db/ids.ts';
import { NotFoundError } from '../lib/errors.ts';
import type { ParamStore } from './paramStore.ts';

/** How long a read parameter is trusted: a change reaches every warm function within this time. */
export const PARAM_CACHE_MS = 10_000;

export interface ParamInput {
  id?: string;
  paramName: string;
  paramKey: string;
  paramValue: string;
  remark: string;
}

export interface ParamFilters {
  paramName?: string;
  paramKey?: string;
}

/** A parameter value reads as "off" when it says so in any of the usual spellings. */
export function switchedOn(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  const v = value.trim().toLowerCase();
  if (['false', '0', 'off', 'no', 'n', 'close', 'closed'].includes(v)) return false;
  if (['true', '1', 'on', 'yes', 'y', 'open'].includes(v)) return true;
  return fallback;
}

/** Parameters of a tenant: the admin CRUD and the cached reads the product makes. */
export function makeParamService(store: ParamStore, now: () => number = Date.now) {
  const cache = new Map<string, { value: string | undefined; until: number }>();
  const cacheKey = (tenantId: string, paramKey: string) => `${tenantId}\n${paramKey}`;

  async function byId(tenantId: string, id: string): Promise<SystemParam> {
    const found = (await store.all(tenantId)).find((p) => p.id === id);
    if (!found) throw new NotFoundError('param.notFound');
    return found;
  }

  /** The value of a parameter, read at most once per PARAM_CACHE_MS per function instance. */
  async function value(tenantId: string, paramKey: string): Promise<string | undefined> {
    const key = cacheKey(tenantId, paramKey);
    const hit = cache.get(key);
    if (hit && hit.until > now()) return hit.value;
    const param = await store.get(tenantId, paramKey);
    cache.set(key, { value: param?.paramValue, until: now() + PARAM_CACHE_MS });
    return param?.paramValue;
  }

  return {
    async list(tenantId: string, filters: ParamFilters): Promise<SystemParam[]> {
      const name = filters.paramName?.toLowerCase();
      const key = filters.paramKey?.toLowerCase();
      return (await store.all(tenantId))
        .filter((p) => !name || p.paramName.toLowerCase().includes(name))
        .filter((p) => !key || p.paramKey.toLowerCase().includes(key))
        .sort((a, b) => a.paramKey.localeCompare(b.paramKey));
    },
    detail: byId,
    async submit(tenantId: string, input: ParamInput): Promise<SystemParam> {
      const stamp = new Date(now()).toISOString();
      const fields = {
        paramName: input.paramName,
        paramKey: input.paramKey,
        paramValue: input.paramValue,
        remark: input.remark,
      };
      let saved: SystemParam;
      if (input.id) {
        const previous = await byId(tenantId, input.id);
        saved = { ...previous, ...fields, updateTime: stamp };
        await store.replace(tenantId, previous, saved);
        cache.delete(cacheKey(tenantId, previous.paramKey));
      } else {
        saved = { id: sortableId(new Date(now())), ...fields, createTime: stamp, updateTime: stamp };
        await store.create(tenantId, saved);
      }
      cache.delete(cacheKey(tenantId, saved.paramKey));
      return saved;
    },
    async remove(tenantId: string, ids: string[]): Promise<void> {
      const all = await store.all(tenantId);
      const keys = [...new Set(ids)].map((id) => {
        const found = all.find((p) => p.id === id);
        if (!found) throw new NotFoundError('param.notFound');
        return found.paramKey;
      });
      await store.remove(tenantId, keys);
      for (const key of keys) cache.delete(cacheKey(tenantId, key));
    },
    value,
    /** `account.registerUser`: self sign-up is open unless the parameter switches it off. */
    async registrationOpen(tenantId: string): Promise<boolean> {
      return switchedOn(await value(tenantId, PARAM_KEYS.registerUser), true);
    },
    /** `account.initPassword`: the password an administrator's reset sets, when configured. */
    async initialPassword(tenantId: string): Promise<string | undefined> {
      const v = (await value(tenantId, PARAM_KEYS.initPassword))?.trim();
      return v ? v : undefined;
    },
  };
}

export type ParamService = ReturnType<typeof makeParamService>;
