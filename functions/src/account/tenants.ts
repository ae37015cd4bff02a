import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ADMIN_ROLE, USER_ROLE } from '@loopline/shared';
import { dynamo, tableName } from '../lib/aws/dynamo.ts';
import { keys } from '../lib/db/keys.ts';

export interface Tenant {
  tenantId: string;
  tenantName: string;
}
export interface Dept {
  id: string;
  deptName: string;
}
export interface Role {
  id: string;
  roleName: string;
  roleAlias: string;
}

export async function getTenant(tenantId: string): Promise<Tenant | null> {
  const out = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.tenant(tenantId) }));
  return out.Item ? { tenantId: out.Item.tenantId, tenantName: out.Item.tenantName } : null;
}

async function listByPrefix<T>(tenantId: string, prefix: string): Promise<T[]> {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
      ExpressionAttributeValues: { ':pk': keys.tenant(tenantId).pk, ':p': prefix },
    }),
  );
  return (out.Items ?? []) as T[];
}

export const listDepts = (tenantId: string) => listByPrefix<Dept>(tenantId, 'DEPT#');
export const listRoles = (tenantId: string) => listByPrefix<Role>(tenantId, 'ROLE#');

/** The built-in department and roles every tenant starts with. */
export const BUILT_IN = {
  dept: { id: '1', deptName: 'Loopline' },
  adminRole: { id: '1', roleName: 'Platform administrator', roleAlias: ADMIN_ROLE },
  userRole: { id: '2', roleName: 'User', roleAlias: USER_ROLE },
};

/** Idempotent: creates the tenant with its built-in department and roles when missing. */
export async function ensureTenant(tenantId: string, tenantName: string) {
  const put = (Item: Record<string, unknown>) =>
    dynamo
      .send(new PutCommand({ TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(pk)' }))
      .catch((error: unknown) => {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      });
  await put({ ...keys.tenant(tenantId), type: 'tenant', tenantId, tenantName });
  await put({ ...keys.dept(tenantId, BUILT_IN.dept.id), type: 'dept', ...BUILT_IN.dept });
  for (const role of [BUILT_IN.adminRole, BUILT_IN.userRole]) {
    await put({ ...keys.role(tenantId, role.id), type: 'role', ...role });
  }
}
