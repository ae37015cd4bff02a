import { z } from 'zod';
import { IdSchema, idListSchema } from './ids.ts';

/** blade-system/param (spec 3 §3, §5, §7): system parameters. Requests and answers. */

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const INVALID = { error: 'param.invalid' };
const pageNumber = (max: number, fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number<number | string>(INVALID)
      .int(INVALID)
      .min(1, INVALID)
      .max(max, INVALID)
      .default(fallback),
  );
/** The back office's page sizes are 100, 200, 500 and 1000 (spec 3 §9). */
export const PARAM_PAGE_SIZES = [100, 200, 500, 1000] as const;

const required = (key: string, max: number) =>
  z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: 'param.tooLong' });

/** A parameter key: dotted words (account.registerUser), no spaces. */
export const PARAM_KEY_PATTERN = /^[A-Za-z0-9_.-]+$/;

export const ParamListQuery = z.object({
  current: pageNumber(100_000, 1),
  size: pageNumber(1000, 100),
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
