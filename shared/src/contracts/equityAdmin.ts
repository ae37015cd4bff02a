import { z } from 'zod';
import { MEMBER_TIERS } from '../account.ts';
import type { TierEquities } from './pay.ts';

/**
 * Function items and the equity family of the back office (spec 3 §7 "Function items and equity").
 * A function item is one of the product's equity codes (spec 2 §3): the four limits every tier has
 * and the four feature switches a tier may grant. An equity is a tier's package of them.
 */
export const FUNCTION_ITEM_CODES = [
  'storage',
  'parse',
  'project',
  'projectUserNum',
  'downSpeed',
  'downAnalysis',
  'exclusiveAnalyze',
  'priorityFile',
] as const;
export type FunctionItemCode = (typeof FUNCTION_ITEM_CODES)[number];
/** The limits: every tier has one, so they are never detached. */
export const QUOTA_ITEMS: readonly FunctionItemCode[] = ['storage', 'parse', 'project', 'projectUserNum'];
export const isSwitchItem = (code: FunctionItemCode) => !QUOTA_ITEMS.includes(code);

export interface FunctionItem {
  /** The equity code; also the item's id. */
  id: FunctionItemCode;
  kind: 'quota' | 'switch';
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  sort: number;
  /** 1 published (shown in the comparison; a switch is granted), 0 withdrawn. */
  status: 0 | 1;
}

const status = z.coerce
  .number()
  .int()
  .refine((n) => n === 0 || n === 1, 'equity.badStatus');
const itemId = z.enum(FUNCTION_ITEM_CODES, { message: 'equity.unknownItem' });
const tierId = z.enum(MEMBER_TIERS, { message: 'equity.unknownTier' });
const sort = z.coerce.number().int().min(0).max(10_000);

export const FunctionItemListQuery = z.object({
  name: z.string().trim().max(60).optional(),
  status: z.preprocess((v) => (v === '' ? undefined : v), status.optional()),
});
export const FunctionItemUpdateBody = z.object({
  id: itemId,
  name: z.string().trim().min(1, 'equity.nameRequired').max(30, 'equity.nameLength'),
  nameEn: z.string().trim().min(1, 'equity.nameRequired').max(60, 'equity.nameLength'),
  description: z.string().trim().max(200, 'equity.descriptionLength').default(''),
  descriptionEn: z.string().trim().max(400, 'equity.descriptionLength').default(''),
  sort,
});
export type FunctionItemUpdateInput = z.input<typeof FunctionItemUpdateBody>;
export const FunctionItemPublishBody = z.object({
  ids: z.array(itemId).min(1, 'equity.selectOne').max(FUNCTION_ITEM_CODES.length),
  status,
});

export const EquityPublishBody = z.object({
  ids: z.array(tierId).min(1, 'equity.selectOne').max(MEMBER_TIERS.length),
  status,
});
export const EquityRemoveBody = z.object({
  ids: z.array(tierId).min(1, 'equity.selectOne').max(MEMBER_TIERS.length),
});
export const EquityIdBody = z.object({ id: tierId });
export const EquityItemsBody = z.object({
  id: tierId,
  itemIds: z.array(itemId).min(1, 'equity.selectOne').max(FUNCTION_ITEM_CODES.length),
});
export type EquityItemsInput = z.input<typeof EquityItemsBody>;

/**
 * An equity as the back office lists it: the tier with its equities as stored (a withdrawn switch
 * still shows the tier's own flag), its place and whether the member centre shows it.
 */
export interface EquityRow extends TierEquities {
  isInit: boolean;
  sort: number;
  status: 0 | 1;
}
/** A function item of one equity: whether the tier grants it, and the value for a limit. */
export interface EquityFunctionItem extends FunctionItem {
  attached: boolean;
  /** The tier's limit (bytes for storage; -1 unlimited) for a quota item, else null. */
  value: number | null;
}
