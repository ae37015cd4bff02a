import { z } from 'zod';
import { phoneRule, usernameRule } from '../validation.ts';
import { blankToUndefined, intIn, paging } from './fragments.ts';
import { IdSchema, idListSchema, OptionalIdSchema } from './ids.ts';

/** The organisation routes of blade-system (departments, posts, regions; spec 3 §7): requests and answers. */

const INVALID = { error: 'org.invalid' };
const sort = z.preprocess(blankToUndefined, intIn(INVALID, 0, 100_000).default(0));
const text = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: 'org.tooLong' });
const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, z.string(INVALID).trim().max(max, { error: 'org.tooLong' }).optional());
const remark = z.preprocess(
  (v) => (v === undefined || v === null ? '' : v),
  z.string(INVALID).trim().max(255, { error: 'org.tooLong' }),
);
const page = paging(INVALID);

// ---- Departments ----

/** The root's parent: BladeX writes '0' for "no parent". */
export const ROOT_PARENT = '0';

export const DeptListQuery = z.object({ deptName: optionalText(64), fullName: optionalText(128) });
export const DeptLazyQuery = z.object({
  parentId: z.preprocess((v) => blankToUndefined(v) ?? ROOT_PARENT, IdSchema),
});
export const DeptIdQuery = z.object({ id: IdSchema });
export const DeptSubmitBody = z.object({
  id: OptionalIdSchema,
  parentId: z.preprocess((v) => blankToUndefined(v) ?? ROOT_PARENT, IdSchema),
  deptName: text(64, 'org.deptNameRequired'),
  fullName: text(128, 'org.fullNameRequired'),
  sort,
  remark,
});

export const DeptAssignBody = z.object({ userIds: idListSchema({ min: 1, max: 100 }), deptId: IdSchema });

export interface DeptView {
  id: string;
  parentId: string;
  deptName: string;
  fullName: string;
  sort: number;
  remark: string;
  /** The built-in department every tenant starts with: it cannot be removed or moved. */
  builtIn: boolean;
}

export interface DeptNode extends DeptView {
  hasChildren: boolean;
  children: DeptNode[];
}

// ---- Posts ----

/** Post categories (BladeX post_category): 1 senior, 2 middle, 3 junior, 4 other. */
export const POST_CATEGORIES = [1, 2, 3, 4] as const;
const postCategory = z.preprocess(
  blankToUndefined,
  z.coerce.number<number | string>({ error: 'org.postCategoryRequired' }).pipe(
    z.union(
      POST_CATEGORIES.map((c) => z.literal(c)),
      { error: 'org.postCategoryRequired' },
    ),
  ),
);

export const PostListQuery = z.object({
  ...page,
  postName: optionalText(64),
  postCode: optionalText(64),
  category: z.preprocess(blankToUndefined, postCategory.optional()),
});
export const PostIdQuery = z.object({ id: IdSchema });
export const PostSubmitBody = z.object({
  id: OptionalIdSchema,
  category: postCategory,
  postCode: text(64, 'org.postCodeRequired').regex(/^[A-Za-z0-9_-]+$/, { error: 'org.codeInvalid' }),
  postName: text(64, 'org.postNameRequired'),
  sort,
  remark,
});

export interface PostView {
  id: string;
  category: number;
  postCode: string;
  postName: string;
  sort: number;
  remark: string;
}

// ---- Regions ----

/**
 * Region codes are the national administrative division codes: 2 digits for a province, 4 for a
 * city, 6 for a district, 9 for a town and 12 for a village; a region's parent is its code's prefix.
 */
export const REGION_CODE_LENGTHS = [2, 4, 6, 9, 12] as const;
/** The parent of the provinces. */
export const REGION_ROOT = '00';
const regionCode = z
  .string({ error: 'org.regionCodeRequired' })
  .trim()
  .min(1, { error: 'org.regionCodeRequired' })
  .refine((v) => /^\d+$/.test(v) && (REGION_CODE_LENGTHS as readonly number[]).includes(v.length), {
    error: 'org.regionCodeInvalid',
  });
const parentCode = z.preprocess(
  (v) => blankToUndefined(v) ?? REGION_ROOT,
  z.string(INVALID).refine((v) => v === REGION_ROOT || /^\d+$/.test(v), { error: 'org.regionCodeInvalid' }),
);

/** region/select?code= and lazy-tree?parentCode=: the children of one region (provinces by default). */
export const RegionSelectQuery = z.object({ code: parentCode });
export const RegionLazyQuery = z.object({ parentCode });
export const RegionCodeQuery = z.object({ code: regionCode });
export const RegionSubmitBody = z.object({
  code: regionCode,
  name: text(64, 'org.regionNameRequired'),
  sort,
  remark,
});
export const RegionRemoveBody = z.object({ code: regionCode });

export interface RegionView {
  code: string;
  parentCode: string;
  name: string;
  /** 1 province … 5 village. */
  regionLevel: number;
  sort: number;
  remark: string;
}

export interface RegionNode extends RegionView {
  hasChildren: boolean;
}

/** The level of a region code (1–5), or 0 when it is not one. */
export function regionLevel(code: string): number {
  return (REGION_CODE_LENGTHS as readonly number[]).indexOf(code.length) + 1;
}

/** A region code's parent: the code one level up, or REGION_ROOT for a province. */
export function regionParent(code: string): string {
  const level = regionLevel(code);
  return level <= 1 ? REGION_ROOT : code.slice(0, REGION_CODE_LENGTHS[level - 2]);
}

// ---- Tenants and tenant packages ----

const day = z.preprocess(
  (v) => (v === undefined || v === null ? '' : v),
  z
    .string(INVALID)
    .trim()
    .refine(
      (v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))),
      {
        error: 'org.dateInvalid',
      },
    ),
);
const phoneOrBlank = z.preprocess(
  (v) => (v === undefined || v === null ? '' : v),
  z
    .string(INVALID)
    .trim()
    .regex(/^(|[0-9+\- ]{5,20})$/, { error: 'org.contactInvalid' }),
);

export const TenantListQuery = z.object({ ...page, tenantName: optionalText(50) });
export const TenantIdQuery = z.object({ tenantId: IdSchema });
export const TenantSubmitBody = z.object({
  /** Absent for a new tenant: its 6-digit id is made by the server. */
  tenantId: OptionalIdSchema,
  tenantName: text(50, 'org.tenantNameRequired'),
  linkman: optionalText(20),
  contactNumber: phoneOrBlank,
  address: optionalText(255),
  domain: optionalText(255),
  // -1 (or blank) is no limit; 0 would leave a tenant unable to hold even its administrator.
  accountNumber: z.preprocess(
    blankToUndefined,
    intIn(INVALID, -1, 10_000_000)
      .refine((v) => v !== 0, { error: 'org.accountNumberZero' })
      .default(-1),
  ),
  expireTime: day,
  packageId: OptionalIdSchema,
  status: z.preprocess(
    blankToUndefined,
    z.coerce
      .number<number | string>(INVALID)
      .pipe(z.union([z.literal(0), z.literal(1)], INVALID))
      .default(1),
  ),
});
/** A new tenant also gets its first administrator account (its password is answered once). */
export const TenantAddBody = TenantSubmitBody.extend({
  adminAccount: z.preprocess(blankToUndefined, usernameRule.optional()),
  adminPhone: z.preprocess(blankToUndefined, phoneRule.optional()),
}).refine((v) => Boolean(v.tenantId) || (Boolean(v.adminAccount) && Boolean(v.adminPhone)), {
  error: 'org.tenantAdminRequired',
  path: ['adminAccount'],
});

export const TenantRemoveBody = z.object({ ids: idListSchema({ min: 1, max: 100 }) });

/** What `tenant/submit` answers: the tenant, and for a new one its first administrator (password once). */
export interface TenantSaved extends TenantView {
  admin?: { account: string; password: string };
}

export interface TenantView {
  tenantId: string;
  tenantName: string;
  linkman: string;
  contactNumber: string;
  address: string;
  domain: string;
  accountNumber: number;
  /** Accounts it holds now (not deleted); null until its first account is made or removed. */
  accountUsed: number | null;
  expireTime: string;
  packageId: string;
  status: 0 | 1;
  createTime: string;
}

export const PackageSubmitBody = z.object({
  id: OptionalIdSchema,
  packageName: text(50, 'org.packageNameRequired'),
  menuIds: idListSchema(),
  remark,
});
export const PackageIdQuery = z.object({ id: IdSchema });

export interface TenantPackageView {
  id: string;
  packageName: string;
  menuIds: string[];
  remark: string;
}

// ---- OAuth clients (blade-system/client) ----

export const GRANT_TYPES = ['password', 'refresh_token', 'sms', 'social'] as const;

export const ClientListQuery = z.object({ ...page, clientId: optionalText(64) });
export const ClientIdQuery = z.object({ id: IdSchema });
export const ClientNameQuery = z.object({ clientName: optionalText(64) });
export const ClientSubmitBody = z.object({
  id: OptionalIdSchema,
  /** Letters, digits and underscores, no spaces (spec 3 §5 application id). */
  clientId: text(64, 'org.clientIdRequired').regex(/^[A-Za-z0-9_]+$/, { error: 'org.clientIdInvalid' }),
  clientName: text(64, 'org.clientNameRequired'),
  scope: z.preprocess(
    (v) => blankToUndefined(v) ?? 'all',
    z.string(INVALID).trim().max(64, { error: 'org.tooLong' }),
  ),
  grantTypes: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z
      .array(z.enum(GRANT_TYPES, { error: 'org.grantTypeInvalid' }), { error: 'org.grantTypeInvalid' })
      .min(1, {
        error: 'org.grantTypeInvalid',
      }),
  ),
  redirectUri: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z
      .string(INVALID)
      .trim()
      .max(255, { error: 'org.tooLong' })
      .regex(/^(|https?:\/\/\S+)$/, {
        error: 'org.redirectInvalid',
      }),
  ),
  accessTokenValidity: z.preprocess(blankToUndefined, intIn(INVALID, 60, 2_592_000).default(3000)),
  refreshTokenValidity: z.preprocess(blankToUndefined, intIn(INVALID, 60, 31_536_000).default(604_800)),
  status: z.preprocess(
    blankToUndefined,
    z.coerce
      .number<number | string>(INVALID)
      .pipe(z.union([z.literal(0), z.literal(1)], INVALID))
      .default(1),
  ),
  /** On an edit: make a new secret (shown once). A new client always gets one. */
  resetSecret: z.preprocess((v) => {
    if (v === undefined || v === null || v === '') return false;
    if (v === 'true' || v === '1' || v === 1) return true;
    if (v === 'false' || v === '0' || v === 0) return false;
    return v;
  }, z.boolean(INVALID)),
});

export interface ClientView {
  id: string;
  clientId: string;
  clientName: string;
  /** Masked: the secret itself is answered only once, when made. */
  clientSecret: string;
  scope: string;
  grantTypes: string[];
  redirectUri: string;
  accessTokenValidity: number;
  refreshTokenValidity: number;
  status: 0 | 1;
}

/** What `submit` answers: the client, and its new secret when one was made. */
export interface ClientSaved extends ClientView {
  newSecret?: string;
}
