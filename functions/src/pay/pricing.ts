import type { MemberTier } from '@loopline/shared';
import type { ChargeItem, OrderKind, Quote } from '@loopline/shared/contracts/pay';
import { BadRequestError } from '../lib/errors.ts';

/** What the pricing needs to know of the buyer. */
export interface Buyer {
  /** The tier whose equities apply now (the free tier once a membership lapsed). */
  tier: MemberTier;
  /** Membership expiry (ISO) of that tier; '' for the free tier. */
  memberDate: string;
}

/**
 * A reduction on the price, from a source other than the catalogue. Coupons and activities will be
 * passed in here; today only the upgrade credit exists.
 */
export interface Discount {
  source: 'upgradeCredit' | 'coupon' | 'activity';
  fen: number;
}

/** A month of credit is 31 days, so a month bought never credits more than was paid for it. */
const MONTH_MS = 31 * 24 * 3600 * 1000;

/** Membership, or what else the item is. */
export function orderKindFor(item: ChargeItem, buyer: Buyer, levels: Record<MemberTier, number>): OrderKind {
  if (item.kind !== 'membership') return item.kind;
  const target = item.tier as MemberTier;
  if (buyer.tier === 'nonMember') return 'buy';
  if (target === buyer.tier) return 'renew';
  if (levels[target] > levels[buyer.tier]) return 'upgrade';
  throw new BadRequestError('pay.downgradeRefused');
}

/** The cheapest monthly price the catalogue gives a tier (fen per month); 0 when it sells none. */
export function monthlyFen(items: readonly ChargeItem[], tier: MemberTier): number {
  const rates = items
    .filter((item) => item.kind === 'membership' && item.tier === tier && item.months > 0)
    .map((item) => Math.floor(item.priceFen / item.months));
  return rates.length ? Math.min(...rates) : 0;
}

/**
 * The unused value of the current membership, credited when upgrading mid-term: its monthly rate for
 * the time left (whole fen, rounded down, so the credit never exceeds what was paid per month).
 */
export function upgradeCredit(buyer: Buyer, catalogue: readonly ChargeItem[], now: Date): number {
  if (!buyer.memberDate) return 0;
  const left = new Date(buyer.memberDate).getTime() - now.getTime();
  if (left <= 0) return 0;
  return Math.floor((monthlyFen(catalogue, buyer.tier) * left) / MONTH_MS);
}

/**
 * The price of buying `item` now: computed on the server only, from the catalogue, in integer fen.
 * Discounts are applied in order and never take the price below zero.
 */
export function priceOrder(
  item: ChargeItem,
  buyer: Buyer,
  context: { catalogue: readonly ChargeItem[]; levels: Record<MemberTier, number>; now: Date },
  discounts: readonly Discount[] = [],
): Quote {
  const kind = orderKindFor(item, buyer, context.levels);
  const all: Discount[] =
    kind === 'upgrade'
      ? [{ source: 'upgradeCredit', fen: upgradeCredit(buyer, context.catalogue, context.now) }, ...discounts]
      : [...discounts];
  let payFen = item.priceFen;
  for (const discount of all) payFen -= Math.min(payFen, Math.max(0, Math.floor(discount.fen)));
  return { chargeId: item.id, kind, amountFen: item.priceFen, discountFen: item.priceFen - payFen, payFen };
}

/** Fen as a decimal yuan string ("60.00"), the way Alipay takes amounts: no floating point on the way. */
export function fenToYuan(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** A yuan string back to fen; NaN for anything that is not a plain amount with at most two decimals. */
export function yuanToFen(yuan: string): number {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(yuan);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
