import { conditionFailed } from '../entities/errors.ts';
import { user as userEntity } from '../entities/user.ts';
import { NotFoundError } from '../lib/errors.ts';
import { finalizeDeletion } from './deletion.ts';
import { changeAccountName, getUser } from './users.ts';

/**
 * What a platform administrator does to another user's account (cloud/platformUser delete and
 * updateAccount). The callers check tenant and role rules; these only change the account.
 */

/**
 * Deletes an account at once, as the end of the cooling period would: personal data erased, the
 * name, phone and e-mail freed, status 2 kept for the logs, every device signed out.
 */
export async function deleteAccountNow(userId: string, now = new Date()): Promise<void> {
  const at = now.toISOString();
  try {
    // Due now: finalizeDeletion only deletes an account whose deletion is due.
    await userEntity
      .patch({ userId })
      .set({ deletionRequestedAt: at, deletionDueAt: at })
      .where((attr, op) => op.ne(attr.status, 2))
      .go({ response: 'none' });
  } catch (error) {
    if (conditionFailed(error)) throw new NotFoundError('account.notFound');
    throw error;
  }
  const user = await getUser(userId);
  if (!user || !(await finalizeDeletion(user, now))) throw new NotFoundError('account.notFound');
}

/** Renames a user's account for them: no yearly limit, the name must be free (409 otherwise). */
export async function renameAccountFor(userId: string, account: string, now = new Date()): Promise<void> {
  const user = await getUser(userId);
  if (!user) throw new NotFoundError('account.notFound');
  await changeAccountName(user, account, 0, now);
}

/**
 * Lifts a sign-in lock (blade-user/unlock): the failure count starts again and the lock is gone, as
 * after a successful sign-in. A deleted account stays as it is.
 */
export async function unlockAccount(userId: string, now = new Date()): Promise<void> {
  try {
    await userEntity
      .patch({ userId })
      .set({ failedLogins: 0, updatedAt: now.toISOString() })
      .remove(['lockedUntil'])
      .where((attr, op) => op.ne(attr.status, 2))
      .go({ response: 'none' });
  } catch (error) {
    if (conditionFailed(error)) throw new NotFoundError('account.notFound');
    throw error;
  }
}

/** Sets a user's real name for them (a disabled user's too; a deleted account stays as it is). */
export async function setRealNameFor(userId: string, realName: string, now = new Date()): Promise<void> {
  try {
    await userEntity
      .patch({ userId })
      .set({ realName, updatedAt: now.toISOString() })
      .where((attr, op) => op.ne(attr.status, 2))
      .go({ response: 'none' });
  } catch (error) {
    if (conditionFailed(error)) throw new NotFoundError('account.notFound');
    throw error;
  }
}
