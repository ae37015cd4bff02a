/** Key builders of the single table: every entity's pk/sk (and index keys) in one place. */
export const keys = {
  tenant: (tenantId: string) => ({ pk: `TENANT#${tenantId}`, sk: 'META' }),
  dept: (tenantId: string, deptId: string) => ({ pk: `TENANT#${tenantId}`, sk: `DEPT#${deptId}` }),
  role: (tenantId: string, roleId: string) => ({ pk: `TENANT#${tenantId}`, sk: `ROLE#${roleId}` }),
  user: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  accountName: (tenantId: string, account: string) => ({
    pk: `ACCOUNT#${tenantId}#${account.toLowerCase()}`,
    sk: 'UNIQUE',
  }),
  phone: (tenantId: string, phone: string) => ({ pk: `PHONE#${tenantId}#${phone}`, sk: 'UNIQUE' }),
  session: (userId: string, sessionId: string) => ({ pk: `USER#${userId}`, sk: `SESSION#${sessionId}` }),
  sessionPrefix: (userId: string) => ({ pk: `USER#${userId}`, skPrefix: 'SESSION#' }),
  loginLog: (tenantId: string, at: string, id: string) => ({
    pk: `LOGINLOG#${tenantId}#${at.slice(0, 10)}`,
    sk: `${at}#${id}`,
  }),
  code: (purpose: string, target: string) => ({ pk: `CODE#${purpose}#${target}`, sk: 'CODE' }),
  captcha: (key: string) => ({ pk: `CAPTCHA#${key}`, sk: 'CAPTCHA' }),
  config: (name: string) => ({ pk: 'CONFIG', sk: name }),
  outbox: (target: string, at: string, id: string) => ({ pk: `OUTBOX#${target}`, sk: `${at}#${id}` }),
  project: (projectId: string) => ({ pk: `PROJECT#${projectId}`, sk: 'META' }),
  projectMember: (projectId: string, userId: string) => ({
    pk: `PROJECT#${projectId}`,
    sk: `MEMBER#${userId}`,
  }),
  projectGroup: (projectId: string, groupId: string) => ({
    pk: `PROJECT#${projectId}`,
    sk: `GROUP#${groupId}`,
  }),
  projectGroupName: (projectId: string, name: string) => ({
    pk: `PROJECT#${projectId}`,
    sk: `GROUPNAME#${name.trim().toLowerCase()}`,
  }),
  entryGrants: (projectId: string, entryId: string) => ({
    pk: `PROJECT#${projectId}`,
    sk: `GRANTS#${entryId}`,
  }),
};

/** Seconds since the epoch, the unit DynamoDB's TTL reads. */
export function epochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
