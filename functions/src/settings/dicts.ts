import {
  DICT_ROOT,
  type DictItem,
  type DictKind,
  type DictOption,
} from '@loopline/shared/contracts/settings';
import { sortableId } from '../lib/db/ids.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/errors.ts';
import type { DictStore } from './dictStore.ts';

export interface DictInput {
  id?: string;
  parentId: string;
  code: string;
  dictKey?: string;
  dictValue: string;
  sort: number;
  isSealed: 0 | 1;
  remark: string;
}

export interface DictFilters {
  parentId: string;
  code?: string;
  dictValue?: string;
}

/** A parent's dictKey: BladeX marks parents with -1. */
const PARENT_KEY = '-1';
/** One transaction holds at most 100 items: a removal of parents with their children must fit. */
const REMOVE_MAX_ITEMS = 100;

const bySort = (a: DictItem, b: DictItem) => a.sort - b.sort || a.dictKey.localeCompare(b.dictKey);

/** System and business dictionaries (spec 3 §3, §5): parents with codes, children with keys. */
export function makeDictService(store: DictStore, now: () => Date = () => new Date()) {
  async function byId(tenantId: string, kind: DictKind, id: string): Promise<DictItem> {
    const found = (await store.all(tenantId, kind)).find((d) => d.id === id);
    if (!found) throw new NotFoundError('dict.notFound');
    return found;
  }

  return {
    async list(tenantId: string, kind: DictKind, filters: DictFilters): Promise<DictItem[]> {
      const code = filters.code?.toLowerCase();
      const value = filters.dictValue?.toLowerCase();
      return (await store.all(tenantId, kind))
        .filter((d) => d.parentId === filters.parentId)
        .filter((d) => !code || d.code.toLowerCase().includes(code))
        .filter((d) => !value || d.dictValue.toLowerCase().includes(value))
        .sort(bySort);
    },
    detail: byId,
    /**
     * Adds or changes an entry. A parent's code is unique; a child takes its parent's code and its key
     * is unique within the parent. A parent with children keeps its place at the top level.
     */
    async submit(tenantId: string, kind: DictKind, input: DictInput): Promise<DictItem> {
      const all = await store.all(tenantId, kind);
      const previous = input.id ? all.find((d) => d.id === input.id) : undefined;
      if (input.id && !previous) throw new NotFoundError('dict.notFound');
      const isParent = input.parentId === DICT_ROOT;
      const id = previous?.id ?? sortableId(now());
      let code = input.code;
      let dictKey = PARENT_KEY;
      if (isParent) {
        if (all.some((d) => d.parentId === DICT_ROOT && d.code === code && d.id !== id))
          throw new ConflictError('dict.codeExists');
      } else {
        const parent = all.find((d) => d.id === input.parentId && d.parentId === DICT_ROOT);
        if (!parent || parent.id === id) throw new BadRequestError('dict.parentInvalid');
        if (all.some((d) => d.parentId === id)) throw new BadRequestError('dict.parentInvalid');
        code = parent.code;
        dictKey = input.dictKey ?? '';
        if (all.some((d) => d.parentId === parent.id && d.dictKey === dictKey && d.id !== id))
          throw new ConflictError('dict.keyExists');
      }
      const stamp = now().toISOString();
      const item: DictItem = {
        id,
        parentId: input.parentId,
        code,
        dictKey,
        dictValue: input.dictValue,
        sort: input.sort,
        isSealed: input.isSealed,
        remark: input.remark,
        createTime: previous?.createTime ?? stamp,
        updateTime: stamp,
      };
      await store.put(tenantId, kind, item, previous?.updateTime);
      // A parent's new code is carried to its children, so `dictionary?code=` keeps finding them.
      if (isParent && previous && previous.code !== code) {
        for (const child of all.filter((d) => d.parentId === id))
          await store.put(tenantId, kind, { ...child, code, updateTime: stamp }, child.updateTime);
      }
      return item;
    },
    /** Removes the entries and the children of removed parents, all or none. */
    async remove(tenantId: string, kind: DictKind, ids: string[]): Promise<void> {
      const all = await store.all(tenantId, kind);
      const named = [...new Set(ids)];
      for (const id of named) if (!all.some((d) => d.id === id)) throw new NotFoundError('dict.notFound');
      const doomed = new Set(named);
      for (const d of all) if (doomed.has(d.parentId)) doomed.add(d.id);
      if (doomed.size > REMOVE_MAX_ITEMS) throw new BadRequestError('dict.tooMany');
      await store.remove(tenantId, kind, [...doomed]);
    },
    /** The unsealed children of the parent with `code`, by sort; [] when there is none. */
    async dictionary(tenantId: string, kind: DictKind, code: string): Promise<DictOption[]> {
      const all = await store.all(tenantId, kind);
      const parent = all.find((d) => d.parentId === DICT_ROOT && d.code === code && d.isSealed === 0);
      if (!parent) return [];
      return all
        .filter((d) => d.parentId === parent.id && d.isSealed === 0)
        .sort(bySort)
        .map(({ id, code: c, dictKey, dictValue, sort }) => ({ id, code: c, dictKey, dictValue, sort }));
    },
  };
}
