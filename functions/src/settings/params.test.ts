import type { SystemParam } from '@loopline/shared/contracts/settings';
import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError } from '../lib/errors.ts';
import type { ParamStore } from './paramStore.ts';
import { makeParamService, PARAM_CACHE_MS, switchedOn } from './params.ts';

function fakeStore() {
  const rows = new Map<string, SystemParam>();
  let gets = 0;
  const store: ParamStore = {
    all: async () => [...rows.values()],
    get: async (_t, key) => {
      gets++;
      return rows.get(key);
    },
    create: async (_t, p) => {
      if (rows.has(p.paramKey)) throw new ConflictError('param.keyExists');
      rows.set(p.paramKey, p);
    },
    replace: async (_t, prev, next) => {
      if (prev.paramKey !== next.paramKey && rows.has(next.paramKey))
        throw new ConflictError('param.keyExists');
      rows.delete(prev.paramKey);
      rows.set(next.paramKey, next);
    },
    remove: async (_t, keys) => {
      for (const k of keys) rows.delete(k);
    },
  };
  return { store, rows, gets: () => gets };
}

const input = (paramKey: string, paramValue: string) => ({
  paramName: 'n',
  paramKey,
  paramValue,
  remark: 'r',
});

describe('parameters', () => {
  it('reads switches in the usual spellings, with a fallback', () => {
    expect(switchedOn('false', true)).toBe(false);
    expect(switchedOn(' 0 ', true)).toBe(false);
    expect(switchedOn('TRUE', false)).toBe(true);
    expect(switchedOn(undefined, true)).toBe(true);
    expect(switchedOn('maybe', true)).toBe(true);
  });

  it('keeps sign-up open until account.registerUser says otherwise, and sees a change at once', async () => {
    const { store } = fakeStore();
    const service = makeParamService(store);
    expect(await service.registrationOpen('t')).toBe(true);
    const saved = await service.submit('t', input('account.registerUser', 'false'));
    expect(await service.registrationOpen('t')).toBe(false);
    await service.submit('t', { ...input('account.registerUser', 'true'), id: saved.id });
    expect(await service.registrationOpen('t')).toBe(true);
  });

  it('caches reads for a short while', async () => {
    const { store, rows, gets } = fakeStore();
    let clock = 1_000;
    const service = makeParamService(store, () => clock);
    await service.submit('t', input('account.initPassword', 'Start#123'));
    expect(await service.initialPassword('t')).toBe('Start#123');
    rows.get('account.initPassword')!.paramValue = 'Other#456';
    expect(await service.initialPassword('t')).toBe('Start#123');
    expect(gets()).toBe(1);
    clock += PARAM_CACHE_MS + 1;
    expect(await service.initialPassword('t')).toBe('Other#456');
  });

  it('renames a key, filters and removes all or none', async () => {
    const { store, rows } = fakeStore();
    const service = makeParamService(store);
    const a = await service.submit('t', input('a.one', '1'));
    await service.submit('t', input('b.two', '2'));
    await service.submit('t', { ...input('a.renamed', '1'), id: a.id });
    expect([...rows.keys()].sort()).toEqual(['a.renamed', 'b.two']);
    expect((await service.list('t', { paramKey: 'REN' })).map((p) => p.paramKey)).toEqual(['a.renamed']);
    await expect(service.remove('t', [a.id, 'missing'])).rejects.toBeInstanceOf(NotFoundError);
    expect(rows.size).toBe(2);
    await service.remove('t', [a.id]);
    expect([...rows.keys()]).toEqual(['b.two']);
  });
});
