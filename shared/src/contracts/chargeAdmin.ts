import { z } from 'zod';
import { IdSchema } from './ids.ts';
import { CHARGE_KINDS, type ChargeKind } from './pay.ts';

/**
 * The back office's catalogue screens beyond save/update/remove (issue 18, spec 3 §7 "Charge"):
 * the charge directories (one per kind of item: memberships, storage packs, parse packs) with their
 * names in both languages and their order, and the item query, ordering and publishing.
 */

/** A charge directory: the heading a kind of item is listed under (fee pages, the member centre). */
export interface ChargeDir {
  id: ChargeKind;
  name: string;
  nameEn: string;
  sort: number;
}

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const ChargeDirUpdateBody = z.object({
  id: z.enum(CHARGE_KINDS),
  name: z.string().trim().min(1, 'pay.nameRequired').max(30, 'pay.nameLength'),
  nameEn: z.string().trim().min(1, 'pay.nameRequired').max(60, 'pay.nameLength'),
});
export type ChargeDirUpdateInput = z.input<typeof ChargeDirUpdateBody>;

/** Every directory once, in the new order. */
export const ChargeDirSortBody = z.object({
  ids: z
    .array(z.enum(CHARGE_KINDS))
    .length(CHARGE_KINDS.length, 'charge.dirSortIncomplete')
    .refine((ids) => new Set(ids).size === ids.length, 'charge.dirSortIncomplete'),
});

/** `charge/info/query`: the catalogue filtered by kind, publish state and a word of the name. */
export const ChargeInfoQuery = z.object({
  kind: z.preprocess(blankToUndefined, z.enum(CHARGE_KINDS).optional()),
  published: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v === true || v === 'true' || v === '1'),
    z.boolean().optional(),
  ),
  name: z.preprocess(blankToUndefined, z.string().trim().max(60, 'pay.nameLength').optional()),
});
export interface ChargeInfoFilter {
  kind?: ChargeKind;
  published?: boolean;
  name?: string;
}

/** Items of one directory in their new order (ids of other kinds or unknown ids are refused). */
export const ChargeSortBody = z.object({
  ids: z
    .array(IdSchema)
    .min(1, 'common.required')
    .max(100, 'common.idListTooLong')
    .refine((ids) => new Set(ids).size === ids.length, 'charge.sortDuplicate'),
});

export const ChargePublishBody = z.object({
  id: IdSchema,
  published: z.preprocess(
    (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
    z.boolean(),
  ),
});
