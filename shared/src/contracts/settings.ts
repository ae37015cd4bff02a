import { z } from 'zod';
import { blankToUndefined, paging } from './fragments.ts';
import { IdSchema, idListSchema } from './ids.ts';

/** blade-system/param (spec 3 §3, §5, §7): system parameters. Requests and answers. */

const INVALID = { error: 'param.invalid' };
/** The back office's page sizes are 100, 200, 500 and 1000 (spec 3 §9). */
export const PARAM_PAGE_SIZES = [100, 200, 500, 1000] as const;

const required = (key: string, max: number) =>
  z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: 'param.tooLong' });

/** A parameter key: dotted words (account.registerUser), no spaces. */
export const PARAM_KEY_PATTERN = /^[A-Za-z0-9_.-]+$/;

export const ParamListQuery = z.object({
  ...paging(INVALID),
  paramName: z.preprocess(blankToUndefined, z.string(INVALID).max(100, INVALID).optional()),
  paramKey: z.preprocess(blankToUndefined, z.string(INVALID).max(100, INVALID).optional()),
});

export const ParamDetailQuery = z.object({ id: IdSchema });

/** Every field is required (spec 3 §5); `id` names the parameter to change. */
export const ParamSubmitBody = z.object({
  id: z.preprocess(blankToUndefined, IdSchema.optional()),
  paramName: required('param.nameRequired', 100),
  paramKey: required('param.keyRequired', 100).regex(PARAM_KEY_PATTERN, { error: 'param.keyInvalid' }),
  paramValue: required('param.valueRequired', 2000),
  remark: required('param.remarkRequired', 500),
});

export const ParamRemoveBody = z.object({ ids: idListSchema({ min: 1, max: 100 }) });

export interface SystemParam {
  id: string;
  paramName: string;
  paramKey: string;
  paramValue: string;
  remark: string;
  createTime: string;
  updateTime: string;
}

/** The parameters the product reads. */
export const PARAM_KEYS = {
  registerUser: 'account.registerUser',
  initPassword: 'account.initPassword',
} as const;

// ---- Dictionaries (blade-system/dict and dict-biz; spec 3 §3, §5) ----

/** The system dictionary and the business dictionary share one shape and one set of rules. */
export const DICT_KINDS = ['system', 'biz'] as const;
export type DictKind = (typeof DICT_KINDS)[number];
/** The parentId of a top-level (parent) dictionary. */
export const DICT_ROOT = '0';

const DICT_INVALID = { error: 'dict.invalid' };
const dictText = (key: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: 'param.tooLong' }),
  );

/**
 * A number a form may send as text, with one message for missing, blank and wrong values alike
 * (a zod type error would be answered with the generic "is required" instead of the spec's text).
 */
const formNumber = (key: string, ok: (n: number) => boolean) =>
  z
    .union([z.number(), z.string(), z.null(), z.undefined()])
    .refine((v) => v !== null && v !== undefined && String(v).trim() !== '' && ok(Number(v)), { error: key })
    .transform((v) => Number(v));

export const DictListQuery = z.object({
  ...paging(INVALID),
  /** Children of this parent; parents (top level) when left out. */
  parentId: z.preprocess(blankToUndefined, z.union([z.literal(DICT_ROOT), IdSchema]).default(DICT_ROOT)),
  code: z.preprocess(blankToUndefined, z.string(DICT_INVALID).max(100, DICT_INVALID).optional()),
  dictValue: z.preprocess(blankToUndefined, z.string(DICT_INVALID).max(100, DICT_INVALID).optional()),
});

export const DictDetailQuery = z.object({ id: IdSchema });

/**
 * A parent needs code, dictValue, sort and isSealed; a child (parentId given) also its dictKey
 * ('please enter dictionary code / name / sort / key', 'please choose sealed').
 */
export const DictSubmitBody = z
  .object({
    id: z.preprocess(blankToUndefined, IdSchema.optional()),
    parentId: z.preprocess(blankToUndefined, z.union([z.literal(DICT_ROOT), IdSchema]).default(DICT_ROOT)),
    code: dictText('dict.codeRequired', 100).pipe(
      z.string().regex(/^[A-Za-z0-9_.-]+$/, { error: 'dict.codeInvalid' }),
    ),
    dictValue: dictText('dict.valueRequired', 200),
    dictKey: z.preprocess(
      (v) => (v === null ? undefined : typeof v === 'number' ? String(v) : v),
      z.string(DICT_INVALID).trim().max(100, { error: 'param.tooLong' }).optional(),
    ),
    sort: formNumber('dict.sortRequired', (n) => Number.isInteger(n) && n >= 0 && n <= 1_000_000),
    isSealed: formNumber('dict.sealedRequired', (n) => n === 0 || n === 1).transform((n) => n as 0 | 1),
    remark: z.preprocess(
      (v) => (v === null ? undefined : v),
      z.string(DICT_INVALID).trim().max(500, { error: 'param.tooLong' }).default(''),
    ),
  })
  .refine((v) => v.parentId === DICT_ROOT || !!v.dictKey, {
    error: 'dict.keyRequired',
    path: ['dictKey'],
  });

export const DictRemoveBody = z.object({ ids: idListSchema({ min: 1, max: 50 }) });

export const DictionaryQuery = z.object({
  code: z
    .string({ error: 'dict.codeRequired' })
    .trim()
    .min(1, { error: 'dict.codeRequired' })
    .max(100, DICT_INVALID),
});

export interface DictItem {
  id: string;
  parentId: string;
  code: string;
  dictKey: string;
  dictValue: string;
  sort: number;
  isSealed: 0 | 1;
  remark: string;
  createTime: string;
  updateTime: string;
}

/** One option of `dictionary?code=`: the unsealed children of the parent with that code, by sort. */
export interface DictOption {
  id: string;
  code: string;
  dictKey: string;
  dictValue: string;
  sort: number;
}

// ---- Whitelist (blade-demo/blade/whitelist; spec 3 §3, §7) ----

/** A phone number or a prefix of one: 1 to 11 digits. */
export const WHITELIST_PHONE = /^\d{1,11}$/;
const whitelistPhone = z
  .string({ error: 'whitelist.phoneRequired' })
  .trim()
  .min(1, { error: 'whitelist.phoneRequired' })
  .regex(WHITELIST_PHONE, { error: 'whitelist.phoneInvalid' });
const whitelistRemark = z.preprocess(
  (v) => (v === null ? undefined : v),
  z.string(INVALID).trim().max(200, { error: 'param.tooLong' }).default(''),
);

export const WhitelistPageQuery = z.object({
  ...paging(INVALID),
  phone: z.preprocess(blankToUndefined, z.string(INVALID).max(11, INVALID).optional()),
});
export const WhitelistSaveBody = z.object({ phone: whitelistPhone, remark: whitelistRemark });
export const WhitelistUpdateBody = z.object({ id: IdSchema, phone: whitelistPhone, remark: whitelistRemark });
export const WhitelistRemoveBody = z.object({ ids: idListSchema({ min: 1, max: 100 }) });

/** The most rows one whitelist import reads (and one import log holds). */
export const WHITELIST_IMPORT_MAX_ROWS = 1000;

/** What an import did with one row of the sheet (row = the sheet's row number, header = 1). */
export type WhitelistRowResult = 'added' | 'exists' | 'repeated' | 'invalid' | 'remarkTooLong';
export interface WhitelistImportRow {
  row: number;
  phone: string;
  result: WhitelistRowResult;
}
export interface WhitelistImportResult {
  added: number;
  skipped: number;
  rows: WhitelistImportRow[];
}

/** createLog: an import's rows, written back as an xlsx log. */
export const WhitelistLogBody = z.object({
  rows: z
    .array(
      z.object({
        row: z.number(INVALID).int(INVALID).min(1, INVALID).max(1_000_000, INVALID),
        phone: z.string(INVALID).max(100, INVALID),
        result: z.enum(['added', 'exists', 'repeated', 'invalid', 'remarkTooLong'], INVALID),
      }),
      INVALID,
    )
    .min(1, INVALID)
    .max(WHITELIST_IMPORT_MAX_ROWS, INVALID),
});

export interface WhitelistEntry {
  id: string;
  phone: string;
  remark: string;
  createTime: string;
  updateTime: string;
}

/** The parameter that switches the whitelist on: sign-up and SMS codes are then limited to it. */
export const WHITELIST_PARAM = 'account.whitelist';

// ---- Login background (cloud/system/bg; spec 3 §5, §7) ----

/** JPG, PNG or GIF up to 1 MB (1920×1080 recommended). */
export const LOGIN_BG_MAX_BYTES = 1024 * 1024;
export const LOGIN_BG_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const BgIdParams = z.object({ id: IdSchema });
export const BgIdBody = z.object({ id: IdSchema });
/** clean: one background (id), or every inactive one when no id is given. */
export const BgCleanBody = z.object({ id: z.preprocess(blankToUndefined, IdSchema.optional()) });

export interface LoginBackground {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  active: 0 | 1;
  createTime: string;
}
