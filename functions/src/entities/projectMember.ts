import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { Entity, type EntityItem } from 'electrodb';
import { dynamo } from '../lib/aws/dynamo.ts';
import { entityConfig, gsi, PRIMARY, SERVICE } from './config.ts';
import { keyRequest } from './keyReader.ts';
import { decodeCursor, encodeCursor } from './pageReader.ts';

const byUser = gsi('gsi1');
const byVisit = gsi('gsi2');
const byAccount = gsi('gsi3');

/** A member of a project, with what the member tables show of them (copied from the user when added). */
export const projectMember = new Entity(
  {
    model: { entity: 'projectMember', version: '1', service: SERVICE },
    attributes: {
      projectId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      account: { type: 'string', required: true },
      /** Sort key of the member list: accounts sort case-insensitively. */
      accountKey: {
        type: 'string',
        hidden: true,
        readOnly: true,
        watch: ['account'],
        set: (_, { account }) => (account as string).toLowerCase(),
      },
      memberName: { type: 'string', required: true },
      /** What the member search matches (account and name, lower case). */
      searchText: {
        type: 'string',
        hidden: true,
        readOnly: true,
        watch: ['account', 'memberName'],
        set: (_, { account, memberName }) => `${account} ${memberName}`.toLowerCase(),
      },
      email: { type: 'string', default: '' },
      phone: { type: 'string', default: '' },
      role: { type: ['creator', 'admin', 'user'] as const, required: true },
      /** spec: 'user' (member) or 'admin' (member admin); the creator is 'admin' too. */
      roleStatus: { type: ['user', 'admin'] as const, required: true },
      /** The member's group, or '' when ungrouped. */
      groupId: { type: 'string', default: '' },
      groupKind: { type: ['create', 'read', 'readWrite', 'custom'] as const, required: true },
      /** 1 normal, 0 forbidden. */
      status: { type: 'number', default: 1 },
      hidden: { type: 'boolean', default: false },
      joinTime: { type: 'string', required: true },
      lastVisit: { type: 'string' },
      /**
       * The member's user id once they visited the project: the recently-visited index is sparse,
       * written only for visited projects. Set together with lastVisit (a watcher would not see the
       * user id in an update).
       */
      visitor: { type: 'string', hidden: true },
    },
    indexes: {
      member: {
        pk: { field: PRIMARY.pk, composite: ['projectId'], template: 'PROJECT#${projectId}', casing: 'none' },
        sk: { field: PRIMARY.sk, composite: ['userId'], template: 'MEMBER#${userId}', casing: 'none' },
      },
      membershipsOfUser: {
        index: byUser.index,
        pk: {
          field: byUser.pk,
          composite: ['userId'],
          template: 'USER#${userId}#MEMBERSHIPS',
          casing: 'none',
        },
        sk: { field: byUser.sk, composite: ['joinTime'], template: '${joinTime}', casing: 'none' },
      },
      visitsOfUser: {
        index: byVisit.index,
        pk: { field: byVisit.pk, composite: ['visitor'], template: 'USER#${visitor}#VISITS', casing: 'none' },
        sk: { field: byVisit.sk, composite: ['lastVisit'], template: '${lastVisit}', casing: 'none' },
      },
      projectByAccount: {
        index: byAccount.index,
        pk: {
          field: byAccount.pk,
          composite: ['projectId'],
          template: 'PROJECT#${projectId}#MEMBERS',
          casing: 'none',
        },
        sk: {
          field: byAccount.sk,
          composite: ['accountKey', 'userId'],
          template: '${accountKey}#${userId}',
          casing: 'none',
        },
      },
    },
  },
  entityConfig,
);

type ProjectMemberItem = EntityItem<typeof projectMember>;

const CURSOR_KEYS = [PRIMARY.pk, PRIMARY.sk, byAccount.pk, byAccount.sk];

/** The attributes a member record shows (not hidden ones), read once from the model. */
const SHOWN = Object.entries(projectMember.schema.attributes)
  .filter(([, attribute]) => !(attribute as { hidden?: boolean }).hidden)
  .map(([name]) => name);

/**
 * A stored member item as its record: the shown attributes only (no keys, tags or hidden ones).
 * What `projectMember.parse` does, without its per-item formatting, for the member table's hot path.
 */
function shownOf(item: Record<string, unknown>): ProjectMemberItem {
  const record: Record<string, unknown> = {};
  for (const name of SHOWN) if (item[name] !== undefined) record[name] = item[name];
  return record as ProjectMemberItem;
}

/**
 * One page of a project's members in account order, when the total is already known (the project's
 * member count). Raw because it pages the way ElectroDB cannot: with a cursor it continues right
 * after the cursor (checked to stay in this project's member list); without one it skips the earlier
 * pages reading keys only, so page 50 of 5,000 members costs one small read per skipped block.
 */
export async function memberPageByAccount(
  projectId: string,
  page: { current: number; size: number; order: 'asc' | 'desc'; cursor?: string },
): Promise<{ records: ProjectMemberItem[]; cursor?: string }> {
  const base = projectMember.query
    .projectByAccount({ projectId })
    .params({ order: page.order }) as QueryCommandInput;
  const partition = base.ExpressionAttributeValues?.[':pk'] as string;
  let startKey: Record<string, unknown> | undefined = page.cursor
    ? decodeCursor(page.cursor, CURSOR_KEYS, [byAccount.pk, partition])
    : undefined;
  let toSkip = startKey ? 0 : (page.current - 1) * page.size;
  while (toSkip > 0) {
    const skipped = await dynamo.send(
      new QueryCommand({
        ...base,
        ProjectionExpression: CURSOR_KEYS.join(', '),
        Limit: toSkip,
        ExclusiveStartKey: startKey,
      }),
    );
    toSkip -= skipped.Count ?? 0;
    startKey = skipped.LastEvaluatedKey;
    if (!startKey) return { records: [] };
  }
  const out = await dynamo.send(new QueryCommand({ ...base, Limit: page.size, ExclusiveStartKey: startKey }));
  return {
    records: (out.Items ?? []).map(shownOf),
    cursor: out.LastEvaluatedKey ? encodeCursor(out.LastEvaluatedKey as Record<string, string>) : undefined,
  };
}

/** A membership's read for a batch (keyReader.ts: built without ElectroDB, it is on every project check). */
export const projectMemberRequest = keyRequest(projectMember);
