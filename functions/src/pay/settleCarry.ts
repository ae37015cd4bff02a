import { MEMBER_TIERS, type MemberTier } from '@loopline/shared';
import type { OrderKind } from '@loopline/shared/contracts/pay';
import type { OrderRecord } from './orders.ts';

/**
 * What an order sends to its provider so that the provider's notify brings it back (WeChat's
 * `attach`, Alipay's `passback_params`, Huawei's `payload`: each is echoed as sent, inside what the
 * provider signs): the fields the settlement writes, so that a notify can settle with one
 * transaction and no read (settleFast.ts). Nothing here is trusted as such: the settlement's
 * transaction is conditioned on the order holding exactly these values, so a carry that is not the
 * order's own (stale, mangled, forged) only sends the notify down the read path.
 *
 * The text is compact ASCII (`.`-separated, numbers in base 36) to fit WeChat's 128 characters, the
 * smallest of the three limits; an order whose carry would not fit, or whose values do not survive
 * the encoding exactly, carries nothing and is settled by the read path.
 */
export const CARRY_MAX = 128;
const VERSION = 'L1';

/** The order fields a carried settlement writes from. */
export interface CarriedOrder {
  userId: string;
  tenantId: string;
  kind: OrderKind;
  tier: MemberTier | '';
  months: number;
  storageBytes: number;
  parseCount: number;
  expireTime: string;
  /** A membership: the quota as checkout saw it (the order's tierGrant.fromTier / fromMemberDate). */
  from?: { tier: MemberTier; memberDate: string };
}

const KINDS: Record<OrderKind, string> = { buy: 'b', renew: 'r', upgrade: 'u', storage: 's', parse: 'p' };
const TIERS: Record<MemberTier, string> = {
  nonMember: 'n',
  member: 'm',
  superMember: 's',
  enterpriseMember: 'e',
};
const kindOf = (c: string) => (Object.keys(KINDS) as OrderKind[]).find((k) => KINDS[k] === c);
const tierOf = (c: string) => MEMBER_TIERS.find((t) => TIERS[t] === c);

const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const NUMBER = /^[0-9a-z]{1,11}$/;

const count = (n: number) => (Number.isSafeInteger(n) && n >= 0 ? n.toString(36) : null);
const readCount = (text: string) => {
  const n = NUMBER.test(text) ? Number.parseInt(text, 36) : Number.NaN;
  return Number.isSafeInteger(n) ? n : null;
};
/** The latest instant a Date holds (ms): beyond it toISOString throws. */
const LATEST = 8.64e15;

/** An ISO instant as base-36 milliseconds, only when decoding gives back the very same text. */
function instant(iso: string): string | null {
  const ms = Date.parse(iso);
  return Number.isSafeInteger(ms) && ms >= 0 && new Date(ms).toISOString() === iso ? ms.toString(36) : null;
}
const readInstant = (text: string) => {
  const ms = readCount(text);
  return ms === null || ms > LATEST ? null : new Date(ms).toISOString();
};

/** The carry of an order, or undefined when it has none (too long, or values the codec cannot keep). */
export function carryOf(order: OrderRecord): string | undefined {
  if (!SAFE_ID.test(order.userId) || !SAFE_ID.test(order.tenantId)) return undefined;
  const numbers = [count(order.months), count(order.storageBytes), count(order.parseCount)];
  const expire = instant(order.expireTime);
  if (numbers.includes(null) || expire === null) return undefined;
  const fields = [
    VERSION,
    order.userId,
    order.tenantId,
    `${KINDS[order.kind]}${order.tier ? TIERS[order.tier] : ''}`,
    ...numbers,
    expire,
  ];
  if (order.tierGrant) {
    const memberDate = order.tierGrant.fromMemberDate ? instant(order.tierGrant.fromMemberDate) : '';
    if (memberDate === null) return undefined;
    fields.push(`${TIERS[order.tierGrant.fromTier]}${memberDate}`);
  }
  const text = fields.join('.');
  return text.length <= CARRY_MAX ? text : undefined;
}

/** The carry a notify brought back, or null when there is none or it is not one of ours. */
export function carriedOf(text: string | undefined): CarriedOrder | null {
  if (!text || text.length > CARRY_MAX) return null;
  const fields = text.split('.');
  if (fields[0] !== VERSION || (fields.length !== 8 && fields.length !== 9)) return null;
  const [, userId, tenantId, kindTier, months, storage, parse, expire, from] = fields as string[];
  const kind = kindOf(kindTier!.slice(0, 1));
  const tierCode = kindTier!.slice(1);
  const tier = tierCode ? tierOf(tierCode) : '';
  const numbers = [readCount(months!), readCount(storage!), readCount(parse!)];
  const expireTime = readInstant(expire!);
  if (!SAFE_ID.test(userId!) || !SAFE_ID.test(tenantId!) || !kind || tier === undefined) return null;
  if (kindTier!.length > 2 || numbers.includes(null) || expireTime === null) return null;
  const carried: CarriedOrder = {
    userId: userId!,
    tenantId: tenantId!,
    kind,
    tier,
    months: numbers[0]!,
    storageBytes: numbers[1]!,
    parseCount: numbers[2]!,
    expireTime,
  };
  if (from === undefined) return carried;
  const fromTier = tierOf(from.slice(0, 1));
  const memberDate = from.length > 1 ? readInstant(from.slice(1)) : '';
  if (!fromTier || memberDate === null) return null;
  return { ...carried, from: { tier: fromTier, memberDate } };
}
