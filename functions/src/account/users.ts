import { randomUUID } from 'node:crypto';
import { ADMIN_ROLE, type MessageKey } from '@loopline/shared';
import { conditionFailed } from '../entities/errors.ts';
import { addToCounter } from '../entities/opsCounter.ts';
import { entityPage } from '../entities/paging.ts';
import { TransactionCancelledError, transactWrite, txItem } from '../entities/transaction.ts';
import { readUser, user as userEntity } from '../entities/user.ts';
import { tierMoveItem } from '../entities/userTierCount.ts';
import { userUnique } from '../entities/userUnique.ts';
import { pageOf } from '../lib/envelope.ts';
import { BadRequestError, ConflictError } from '../lib/errors.ts';
import type { RowScope } from '../lib/policies/dataScope.ts';
import { ensureSeats, takeSeat, tenantAccountLimit, tenantFull } from './seats.ts';

export interface UserRecord {
  userId: string;
  tenantId: string;
  account: string;
  phone: string;
  email: string;
  realName: string;
  nickName: string;
  avatar: string;
  passwordHash: string;
  passwordChangedAt: string;
  roleIds: string[];
  roleNames: string[];
  deptIds: string[];
  /** 1 normal, 0 disabled, 2 deleted (deactivated). */
  status: 0 | 1 | 2;
  failedLogins: number;
  lockedUntil?: string;
  createdAt: string;
  updatedAt: string;
  lastLoginAt?: string;
  /** 0 not said, 1 male, 2 female. */
  gender?: 0 | 1 | 2;
  birthday?: string;
  companyName?: string;
  position?: string;
  /** When the user name (account) was last changed: once a year. */
  accountChangedAt?: string;
  /** Last change of password, phone or e-mail: blocks account deletion for 3 days. */
  sensitiveChangedAt?: string;
  /** Account deletion requested; deleted at deletionDueAt unless the user signs in before. */
  deletionRequestedAt?: string;
  deletionDueAt?: string;
  deletedAt?: string;
}

export type NewUser = Pick<
  UserRecord,
  'tenantId' | 'account' | 'phone' | 'passwordHash' | 'roleIds' | 'roleNames' | 'deptIds'
> &
  Partial<Pick<UserRecord, 'email' | 'realName' | 'nickName'>>;

/** A user record by id: a hot read (user-info and most account routes), so through the lean reader. */
export async function getUser(userId: string): Promise<UserRecord | null> {
  return ((await readUser({ userId })) as UserRecord | null) ?? null;
}

type UniqueKind = 'ACCOUNT' | 'PHONE' | 'EMAIL';

/** The reservation key of a unique value: account names and e-mails are unique case-insensitively. */
function uniqueKey(kind: UniqueKind, tenantId: string, value: string) {
  return { kind, tenantId, value: kind === 'PHONE' ? value : value.toLowerCase() };
}

async function resolveUnique(kind: UniqueKind, tenantId: string, value: string): Promise<UserRecord | null> {
  const { data } = await userUnique.get(uniqueKey(kind, tenantId, value)).go();
  return data ? getUser(data.userId) : null;
}

export function findUserByAccount(tenantId: string, account: string) {
  return resolveUnique('ACCOUNT', tenantId, account);
}

export function findUserByPhone(tenantId: string, phone: string) {
  return resolveUnique('PHONE', tenantId, phone);
}

async function uniqueTaken(kind: UniqueKind, tenantId: string, value: string): Promise<boolean> {
  const { data } = await userUnique.get(uniqueKey(kind, tenantId, value)).go();
  return Boolean(data);
}

export function accountTaken(tenantId: string, account: string): Promise<boolean> {
  return uniqueTaken('ACCOUNT', tenantId, account);
}

export function phoneTaken(tenantId: string, phone: string): Promise<boolean> {
  return uniqueTaken('PHONE', tenantId, phone);
}

/** Reserves a unique value for a user (a transaction item). */
function reserve(kind: UniqueKind, tenantId: string, value: string, userId: string) {
  return txItem(userUnique.create({ ...uniqueKey(kind, tenantId, value), userId }));
}

/** Attempts of a creation whose transaction met another on the tenant's account count. */
const CREATE_ATTEMPTS = 6;

/**
 * Creates a user with its unique account name and phone in one transaction, so two sign-ups racing
 * for the same name or phone cannot both win. The same transaction takes one of the tenant's
 * accounts (`takeSeat`), so concurrent creations cannot pass the tenant's account limit either.
 */
export async function createUser(input: NewUser, now = new Date()): Promise<UserRecord> {
  const at = now.toISOString();
  const user: UserRecord = {
    userId: randomUUID(),
    email: '',
    realName: '',
    nickName: input.account,
    avatar: '',
    ...input,
    passwordChangedAt: at,
    status: 1,
    failedLogins: 0,
    createdAt: at,
    updatedAt: at,
  };
  await ensureSeats(user.tenantId);
  const limit = await tenantAccountLimit(user.tenantId);
  for (let attempt = 1; ; attempt++) {
    try {
      await transactWrite({
        user: txItem(userEntity.create(user)),
        account: reserve('ACCOUNT', user.tenantId, user.account, user.userId),
        phone: reserve('PHONE', user.tenantId, user.phone, user.userId),
        email: user.email ? reserve('EMAIL', user.tenantId, user.email, user.userId) : undefined,
        seat: takeSeat(user.tenantId, limit),
        // A new account starts on the free tier: the users-by-tier counts move with its creation.
        tierCount: tierMoveItem({ tenantId: user.tenantId, from: null, to: 'nonMember' }),
      });
      break;
    } catch (error) {
      if (!(error instanceof TransactionCancelledError)) throw error;
      if (error.failedOn('account')) throw new ConflictError('account.exists');
      if (error.failedOn('phone')) throw new ConflictError('account.phoneExists');
      if (error.failedOn('email')) throw new ConflictError('security.emailExists');
      if (error.failedOn('seat') && limit !== null) throw tenantFull(limit);
      // Another creation or deletion held the account or tier count at the same moment: nothing was written, try again.
      if (error.conditionsOnly || attempt >= CREATE_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40 * attempt));
    }
  }
  // The back office's statistics read new users per day from this counter, never the user table.
  await addToCounter({ tenantId: user.tenantId, metric: 'users.new', day: at.slice(0, 10) });
  return user;
}

/** Counts a failed sign-in; the `limit`-th failure locks the account until `lockUntil`. Returns failures so far. */
export async function recordFailedLogin(userId: string, limit: number, lockUntil: Date): Promise<number> {
  const { data } = await userEntity
    .patch({ userId })
    .add({ failedLogins: 1 })
    .go({ response: 'updated_new' });
  const failures = Number(data.failedLogins ?? 1);
  if (failures >= limit) {
    await userEntity.patch({ userId }).set({ lockedUntil: lockUntil.toISOString(), failedLogins: 0 }).go();
  }
  return failures;
}

export async function recordSuccessfulLogin(userId: string, now = new Date()) {
  await userEntity
    .patch({ userId })
    .set({ failedLogins: 0, lastLoginAt: now.toISOString() })
    .remove(['lockedUntil'])
    .go();
}

export async function setPassword(userId: string, passwordHash: string, now = new Date()) {
  const at = now.toISOString();
  await userEntity
    .patch({ userId })
    .set({ passwordHash, passwordChangedAt: at, updatedAt: at, failedLogins: 0 })
    .remove(['lockedUntil'])
    .go();
}

export function findUserByEmail(tenantId: string, email: string) {
  return resolveUnique('EMAIL', tenantId, email);
}

export type ProfileChanges = Partial<
  Pick<UserRecord, 'realName' | 'nickName' | 'gender' | 'birthday' | 'companyName' | 'position' | 'avatar'>
>;

/** Saves profile fields that need no uniqueness; answers the updated user. */
export async function updateProfile(userId: string, changes: ProfileChanges, now = new Date()) {
  const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  const { data } = await userEntity
    .patch({ userId })
    .set({ ...defined, updatedAt: now.toISOString() })
    .where((attr, op) => op.eq(attr.status, 1))
    .go({ response: 'all_new' });
  return data as UserRecord;
}

type SwapField = 'account' | 'phone' | 'email';
const KIND_OF: Record<SwapField, UniqueKind> = { account: 'ACCOUNT', phone: 'PHONE', email: 'EMAIL' };

/**
 * Moves a unique value (account name, phone, e-mail) to `value` together with the user's field, in one
 * transaction: the new value must be free, and the user record must still hold the old one (so two
 * changes racing cannot both win). `extra` adds fields to the user update and, optionally, a condition.
 */
async function swapUnique(
  user: UserRecord,
  field: SwapField,
  value: string,
  extra: { set: Partial<UserRecord>; since?: { field: 'accountChangedAt'; before: string } },
  takenKey: MessageKey,
) {
  const kind = KIND_OF[field];
  const old = user[field];
  const since = extra.since;
  try {
    await transactWrite({
      user: txItem(
        userEntity
          .patch({ userId: user.userId })
          .set({ [field]: value, ...extra.set })
          .where((attr, op) => {
            const holdsOld = op.eq(attr[field], old);
            if (!since) return holdsOld;
            return `${holdsOld} AND (${op.notExists(attr[since.field])} OR ${op.lte(attr[since.field], since.before)})`;
          }),
      ),
      reserve: reserve(kind, user.tenantId, value, user.userId),
      release: old ? txItem(userUnique.delete(uniqueKey(kind, user.tenantId, old))) : undefined,
    });
  } catch (error) {
    if (error instanceof TransactionCancelledError) {
      if (error.failedOn('reserve')) throw new ConflictError(takenKey);
      if (error.failedOn('user')) throw new BadRequestError('security.modifyFailed');
    }
    throw error;
  }
}

/** Changes the user name (account); allowed once every `minDays` days (checked in the same write). */
export async function changeAccountName(
  user: UserRecord,
  account: string,
  minDays: number,
  now = new Date(),
) {
  const at = now.toISOString();
  const before = new Date(now.getTime() - minDays * 86_400_000).toISOString();
  await swapUnique(
    user,
    'account',
    account,
    { set: { accountChangedAt: at, updatedAt: at }, since: { field: 'accountChangedAt', before } },
    'account.exists',
  );
}

export async function changePhone(user: UserRecord, phone: string, now = new Date()) {
  const at = now.toISOString();
  await swapUnique(
    user,
    'phone',
    phone,
    { set: { sensitiveChangedAt: at, updatedAt: at } },
    'account.phoneExists',
  );
}

export async function changeEmail(user: UserRecord, email: string, now = new Date()) {
  const at = now.toISOString();
  await swapUnique(
    user,
    'email',
    email,
    { set: { sensitiveChangedAt: at, updatedAt: at } },
    'security.emailExists',
  );
}

/** Records a sensitive change (password) that blocks account deletion for a while. */
export async function markSensitiveChange(userId: string, now = new Date()) {
  await userEntity
    .patch({ userId })
    .set({ sensitiveChangedAt: now.toISOString() })
    .go()
    .catch((error: unknown) => {
      if (!conditionFailed(error)) throw error;
    });
}

/** The unique values a user holds, released when the account is deleted (transaction items). */
export function releaseUniques(user: UserRecord) {
  const release = (kind: UniqueKind, value: string) =>
    txItem(
      userUnique
        .delete(uniqueKey(kind, user.tenantId, value))
        .where((attr, op) => `${op.notExists(attr.userId)} OR ${op.eq(attr.userId, user.userId)}`),
    );
  return {
    releaseAccount: release('ACCOUNT', user.account),
    releasePhone: release('PHONE', user.phone),
    releaseEmail: user.email ? release('EMAIL', user.email) : undefined,
  };
}

/** The profile fields a user may see about themselves (no secrets). */
export function publicProfile(user: UserRecord) {
  const {
    passwordHash: _hash,
    failedLogins: _failed,
    lockedUntil: _locked,
    ...profile
  } = user as UserRecord & Record<string, unknown>;
  for (const key of ['pk', 'sk', 'type', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk']) delete profile[key];
  return profile;
}

/** One page of a tenant's active users' ids (index query), for work spread over every user of a tenant. */
export async function tenantActiveUserIds(
  tenantId: string,
  cursor: string | null,
  limit = 500,
): Promise<{ userIds: string[]; cursor: string | null }> {
  const page = await userEntity.query
    .byTenant({ tenantId })
    .go({ cursor, limit, attributes: ['userId', 'status'] });
  return {
    userIds: page.data.filter((u) => u.status !== 0 && u.userId).map((u) => u.userId),
    cursor: page.cursor,
  };
}

/** Gives a user roles (blade-user/grant); `roleNames` says whether they are a platform administrator. */
export async function setUserRoles(userId: string, roleIds: string[], roleNames: string[], now = new Date()) {
  await userEntity
    .patch({ userId })
    .set({ roleIds, roleNames, updatedAt: now.toISOString() })
    .go({ response: 'none' });
}

/** Puts a user in departments (the first is their session department, which data scopes read). */
export async function setUserDepts(userId: string, deptIds: string[], now = new Date()) {
  await userEntity.patch({ userId }).set({ deptIds, updatedAt: now.toISOString() }).go({ response: 'none' });
}

/** What the back office lists of a user (spec 3 §3 user detail; no secrets). */
export interface AdminUserRow {
  userId: string;
  account: string;
  realName: string;
  nickName: string;
  phone: string;
  email: string;
  /** 1 normal, 0 disabled, 2 deleted; `deactivated` when a deletion is pending (spec 3 §4). */
  status: 0 | 1 | 2;
  deactivated: boolean;
  isAdmin: boolean;
  createdAt: string;
  lastLoginAt: string;
}

function adminRow(u: Record<string, unknown>): AdminUserRow {
  const str = (k: string) => (typeof u[k] === 'string' ? (u[k] as string) : '');
  return {
    userId: str('userId'),
    account: str('account'),
    realName: str('realName'),
    nickName: str('nickName'),
    phone: str('phone'),
    email: str('email'),
    status: (u.status as 0 | 1 | 2) ?? 1,
    deactivated: Boolean(u.deletionDueAt),
    isAdmin: Array.isArray(u.roleNames) && (u.roleNames as string[]).includes(ADMIN_ROLE),
    createdAt: str('createdAt'),
    lastLoginAt: str('lastLoginAt'),
  };
}

/**
 * A page of a tenant's users, newest first (the tenant index), filtered by part of the account,
 * name, phone or e-mail and by status.
 */
export async function pageTenantUsers(
  tenantId: string,
  q: { current: number; size: number; keyword?: string; status?: 0 | 1 | 2; scope?: RowScope },
) {
  const scope = q.scope ?? { kind: 'all' };
  // A department data scope without departments sees nothing (no filter could say so).
  if (scope.kind === 'depts' && scope.deptIds.length === 0) return pageOf([], q.current, q.size);
  const query = userEntity.query.byTenant({ tenantId });
  const filtered =
    q.keyword || q.status !== undefined || scope.kind !== 'all'
      ? query.where((attr, op) =>
          [
            q.keyword
              ? `(${op.contains(attr.account, q.keyword)} OR ${op.contains(attr.realName, q.keyword)} OR ${op.contains(attr.phone, q.keyword)} OR ${op.contains(attr.email, q.keyword)})`
              : '',
            q.status !== undefined ? op.eq(attr.status, q.status as number) : '',
            scope.kind === 'depts'
              ? `(${scope.deptIds.map((id) => op.contains(attr.deptIds, id)).join(' OR ')})`
              : scope.kind === 'own'
                ? op.eq(attr.userId, scope.userId)
                : '',
          ]
            .filter(Boolean)
            .join(' AND '),
        )
      : query;
  const page = await entityPage(userEntity, filtered, { current: q.current, size: q.size, order: 'desc' });
  return { ...page, records: page.records.map((u) => adminRow(u as unknown as Record<string, unknown>)) };
}

/** Normal (1) or disabled (0); a deleted account stays deleted. */
export async function setUserStatus(userId: string, status: 0 | 1, now = new Date()): Promise<boolean> {
  try {
    await userEntity
      .patch({ userId })
      .set({ status, updatedAt: now.toISOString() })
      .where((attr, op) => op.ne(attr.status, 2))
      .go({ response: 'none' });
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}
