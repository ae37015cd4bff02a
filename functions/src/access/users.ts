import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../lib/aws/dynamo.ts';
import { keys } from '../lib/db/keys.ts';

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
 * Read-only lookups of user profiles, so project and team read people without importing the account
 * domain (account imports project to give every new user a default project; the reverse import made a
 * cycle). The user entity belongs to the account domain's conversion: until it is merged these are raw
 * reads kept in this one module, to be repointed to it.
 */
async function getItem(key: { pk: string; sk: string }) {
  const out = await dynamo.send(new GetCommand({ TableName: tableName(), Key: key }));
  return out.Item;
}

function toDirectoryUser(item: Record<string, unknown> | undefined): DirectoryUser | null {
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
    return toDirectoryUser(await getItem(keys.user(userId)));
  },
  async findByPhone(tenantId, phone) {
    const unique = await getItem(keys.phone(tenantId, phone));
    return typeof unique?.userId === 'string' ? userDirectory.get(unique.userId) : null;
  },
};

/** The name people see: real name, else nickname, else account. */
export const displayName = (user: Pick<DirectoryUser, 'realName' | 'nickName' | 'account'>) =>
  user.realName || user.nickName || user.account;
