import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { UserRecord } from '../account/users.ts';
import { dynamo, tableName } from '../lib/aws/dynamo.ts';
import { queryAll } from '../lib/db/batch.ts';
import { keys } from '../lib/db/keys.ts';
import { recordOf } from '../lib/db/records.ts';
import type {
  ApplicationStatus,
  InviteStatus,
  TeamApplication,
  TeamInvite,
  TeamLink,
  TeamMember,
} from './model.ts';

export function memberOf(
  ownerId: string,
  user: UserRecord,
  roleStatus: TeamMember['roleStatus'],
  at: string,
): TeamMember {
  return {
    ownerId,
    userId: user.userId,
    account: user.account,
    memberName: user.realName || user.nickName || user.account,
    avatar: user.avatar,
    email: user.email,
    phone: user.phone,
    roleStatus,
    status: 1,
    joinTime: at,
  };
}

/** Adds a member; false when they already are one. */
export async function putMember(member: TeamMember): Promise<boolean> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.teamMember(member.ownerId, member.userId),
          type: 'teamMember',
          gsi1pk: `USER#${member.userId}#TEAMS`,
          gsi1sk: member.joinTime,
          gsi3pk: `TEAM#${member.ownerId}#MEMBERS`,
          gsi3sk: `${member.account.toLowerCase()}#${member.userId}`,
          ...member,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

export async function getMember(ownerId: string, userId: string): Promise<TeamMember | null> {
  const out = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.teamMember(ownerId, userId) }),
  );
  return out.Item ? recordOf<TeamMember>(out.Item) : null;
}

export async function deleteMember(ownerId: string, userId: string) {
  await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: keys.teamMember(ownerId, userId) }));
}

/** A team's members sorted by account (index query), optionally filtered by account/name. */
export async function teamMembers(
  ownerId: string,
  order: 'asc' | 'desc',
  search?: string,
): Promise<TeamMember[]> {
  const items = await queryAll<Record<string, unknown>>({
    TableName: tableName(),
    IndexName: 'gsi3',
    KeyConditionExpression: 'gsi3pk = :pk',
    ExpressionAttributeValues: { ':pk': `TEAM#${ownerId}#MEMBERS` },
    ScanIndexForward: order === 'asc',
  });
  const members = items.map((item) => recordOf<TeamMember>(item));
  const q = search?.trim().toLowerCase();
  return q
    ? members.filter((m) => m.account.toLowerCase().includes(q) || m.memberName.toLowerCase().includes(q))
    : members;
}

/** The teams a user joined (index query), newest first. */
export async function joinedTeams(userId: string): Promise<TeamMember[]> {
  const items = await queryAll<Record<string, unknown>>({
    TableName: tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': `USER#${userId}#TEAMS` },
    ScanIndexForward: false,
  });
  return items.map((item) => recordOf<TeamMember>(item));
}

export async function putInvite(invite: TeamInvite) {
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.teamInvite(invite.ownerId, invite.userId),
        type: 'teamInvite',
        gsi1pk: `USER#${invite.userId}#TEAMINVITES`,
        gsi1sk: invite.createTime,
        ...invite,
      },
    }),
  );
}

export async function getInvite(ownerId: string, userId: string): Promise<TeamInvite | null> {
  const out = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.teamInvite(ownerId, userId) }),
  );
  return out.Item ? recordOf<TeamInvite>(out.Item) : null;
}

export async function setInviteStatus(
  ownerId: string,
  userId: string,
  status: InviteStatus,
  now = new Date(),
) {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.teamInvite(ownerId, userId),
      UpdateExpression: 'SET #s = :s, updateTime = :t',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':s': status, ':t': now.toISOString() },
    }),
  );
}

/** Invitations a user received (index query), newest first. */
export async function invitesReceived(userId: string): Promise<TeamInvite[]> {
  const items = await queryAll<Record<string, unknown>>({
    TableName: tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': `USER#${userId}#TEAMINVITES` },
    ScanIndexForward: false,
  });
  return items.map((item) => recordOf<TeamInvite>(item));
}

/** Invitations a team sent. */
export async function invitesSent(ownerId: string): Promise<TeamInvite[]> {
  const items = await queryAll<Record<string, unknown>>({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
    ExpressionAttributeValues: { ':pk': `TEAM#${ownerId}`, ':p': 'INVITE#' },
  });
  return items.map((item) => recordOf<TeamInvite>(item));
}

export async function putLink(link: TeamLink) {
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.teamLink(link.code),
        type: 'teamLink',
        gsi1pk: `TEAM#${link.ownerId}#LINKS`,
        gsi1sk: link.createTime,
        ...link,
      },
    }),
  );
}

export async function getLink(code: string): Promise<TeamLink | null> {
  const out = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.teamLink(code) }));
  return out.Item ? recordOf<TeamLink>(out.Item) : null;
}

/** The invitation links of a team (index query), newest first. */
export async function linksOf(ownerId: string): Promise<TeamLink[]> {
  const items = await queryAll<Record<string, unknown>>({
    TableName: tableName(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': `TEAM#${ownerId}#LINKS` },
    ScanIndexForward: false,
  });
  return items.map((item) => recordOf<TeamLink>(item));
}

export async function putApplication(application: TeamApplication) {
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.teamApplication(application.ownerId, application.userId),
        type: 'teamApplication',
        gsi1pk: `USER#${application.userId}#APPLICATIONS`,
        gsi1sk: application.createTime,
        ...application,
      },
    }),
  );
}

export async function getApplication(ownerId: string, userId: string): Promise<TeamApplication | null> {
  const out = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.teamApplication(ownerId, userId) }),
  );
  return out.Item ? recordOf<TeamApplication>(out.Item) : null;
}

export async function applicationsOf(ownerId: string): Promise<TeamApplication[]> {
  const items = await queryAll<Record<string, unknown>>({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
    ExpressionAttributeValues: { ':pk': `TEAM#${ownerId}`, ':p': 'APPLY#' },
  });
  return items.map((item) => recordOf<TeamApplication>(item));
}

export async function setApplicationStatus(
  ownerId: string,
  userId: string,
  status: ApplicationStatus,
  now = new Date(),
) {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.teamApplication(ownerId, userId),
      UpdateExpression: 'SET #s = :s, updateTime = :t',
      ConditionExpression: 'attribute_exists(pk) AND #s = :pending',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':s': status, ':t': now.toISOString(), ':pending': 'pending' },
    }),
  );
}

export async function deleteApplication(ownerId: string, userId: string) {
  await dynamo.send(
    new DeleteCommand({ TableName: tableName(), Key: keys.teamApplication(ownerId, userId) }),
  );
}

/** Is `userId` in the team of `ownerId` (the owner counts)? */
export async function inTeam(ownerId: string, userId: string): Promise<boolean> {
  return ownerId === userId || Boolean(await getMember(ownerId, userId));
}
