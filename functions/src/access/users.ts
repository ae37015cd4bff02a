import { user } from '../entities/user.ts';
import { userUnique } from '../entities/userUnique.ts';

/** What other domains read of a user: who they are and how to reach them (never credentials). */
export interface DirectoryUser {
  userId: string;
  tenantId: string;
  account: string;
  phone: string;
  email: string;
  realName: string;
  nickName: string;
  avatar: string;
}

/** Looking people up, as the project and team services need it (a fake in unit tests). */
export interface UserDirectory {
  get(userId: string): Promise<DirectoryUser | null>;
  findByPhone(tenantId: string, phone: string): Promise<DirectoryUser | null>;
}

/*
 * Read-only lookups of user profiles through the user entities, so project and team read people
 * without importing the account domain (which would make a cycle between the two folders).
 */
function toDirectoryUser(item: Record<string, unknown> | null | undefined): DirectoryUser | null {
  if (!item) return null;
  const text = (name: string) => (typeof item[name] === 'string' ? (item[name] as string) : '');
  return {
    userId: text('userId'),
    tenantId: text('tenantId'),
    account: text('account'),
    phone: text('phone'),
    email: text('email'),
    realName: text('realName'),
    nickName: text('nickName'),
    avatar: text('avatar'),
  };
}

export const userDirectory: UserDirectory = {
  async get(userId) {
    return toDirectoryUser((await user.get({ userId }).go()).data);
  },
  async findByPhone(tenantId, phone) {
    const { data: unique } = await userUnique.get({ kind: 'PHONE', tenantId, value: phone }).go();
    return unique ? userDirectory.get(unique.userId) : null;
  },
};

/** The name people see: real name, else nickname, else account. */
export const displayName = (user: Pick<DirectoryUser, 'realName' | 'nickName' | 'account'>) =>
  user.realName || user.nickName || user.account;
