import type { MemberTier } from '@loopline/shared';
import {
  type EquityFunctionItem,
  type EquityRow,
  type FunctionItemCode,
  isSwitchItem,
} from '@loopline/shared/contracts/equityAdmin';
import type { ClientPrivilege } from '@loopline/shared/contracts/privilege';
import { tier as tierEntity } from '../entities/tier.ts';
import { transactWrite, txItem } from '../entities/transaction.ts';
import { BadRequestError } from '../lib/errors.ts';
import { allFunctionItems, withdrawnSwitches } from './functionItems.ts';
import { allTiers, DEFAULT_TIERS, TIERS_VERSION, type Tier } from './tiers.ts';

/**
 * The equity family of the back office (personal-equity). An equity is a tier's package: its names,
 * its place in the member centre's comparison, whether it is shown there, and which function items it
 * grants. Attaching a switch is the tier's own equity flag (membership/benefits.ts enforces it), so
 * there is one store: the tier record.
 */

const sortOf = (tier: Tier) => tier.sort ?? tier.level;
const statusOf = (tier: Tier): 0 | 1 => (tier.status === 0 ? 0 : 1);
const byPlace = (a: Tier, b: Tier) => sortOf(a) - sortOf(b) || a.level - b.level;

export const equityRowOf = (tier: Tier): EquityRow => ({
  code: tier.code,
  memberName: tier.memberName,
  memberNameEn: tier.memberNameEn,
  isInit: tier.isInit,
  level: tier.level,
  equities: tier.equities,
  sort: sortOf(tier),
  status: statusOf(tier),
});

/** Every equity in the comparison's order, shown or not (equity/sort). */
export async function equityRows(): Promise<EquityRow[]> {
  return Object.values(await allTiers())
    .sort(byPlace)
    .map(equityRowOf);
}

/**
 * The tiers the member centre shows, in order, with the switches the back office withdrew read as not
 * granted (they are not: benefits.ts checks the same).
 */
export async function shownTiers(): Promise<Tier[]> {
  const [tiers, withdrawn] = await Promise.all([allTiers(), withdrawnSwitches()]);
  return Object.values(tiers)
    .filter((tier) => statusOf(tier) === 1)
    .sort(byPlace)
    .map((tier) => ({
      ...tier,
      equities: Object.fromEntries(
        Object.entries(tier.equities).map(([code, value]) => [
          code,
          withdrawn.has(code as FunctionItemCode) ? false : value,
        ]),
      ) as Tier['equities'],
    }));
}

const writeTiers = (tiers: Tier[]) =>
  transactWrite(
    Object.fromEntries(
      tiers.map((tier) => [tier.code, txItem(tierEntity.put({ ...tier, seedVersion: TIERS_VERSION }))]),
    ),
  );

/** Shows or withdraws equities in the member centre; all in one transaction. */
export async function publishEquities(codes: MemberTier[], status: 0 | 1): Promise<void> {
  const tiers = await allTiers();
  await writeTiers([...new Set(codes)].map((code) => ({ ...tiers[code], status })));
}

/**
 * Removes the back office's changes to equities: the tiers are fixed by the code that enforces them,
 * so a removed equity is the tier as Loopline ships it (names, limits, switches, place, shown).
 */
export async function removeEquities(codes: MemberTier[]): Promise<void> {
  await writeTiers([...new Set(codes)].map((code) => DEFAULT_TIERS[code]));
}

/** The function items of one equity: whether the tier grants each one and a limit's value. */
export async function equityFunctionItems(code: MemberTier): Promise<EquityFunctionItem[]> {
  const [tiers, items] = await Promise.all([allTiers(), allFunctionItems()]);
  const { equities } = tiers[code];
  return items.map((item) =>
    isSwitchItem(item.id)
      ? { ...item, attached: equities[item.id] === true, value: null }
      : { ...item, attached: true, value: equities[item.id] as number },
  );
}

/**
 * Attaches switches to a tier or detaches them: the tier's equity flags. A limit is never detached
 * (every account has one) and a withdrawn switch cannot be attached; either refuses the whole call.
 */
export async function setEquityItems(code: MemberTier, itemIds: FunctionItemCode[], granted: boolean) {
  if (itemIds.some((id) => !isSwitchItem(id))) throw new BadRequestError('equity.quotaItem');
  if (granted) {
    const withdrawn = await withdrawnSwitches();
    if (itemIds.some((id) => withdrawn.has(id))) throw new BadRequestError('equity.itemWithdrawn');
  }
  const tier = (await allTiers())[code];
  const equities = { ...tier.equities, ...Object.fromEntries(itemIds.map((id) => [id, granted])) };
  await writeTiers([{ ...tier, equities }]);
  return equityFunctionItems(code);
}

/**
 * The comparison's function item rows (equity/preview/list): the published items in order, in the
 * reader's language, with each tier's value (switches 1 granted, 0 not; storage in bytes; -1 unlimited).
 */
export async function comparisonItemRows(lang: 'zh' | 'en'): Promise<ClientPrivilege[]> {
  const [tiers, items] = await Promise.all([allTiers(), allFunctionItems()]);
  const limitOf = (tier: Tier, code: FunctionItemCode) => {
    const value = tier.equities[code];
    return typeof value === 'boolean' ? Number(value) : value;
  };
  return items
    .filter((item) => item.status === 1)
    .map((item) => ({
      id: item.id,
      kind: item.kind,
      name: lang === 'en' ? item.nameEn : item.name,
      unit: '',
      description: lang === 'en' ? item.descriptionEn : item.description,
      limits: {
        nonMember: limitOf(tiers.nonMember, item.id),
        member: limitOf(tiers.member, item.id),
        superMember: limitOf(tiers.superMember, item.id),
        enterpriseMember: limitOf(tiers.enterpriseMember, item.id),
      },
    }));
}
