import { z } from 'zod';
import { blankToUndefined, calendarDay, intIn, paging } from './fragments.ts';
import { IdSchema, idListSchema, OptionalIdSchema } from './ids.ts';

/** The console's system routes (blade-system role/menu, blade-user/grant, spec 3 §6–7): requests and answers. */

const INVALID = { error: 'console.invalid' };
const text = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: 'console.tooLong' });
const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, z.string(INVALID).trim().max(max, { error: 'console.tooLong' }).optional());
/** Codes and aliases: letters, digits, underscores and hyphens (they end up in ids and keys). */
const code = (required: string) =>
  text(64, required).regex(/^[A-Za-z0-9_-]+$/, { error: 'console.codeInvalid' });

// ---- Roles ----

export const RoleListQuery = z.object({ roleName: optionalText(64), roleAlias: optionalText(64) });
export const RoleIdQuery = z.object({ id: IdSchema });
export const RoleTreeByIdQuery = z.object({ roleId: OptionalIdSchema });
export const RoleSubmitBody = z.object({
  id: OptionalIdSchema,
  roleName: text(64, 'console.roleNameRequired'),
  roleAlias: code('console.roleAliasRequired'),
  sort: z.preprocess(blankToUndefined, intIn(INVALID, 0, 100_000).default(0)),
});
export const IdsBody = z.object({ ids: idListSchema({ min: 1, max: 1000 }) });
const scopeCode = z.string(INVALID).trim().min(1, INVALID).max(64, INVALID);
/** Scope codes as an array or comma-joined; missing is none. */
const scopeList = z
  .union([z.array(z.string(INVALID)), z.string(INVALID)])
  .optional()
  .transform((v) =>
    v === undefined
      ? []
      : Array.isArray(v)
        ? v
        : v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
  )
  .pipe(z.array(scopeCode).max(1000, INVALID));
export const RoleGrantBody = z.object({
  roleIds: idListSchema({ min: 1, max: 100 }),
  menuIds: idListSchema(),
  topMenuIds: scopeList,
  dataScopeIds: scopeList,
  apiScopeIds: scopeList,
});
export const UserGrantBody = z.object({
  userIds: idListSchema({ min: 1, max: 100 }),
  roleIds: idListSchema({ min: 1, max: 10 }),
});

// ---- Menus ----

export const MenuIdQuery = z.object({ id: IdSchema });
export const RoleTreeKeysQuery = z.object({ roleIds: idListSchema({ min: 1, max: 100 }) });
export const MenuSubmitBody = z.object({
  id: OptionalIdSchema,
  parentId: OptionalIdSchema,
  code: code('console.menuCodeRequired'),
  name: text(64, 'console.menuNameRequired'),
  nameEn: text(64, 'console.menuNameRequired'),
  path: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z
      .string(INVALID)
      .trim()
      .max(200, { error: 'console.tooLong' })
      .regex(/^(|\/platform(\/[A-Za-z0-9_-]+)+)$/, { error: 'console.menuPathInvalid' }),
  ),
  sort: z.preprocess(blankToUndefined, intIn(INVALID, 0, 100_000).default(0)),
});

// ---- Top menus (blade-system/topmenu) ----

export const TopMenuListQuery = z.object({
  ...paging(INVALID),
  name: optionalText(64),
});
export const TopMenuSubmitBody = z.object({
  id: OptionalIdSchema,
  code: code('topMenu.codeRequired'),
  name: text(64, 'topMenu.nameRequired'),
  nameEn: text(64, 'topMenu.nameRequired'),
  sort: z.preprocess(blankToUndefined, intIn(INVALID, 0, 100_000).default(0)),
});
/** topmenu/grant: the menus grouped under top menus (replacing what they had). */
export const TopMenuGrantBody = z.object({
  topMenuIds: idListSchema({ min: 1, max: 100 }),
  menuIds: idListSchema(),
});
export const TopMenuKeysQuery = z.object({ topMenuIds: idListSchema({ min: 1, max: 100 }) });
/** menu/routes: the caller's menu, within one top menu when given. */
export const MenuRoutesQuery = z.object({ topMenuId: OptionalIdSchema });

export interface TopMenuView {
  id: string;
  code: string;
  name: string;
  nameEn: string;
  sort: number;
  menuIds: string[];
}

// ---- Answers ----

export interface RoleView {
  id: string;
  roleName: string;
  roleAlias: string;
  sort: number;
  /** The built-in roles cannot be changed or removed; the administrator role holds every grant. */
  builtIn: boolean;
  superRole: boolean;
}

export interface MenuView {
  id: string;
  parentId: string;
  code: string;
  name: string;
  nameEn: string;
  path: string;
  sort: number;
  builtIn: boolean;
  /** A page or directory of the navigation, or a button of a page (granted like a menu, never shown as one). */
  category: 'menu' | 'button';
}

export interface MenuNode extends MenuView {
  children: MenuNode[];
}

export interface RoleGrantKeys {
  menu: string[];
  topMenu: string[];
  dataScope: string[];
  apiScope: string[];
}

export interface GrantTree {
  menu: MenuNode[];
  topMenu: { id: string; title: string; titleEn: string }[];
  dataScope: { id: string; title: string; titleEn: string }[];
  apiScope: { id: string; title: string; titleEn: string }[];
}

// ---- Sensitive words (cloud/sensitiveWord) ----

export const SENSITIVE_WORD_MAX_LENGTH = 50;
/** One word: no white space anywhere (spec 3 §5), at most 50 characters. */
export const sensitiveWordRule = z
  .string({ error: 'sensitive.wordRequired' })
  .trim()
  .min(1, { error: 'sensitive.wordRequired' })
  .max(SENSITIVE_WORD_MAX_LENGTH, { error: 'sensitive.wordTooLong' })
  .regex(/^\S+$/u, { error: 'sensitive.noSpaces' });
const wordStatus = z.coerce
  .number<number | string>({ error: 'sensitive.statusInvalid' })
  .pipe(z.union([z.literal(0), z.literal(1)], { error: 'sensitive.statusInvalid' }));

export const SensitiveListQuery = z.object({
  ...paging(INVALID),
  contentWord: optionalText(SENSITIVE_WORD_MAX_LENGTH),
  wordStatus: z.preprocess(blankToUndefined, wordStatus.optional()),
});
export const SaveWordsBody = z.object({
  /** An array, or one string of words separated by commas or new lines. */
  contentWords: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(/[,，\n\r]+/)
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z
      .array(sensitiveWordRule, { error: 'sensitive.wordRequired' })
      .min(1, { error: 'sensitive.wordRequired' })
      .max(1000, { error: 'sensitive.tooMany' }),
  ),
});
export const UpdateWordBody = z.object({ id: IdSchema, contentWord: sensitiveWordRule });
export const WordStatusBody = z.object({ id: IdSchema, wordStatus });

export interface SensitiveWordView {
  id: string;
  contentWord: string;
  wordStatus: number;
  createTime: string;
  createUser: string;
}

export interface WordImportResult {
  added: number;
  duplicate: number;
  invalid: number;
}

// ---- Operation log (cloud/operateLog) ----

/** The longest span one list or export reads (its days are read one partition each). */
export const OPERATION_LOG_MAX_DAYS = 31;
/** The longest span of the top lists and statistics (they read one small counter partition per day). */
export const OPERATION_STATS_MAX_DAYS = 190;
const day = z.preprocess(blankToUndefined, calendarDay({ error: 'operateLog.dateInvalid' }).optional());
const logFilters = {
  startDate: day,
  endDate: day,
  account: optionalText(64),
  operaModule: optionalText(100),
};
export const OperateLogQuery = z.object({
  ...paging(INVALID),
  ...logFilters,
});
export const OperateLogExportBody = z.object(logFilters);
export const OperateStatsQuery = z.object({ startDate: day, endDate: day });

export interface OperationLogView {
  id: string;
  proName: string;
  projectId: string;
  account: string;
  remoteIp: string;
  operateSystem: string;
  operaModule: string;
  operaRoute: string;
  operaContent: string;
  startTime: string;
  endTime: string;
}

// ---- Platform users (cloud/platformUser, admin rows of cloud/user, backend/user) ----

const userStatus = z.coerce
  .number<number | string>({ error: 'platformUser.statusInvalid' })
  .pipe(z.union([z.literal(0), z.literal(1)], { error: 'platformUser.statusInvalid' }));
export const PlatformUserListQuery = z.object({
  ...paging(INVALID),
  keyword: optionalText(64),
  status: z.preprocess(
    blankToUndefined,
    z.coerce
      .number<number | string>(INVALID)
      .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)], INVALID))
      .optional(),
  ),
});
/** `ids` (or one `id` / `userId`) and the status: 1 normal, 0 disabled (spec 3 §2 status dialog). */
export const UserStatusBody = z.preprocess(
  (v) => {
    if (!v || typeof v !== 'object') return v;
    const o = v as Record<string, unknown>;
    return 'ids' in o ? o : { ...o, ids: o.id ?? o.userId };
  },
  z.object({ ids: idListSchema({ min: 1, max: 100 }), status: userStatus }),
);
export const UserIdQuery = z.object({ userId: IdSchema });
export const UserIdBody = z.object({ userId: IdSchema });

export interface PlatformUserRow {
  userId: string;
  account: string;
  realName: string;
  nickName: string;
  phone: string;
  email: string;
  status: 0 | 1 | 2;
  deactivated: boolean;
  isAdmin: boolean;
  createdAt: string;
  lastLoginAt: string;
}

export interface PlatformUserDetail extends PlatformUserRow {
  gender: number;
  birthday: string;
  companyName: string;
  position: string;
}

/** A page action the caller's role grants (blade-system/menu/buttons): the SPA shows or hides it by code. */
export interface MenuButton {
  id: string;
  code: string;
  /** The page (menu id) the button belongs to. */
  parentId: string;
  name: string;
  nameEn: string;
}
