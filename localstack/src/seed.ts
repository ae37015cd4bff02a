import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_ROLE, DEFAULT_TENANT_ID, USER_ROLE } from '@loopline/shared';
import { seedDemoFiles } from './seedFiles.ts';
import { DEMO_PROJECT_NAME, seedCollaboration } from './seedTeam.ts';

export interface SeededCredentials {
  admin: { account: string; password: string };
  demo: { account: string; password: string };
  /** In demo's team and the demo project, to try collaboration with (issue 15). */
  colleague: { account: string; password: string };
}

/** A password that satisfies spec 2 §5 (letters, digits and a special character, 14 long). */
function generatePassword(): string {
  return `Ll${randomBytes(6).toString('hex')}#7`;
}

/**
 * Seeds the default tenant, the platform administrator `admin`, the user `demo` with a demo project and
 * a membership that includes collaboration, and `colleague`, in demo's team and project (seedTeam.ts).
 * Passwords come from LOOPLINE_ADMIN_PASSWORD / LOOPLINE_DEMO_PASSWORD / LOOPLINE_COLLEAGUE_PASSWORD,
 * else the ones generated on an earlier start (kept in the state folder), else new ones.
 */
export async function seed(stateDir: string): Promise<SeededCredentials> {
  const { ensureTenant, BUILT_IN } = await import('@loopline/functions/account/tenants');
  const { createUser, findUserByAccount, setPassword } = await import('@loopline/functions/account/users');
  type UserRecord = NonNullable<Awaited<ReturnType<typeof findUserByAccount>>>;
  const { hashPassword, verifyPassword } = await import('@loopline/functions/lib/auth/password');
  const { createProject } = await import('@loopline/functions/project/index');
  const { membershipsOf } = await import('@loopline/functions/access/index');

  const file = join(stateDir, 'credentials.json');
  const saved: Partial<SeededCredentials> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  await ensureTenant(DEFAULT_TENANT_ID, 'Loopline');
  // The SPA's apps sign in as these client records (Authorization: Basic), so they exist before any request.
  const { ensureBuiltInClients } = await import('@loopline/functions/org/index');
  await ensureBuiltInClients();
  const { ensureTiers } = await import('@loopline/functions/membership/tiers');
  const { ensureQuota } = await import('@loopline/functions/membership/quota');
  const { ensureInviteActivity } = await import('@loopline/functions/activity/events');
  await ensureTiers();
  const { ensureCatalogue } = await import('@loopline/functions/pay/index');
  await ensureCatalogue();
  await ensureInviteActivity(DEFAULT_TENANT_ID);
  const { ruleService } = await import('@loopline/functions/pid/index');
  await ruleService.ensureSeeds();
  // The back office's built-in menus, before any request (reading them would otherwise add them).
  const { ensureConsoleMenus } = await import('@loopline/functions/console/index');
  await ensureConsoleMenus(DEFAULT_TENANT_ID);

  const people = [
    {
      key: 'admin' as const,
      phone: '13800000000',
      roles: [BUILT_IN.adminRole],
      env: process.env.LOOPLINE_ADMIN_PASSWORD,
    },
    {
      key: 'demo' as const,
      phone: '13800000001',
      roles: [BUILT_IN.userRole],
      env: process.env.LOOPLINE_DEMO_PASSWORD,
    },
    {
      key: 'colleague' as const,
      phone: '13800000002',
      roles: [BUILT_IN.userRole],
      env: process.env.LOOPLINE_COLLEAGUE_PASSWORD,
    },
  ];
  const REAL_NAMES = { admin: 'Platform Administrator', demo: 'Demo User', colleague: 'Demo Colleague' };
  const seeded: Partial<Record<(typeof people)[number]['key'], UserRecord>> = {};
  const credentials = {} as SeededCredentials;
  for (const person of people) {
    const password = person.env || saved[person.key]?.password || generatePassword();
    let user = await findUserByAccount(DEFAULT_TENANT_ID, person.key);
    if (!user) {
      user = await createUser({
        tenantId: DEFAULT_TENANT_ID,
        account: person.key,
        phone: person.phone,
        passwordHash: await hashPassword(password),
        roleIds: person.roles.map((r) => r.id),
        roleNames: person.roles.map((r) => (r.roleAlias === ADMIN_ROLE ? ADMIN_ROLE : USER_ROLE)),
        deptIds: [BUILT_IN.dept.id],
        realName: REAL_NAMES[person.key],
        email: `${person.key}@loopline.local`,
      });
    } else if (!(await verifyPassword(password, user.passwordHash))) {
      await setPassword(user.userId, await hashPassword(password));
    }
    await ensureQuota(user.userId, user.tenantId);
    seeded[person.key] = user;
    credentials[person.key] = { account: person.key, password };
    const memberships = await membershipsOf(user.userId);
    if (!memberships.some((m) => m.role === 'creator')) {
      await createProject(
        {
          tenantId: DEFAULT_TENANT_ID,
          projectName: person.key === 'demo' ? '我的项目' : 'My project',
          memo: '',
          isDefault: 1,
          avatar: '',
        },
        user,
      );
      if (person.key === 'demo') {
        const demoPlant = await createProject(
          {
            tenantId: DEFAULT_TENANT_ID,
            projectName: DEMO_PROJECT_NAME,
            memo: 'Sample models, drawings and documents to explore Loopline.',
            isDefault: 0,
            avatar: '',
          },
          user,
        );
        await seedDemoFiles(demoPlant.project.id, user);
      }
    }
  }
  await seedCollaboration(seeded.demo!, seeded.colleague!);
  writeFileSync(file, JSON.stringify(credentials, null, 2), { mode: 0o600 });
  return credentials;
}
