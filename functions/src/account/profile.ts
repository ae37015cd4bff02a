import { USERNAME_CHANGE_DAYS } from '@loopline/shared';
import { BadRequestError, NotFoundError } from '../lib/errors.ts';
import type { Caller } from '../lib/http/route.ts';
import { quotaOf } from '../membership/index.ts';
import { maskPhone } from './passwords.ts';
import { changeAccountName, getUser, type ProfileChanges, type UserRecord, updateProfile } from './users.ts';

export async function requireUser(userId: string): Promise<UserRecord> {
  const user = await getUser(userId);
  if (!user || user.status === 2) throw new NotFoundError('account.notFound');
  return user;
}

/** When the user name may next change (ISO), or null when it may change now. */
export function nextAccountChange(
  user: Pick<UserRecord, 'accountChangedAt'>,
  now = new Date(),
): string | null {
  if (!user.accountChangedAt) return null;
  const next = new Date(new Date(user.accountChangedAt).getTime() + USERNAME_CHANGE_DAYS * 86_400_000);
  return next > now ? next.toISOString() : null;
}

/** GET /cloud/user/personInfo: the profile of spec 2 §3 with membership and space. */
export async function personInfo(caller: Caller, now = new Date()) {
  const user = await requireUser(caller.userId);
  const quota = await quotaOf(user.userId, user.tenantId);
  return {
    userId: user.userId,
    account: user.account,
    userName: user.account,
    realName: user.realName,
    nickName: user.nickName,
    avatar: user.avatar,
    gender: user.gender ?? 0,
    birthday: user.birthday ?? '',
    companyName: user.companyName ?? '',
    position: user.position ?? '',
    phone: user.phone,
    maskedPhone: maskPhone(user.phone),
    email: user.email,
    status: user.status,
    memberName: quota.memberName,
    memberNameEn: quota.memberNameEn,
    memberTier: quota.tier,
    memberDate: quota.memberDate,
    personalSpace: quota.storageTotal,
    occupySpace: quota.storageUsed,
    createTime: user.createdAt,
    lastLoginAt: user.lastLoginAt ?? '',
    accountChangedAt: user.accountChangedAt ?? '',
    nextAccountChange: nextAccountChange(user, now) ?? '',
    deletionDueAt: user.deletionDueAt ?? '',
  };
}

export async function saveProfile(caller: Caller, changes: ProfileChanges) {
  await requireUser(caller.userId);
  await updateProfile(caller.userId, changes);
}

/** The user name may change once a year (checked again inside the write). */
export async function renameAccount(caller: Caller, account: string, now = new Date()) {
  const user = await requireUser(caller.userId);
  if (user.account === account) throw new BadRequestError('profile.accountSame');
  const next = nextAccountChange(user, now);
  if (next) throw new BadRequestError('profile.accountYearly', { date: next.slice(0, 10) });
  try {
    await changeAccountName(user, account, USERNAME_CHANGE_DAYS, now);
  } catch (error) {
    if (error instanceof BadRequestError && error.messageKey === 'security.modifyFailed') {
      const fresh = await requireUser(caller.userId);
      const again = nextAccountChange(fresh, now);
      if (again) throw new BadRequestError('profile.accountYearly', { date: again.slice(0, 10) });
    }
    throw error;
  }
}
