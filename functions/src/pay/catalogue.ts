import type { ChargeItem } from '@loopline/shared/contracts/pay';
import { chargeItem } from '../entities/chargeItem.ts';
import { conditionFailed } from '../entities/errors.ts';
import { sortableId } from '../lib/db/ids.ts';
import { NotFoundError } from '../lib/errors.ts';

const GB = 1024 ** 3;
/** Spec 2 §9: one parse costs 1 yuan. */
export const PARSE_PRICE_FEN = 100;

type Seed = Omit<ChargeItem, 'published'>;
const membership = (
  id: string,
  tier: ChargeItem['tier'],
  months: number,
  priceFen: number,
  name: string,
  nameEn: string,
  sort: number,
): Seed => ({
  id,
  kind: 'membership',
  tier,
  months,
  priceFen,
  name,
  nameEn,
  storageBytes: 0,
  parseCount: 0,
  sort,
});
const parsePack = (count: number, sort: number): Seed => ({
  id: `parse-${count}`,
  kind: 'parse',
  tier: '',
  months: 0,
  storageBytes: 0,
  parseCount: count,
  priceFen: count * PARSE_PRICE_FEN,
  name: `${count} 次解析`,
  nameEn: `${count} parses`,
  sort,
});
const storagePack = (gb: number, priceFen: number, sort: number): Seed => ({
  id: `storage-${gb}g`,
  kind: 'storage',
  tier: '',
  months: 0,
  storageBytes: gb * GB,
  parseCount: 0,
  priceFen,
  name: `${gb} GB 扩容包`,
  nameEn: `${gb} GB expansion`,
  sort,
});

/**
 * The catalogue Loopline starts with (docs/decisions.md "pay"). The seed writes it; the back office
 * changes, adds and removes items afterwards, and the seed never overwrites an item it saved.
 */
export const DEFAULT_CATALOGUE: readonly Seed[] = [
  membership('member-1m', 'member', 1, 3000, 'VIP 月卡', 'VIP, 1 month', 10),
  membership('member-12m', 'member', 12, 30000, 'VIP 年卡', 'VIP, 12 months', 11),
  membership('superMember-1m', 'superMember', 1, 6000, 'SVIP 月卡', 'SVIP, 1 month', 20),
  membership('superMember-12m', 'superMember', 12, 60000, 'SVIP 年卡', 'SVIP, 12 months', 21),
  membership(
    'enterpriseMember-12m',
    'enterpriseMember',
    12,
    300000,
    '企业会员年卡',
    'Enterprise, 12 months',
    30,
  ),
  storagePack(50, 1000, 40),
  storagePack(200, 3000, 41),
  parsePack(10, 50),
  parsePack(50, 51),
  parsePack(100, 52),
];
const CATALOGUE_VERSION = 1;

const itemOf = (data: ChargeItem & { seedVersion?: number; updatedAt?: string }): ChargeItem => ({
  id: data.id,
  kind: data.kind,
  name: data.name,
  nameEn: data.nameEn,
  tier: data.tier,
  months: data.months,
  storageBytes: data.storageBytes,
  parseCount: data.parseCount,
  priceFen: data.priceFen,
  published: data.published,
  sort: data.sort,
});

/** Idempotent (seed): writes the default items that were never written. */
export async function ensureCatalogue(now = new Date()) {
  for (const item of DEFAULT_CATALOGUE) {
    await chargeItem
      .create({ ...item, published: true, seedVersion: CATALOGUE_VERSION, updatedAt: now.toISOString() })
      .go()
      .catch((error: unknown) => {
        if (!conditionFailed(error)) throw error;
      });
  }
}

/** The whole catalogue, in display order (one partition, a few dozen items). */
export async function listCharges(options: { publishedOnly: boolean }): Promise<ChargeItem[]> {
  const { data } = await chargeItem.query.byId({}).go({ pages: 'all' });
  return data
    .map((row) => itemOf(row as ChargeItem))
    .filter((item) => !options.publishedOnly || item.published)
    .sort((a, b) => a.sort - b.sort || a.id.localeCompare(b.id));
}

export async function getCharge(id: string): Promise<ChargeItem | null> {
  const { data } = await chargeItem.get({ id }).go();
  return data ? itemOf(data as ChargeItem) : null;
}

type ChargeFields = Omit<ChargeItem, 'id'>;

export async function addCharge(fields: ChargeFields, now = new Date()): Promise<ChargeItem> {
  const item = { ...fields, id: sortableId(now) };
  await chargeItem.create({ ...item, updatedAt: now.toISOString() }).go();
  return item;
}

export async function updateCharge(item: ChargeItem, now = new Date()): Promise<ChargeItem> {
  try {
    await chargeItem
      .put({ ...item, updatedAt: now.toISOString() })
      .where((attr, op) => op.exists(attr.id))
      .go();
    return item;
  } catch (error) {
    if (conditionFailed(error)) throw new NotFoundError('pay.itemNotFound');
    throw error;
  }
}

/** Removes an item from sale; orders already placed keep their own copy of name and price. */
export async function removeCharge(id: string) {
  try {
    await chargeItem
      .delete({ id })
      .where((attr, op) => op.exists(attr.id))
      .go();
  } catch (error) {
    if (conditionFailed(error)) throw new NotFoundError('pay.itemNotFound');
    throw error;
  }
}
