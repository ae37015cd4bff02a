import type { ChargeDir } from '@loopline/shared/contracts/chargeAdmin';
import { CHARGE_KINDS, type ChargeKind } from '@loopline/shared/contracts/pay';
import { chargeDir } from '../entities/chargeDir.ts';
import { transactWrite, txItem } from '../entities/transaction.ts';

/**
 * The charge directories: one per kind of item (the catalogue's kinds are fixed by what the
 * settlement can grant, so directories are renamed and reordered, never added or removed).
 */
const DEFAULT_DIRS: Record<ChargeKind, Omit<ChargeDir, 'id'>> = {
  membership: { name: '会员', nameEn: 'Membership', sort: 10 },
  storage: { name: '扩容包', nameEn: 'Storage expansion', sort: 20 },
  parse: { name: '解析包', nameEn: 'Parse packs', sort: 30 },
};

/** Every directory in display order: the stored rows over the defaults (one query of a few items). */
export async function listChargeDirs(): Promise<ChargeDir[]> {
  const { data } = await chargeDir.query.byId({}).go({ pages: 'all' });
  const stored = new Map(data.map((row) => [row.id, row]));
  return CHARGE_KINDS.map((id) => {
    const row = stored.get(id);
    return row ? { id, name: row.name, nameEn: row.nameEn, sort: row.sort } : { id, ...DEFAULT_DIRS[id] };
  }).sort((a, b) => a.sort - b.sort || a.id.localeCompare(b.id));
}

/** Renames a directory (its place is kept). */
export async function renameChargeDir(
  input: { id: ChargeKind; name: string; nameEn: string },
  now = new Date(),
): Promise<ChargeDir> {
  const current = (await listChargeDirs()).find((dir) => dir.id === input.id)!;
  const dir = { ...current, name: input.name, nameEn: input.nameEn };
  await chargeDir.put({ ...dir, updatedAt: now.toISOString() }).go();
  return dir;
}

/** Puts the directories in the given order (every kind once), all in one transaction. */
export async function sortChargeDirs(ids: readonly ChargeKind[], now = new Date()): Promise<ChargeDir[]> {
  const current = new Map((await listChargeDirs()).map((dir) => [dir.id, dir]));
  const dirs = ids.map((id, i) => ({ ...current.get(id)!, sort: (i + 1) * 10 }));
  const items = Object.fromEntries(
    dirs.map((dir) => [dir.id, txItem(chargeDir.put({ ...dir, updatedAt: now.toISOString() }))]),
  );
  await transactWrite(items);
  return dirs;
}

/** Items with the heading of their directory and its place, so the member centre groups them as set. */
export async function withDirs<T extends { kind: ChargeKind }>(
  items: readonly T[],
): Promise<(T & { dirName: string; dirNameEn: string; dirSort: number })[]> {
  const dirs = new Map((await listChargeDirs()).map((dir) => [dir.id, dir]));
  return items.map((item) => {
    const dir = dirs.get(item.kind)!;
    return { ...item, dirName: dir.name, dirNameEn: dir.nameEn, dirSort: dir.sort };
  });
}
