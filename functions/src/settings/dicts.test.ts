import type { DictItem } from '@loopline/shared/contracts/settings';
import { describe, expect, it } from 'vitest';
import { BadRequestError, ConflictError } from '../lib/errors.ts';
import type { DictStore } from './dictStore.ts';
import { makeDictService } from './dicts.ts';

function fakeStore(): DictStore & { rows: DictItem[] } {
  const rows: DictItem[] = [];
  return {
    rows,
    all: async () => rows.map((r) => ({ ...r })),
    put: async (_t, _k, item) => {
      const at = rows.findIndex((r) => r.id === item.id);
      if (at >= 0) rows[at] = item;
      else rows.push(item);
    },
    remove: async (_t, _k, ids) => {
      for (const id of ids)
        rows.splice(
          rows.findIndex((r) => r.id === id),
          1,
        );
    },
  };
}

const base = { sort: 1, isSealed: 0 as const, remark: '' };

describe('dictionaries', () => {
  it('gives children their parent code, keeps keys unique per parent and carries a code change', async () => {
    const store = fakeStore();
    const dicts = makeDictService(store);
    const parent = await dicts.submit('t', 'biz', { ...base, parentId: '0', code: 'os', dictValue: 'OS' });
    expect(parent.dictKey).toBe('-1');
    await expect(
      dicts.submit('t', 'biz', { ...base, parentId: '0', code: 'os', dictValue: 'x' }),
    ).rejects.toBeInstanceOf(ConflictError);
    const child = await dicts.submit('t', 'biz', {
      ...base,
      parentId: parent.id,
      code: 'zz',
      dictKey: 'win',
      dictValue: 'W',
    });
    expect(child.code).toBe('os');
    await expect(
      dicts.submit('t', 'biz', { ...base, parentId: parent.id, code: 'os', dictKey: 'win', dictValue: 'W2' }),
    ).rejects.toBeInstanceOf(ConflictError);
    await expect(
      dicts.submit('t', 'biz', { ...base, parentId: child.id, code: 'os', dictKey: 'deep', dictValue: 'D' }),
    ).rejects.toBeInstanceOf(BadRequestError);
    await dicts.submit('t', 'biz', {
      ...base,
      id: parent.id,
      parentId: '0',
      code: 'platform',
      dictValue: 'OS',
    });
    expect((await dicts.dictionary('t', 'biz', 'platform')).map((o) => o.dictKey)).toEqual(['win']);
  });

  it('serves only unsealed options by sort and removes parents with their children', async () => {
    const store = fakeStore();
    const dicts = makeDictService(store);
    const p = await dicts.submit('t', 'biz', { ...base, parentId: '0', code: 'v', dictValue: 'V' });
    await dicts.submit('t', 'biz', {
      ...base,
      parentId: p.id,
      code: 'v',
      dictKey: 'b',
      dictValue: 'B',
      sort: 2,
    });
    await dicts.submit('t', 'biz', {
      ...base,
      parentId: p.id,
      code: 'v',
      dictKey: 'a',
      dictValue: 'A',
      sort: 1,
    });
    await dicts.submit('t', 'biz', {
      ...base,
      parentId: p.id,
      code: 'v',
      dictKey: 's',
      dictValue: 'S',
      isSealed: 1,
    });
    expect((await dicts.dictionary('t', 'biz', 'v')).map((o) => o.dictKey)).toEqual(['a', 'b']);
    await dicts.remove('t', 'biz', [p.id]);
    expect(store.rows).toEqual([]);
  });
});
