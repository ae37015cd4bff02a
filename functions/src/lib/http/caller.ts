import type { Caller } from './route.ts';

/**
 * API Gateway passes the authorizer's context as flat strings; this reads it back.
 * An absent or incomplete context means the request was not authorised.
 */
export function callerFromAuthorizerContext(
  context: Record<string, unknown> | null | undefined,
): Caller | null {
  if (!context || typeof context.userId !== 'string' || !context.userId) return null;
  const str = (key: string) => (typeof context[key] === 'string' ? (context[key] as string) : '');
  const roles = str('roles').split(',').filter(Boolean);
  return {
    userId: str('userId'),
    tenantId: str('tenantId'),
    sessionId: str('sessionId'),
    account: str('account'),
    roles,
    isAdmin: str('isAdmin') === 'true',
    deptId: str('deptId'),
    roleId: str('roleId'),
    clientId: str('clientId'),
  };
}

/** The inverse, used by the authorizer: every value a string, as API Gateway requires. */
export function callerToAuthorizerContext(caller: Caller): Record<string, string> {
  return {
    userId: caller.userId,
    tenantId: caller.tenantId,
    sessionId: caller.sessionId,
    account: caller.account,
    roles: caller.roles.join(','),
    isAdmin: String(caller.isAdmin),
    deptId: caller.deptId,
    roleId: caller.roleId,
    clientId: caller.clientId,
  };
}
