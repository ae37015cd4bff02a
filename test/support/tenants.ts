import type { TenantSaved } from '@loopline/shared/contracts/org';
import { signIn, type Tokens, uniqueAccount, uniquePhone } from './client.ts';
import { adminCall } from './console.ts';
import { adminTokens } from './notices.ts';

export interface OwnTenant {
  tenantId: string;
  /** The tenant's first administrator, signed in. */
  admin: Tokens;
}

/**
 * A tenant made for one test file, with its first administrator. Work that reaches every user of a
 * tenant (a platform notice's delivery) or a tenant-wide setting then concerns only the file's own
 * users: in the platform tenant it would grow with the whole run's users and reach other files' ones.
 */
export async function tenantOfItsOwn(name: string): Promise<OwnTenant> {
  const adminAccount = uniqueAccount('own');
  const saved = await adminCall<TenantSaved>(await adminTokens(), '/api/blade-system/tenant/submit', {
    tenantName: `${name} ${Math.random().toString(36).slice(2, 8)}`,
    adminAccount,
    adminPhone: uniquePhone(),
  });
  return {
    tenantId: saved.tenantId,
    admin: await signIn(adminAccount, saved.admin!.password, saved.tenantId),
  };
}
