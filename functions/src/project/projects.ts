import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../lib/aws/dynamo.ts';
import { keys } from '../lib/db/keys.ts';

/** A project as spec 2 §3 names it. isDefault: 0 normal, 1 the user's default project, 2 special read-only. */
export interface Project {
  id: string;
  tenantId: string;
  projectName: string;
  memo: string;
  avatar: string;
  createUser: string;
  isDefault: 0 | 1 | 2;
  status: 1;
  createTime: string;
  updateTime: string;
}

export async function createProject(
  input: Pick<Project, 'tenantId' | 'projectName' | 'memo' | 'createUser' | 'isDefault'>,
  now = new Date(),
): Promise<Project> {
  const at = now.toISOString();
  const project: Project = {
    id: randomUUID(),
    avatar: '',
    status: 1,
    createTime: at,
    updateTime: at,
    ...input,
  };
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.project(project.id),
        type: 'project',
        gsi1pk: `USER#${project.createUser}#PROJECTS`,
        gsi1sk: at,
        ...project,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return project;
}

/** Projects a user created, newest first (index query). */
export async function projectsCreatedBy(userId: string): Promise<Project[]> {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': `USER#${userId}#PROJECTS` },
      ScanIndexForward: false,
    }),
  );
  return (out.Items ?? []) as Project[];
}
