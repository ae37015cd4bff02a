import { readSheet } from 'read-excel-file/node';
import { beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { baseUrl, call, uniquePhone } from '../support/client.ts';
import { grantMembership, joinTeam, type Person, person } from '../support/projects.ts';

let owner: Person;

beforeAll(async () => {
  owner = await person();
  await grantMembership(owner.userId);
});

const unread = async (who: Person) =>
  (
    await call<{ records: { category: number; content: string; status: number }[] }>(
      '/api/cloud/notice/list',
      {
        token: who.tokens.access_token,
        body: { status: 0, current: 1, size: 20 },
      },
    )
  ).body.data.records;

describe('team invitations', () => {
  it('needs a membership with collaboration to invite (ActivateMembership)', async () => {
    const free = await person();
    const other = await person();
    const res = await call('/api/cloud/team/inviteMembers', {
      token: free.tokens.access_token,
      body: [{ fkMemberId: other.userId }],
    });
    expect(res.status).toBe(403);
    expect(res.body.data).toBe('ActivateMembership');
    expect(res.body.msg).toMatch(/membership that includes collaboration/);
  });

  it('invites registered users (notice 11), returns unregistered phones, and joins on acceptance', async () => {
    const alice = await person();
    const stranger = uniquePhone();
    const res = await call<{ invited: { userId: string }[]; unregistered: string[] }>(
      '/api/cloud/team/inviteMembers',
      {
        token: owner.tokens.access_token,
        body: [{ fkMemberId: alice.userId }, { phone: stranger }],
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.invited.map((i) => i.userId)).toEqual([alice.userId]);
    expect(res.body.data.unregistered).toEqual([stranger]);
    const notices = await unread(alice);
    expect(notices.find((n) => n.category === 11)?.content).toMatch(/invited you to join their team/);
    const received = await call<{ ownerId: string; status: string }[]>('/api/cloud/team/invite/list', {
      token: alice.tokens.access_token,
    });
    expect(received.body.data[0]).toMatchObject({ ownerId: owner.userId, status: 'pending' });

    expect(
      (
        await call('/api/cloud/team/joinTeams', {
          token: alice.tokens.access_token,
          body: { teamIds: [owner.userId] },
        })
      ).status,
    ).toBe(200);
    // Answering the invitation reads its notice.
    expect((await unread(alice)).some((n) => n.category === 11)).toBe(false);
    const members = await call<{ records: { fkMemberId: string }[] }>('/api/cloud/team/myMembers', {
      token: owner.tokens.access_token,
    });
    expect(members.body.data.records.map((m) => m.fkMemberId)).toContain(alice.userId);
    const joined = await call<{ records: { teamId: string }[] }>('/api/cloud/team/listJoinTeams', {
      token: alice.tokens.access_token,
      body: {},
    });
    expect(joined.body.data.records.map((t) => t.teamId)).toContain(owner.userId);
    // A second acceptance has nothing to accept.
    expect(
      (
        await call('/api/cloud/team/joinTeams', {
          token: alice.tokens.access_token,
          body: { teamIds: [owner.userId] },
        })
      ).status,
    ).toBe(404);

    // The SMS route texts a join link to the unregistered phone.
    const sms = await call<{ url: string }>('/api/cloud/team/sendInviteSms', {
      token: owner.tokens.access_token,
      body: { phone: stranger },
    });
    expect(sms.status).toBe(200);
    const outbox = (await call<{ text: string }[]>(`/_local/outbox?target=${stranger}`)).body.data;
    expect(outbox[0]!.text).toContain('#/joinMyTeam/link-invite?code=');
  });

  it('finds users by an 11-digit phone only', async () => {
    const bob = await person();
    const phone = (
      await call<{ phone: string }>('/api/blade-auth/oauth/user-info', { token: bob.tokens.access_token })
    ).body.data.phone;
    const found = await call<{ id: string; inTeam: boolean }>(`/api/cloud/team/phone/${phone}`, {
      token: owner.tokens.access_token,
    });
    expect(found.body.data).toMatchObject({ id: bob.userId, inTeam: false });
    expect((await call('/api/cloud/team/phone/1380000', { token: owner.tokens.access_token })).status).toBe(
      400,
    );
  });

  it('lets members leave and the owner remove them (notice 15)', async () => {
    const [carol, dave] = await Promise.all([person(), person()]);
    await joinTeam(owner, [carol, dave]);
    expect(
      (
        await call('/api/cloud/team/exitTeams', {
          token: carol.tokens.access_token,
          body: { teamIds: [owner.userId] },
        })
      ).status,
    ).toBe(200);
    const removed = await call('/api/cloud/team/remove', {
      token: owner.tokens.access_token,
      body: { userIds: [dave.userId] },
    });
    expect(removed.status).toBe(200);
    expect((await unread(dave)).some((n) => n.category === 15)).toBe(true);
    const members = await call<{ records: { fkMemberId: string }[] }>('/api/cloud/team/myMembers', {
      token: owner.tokens.access_token,
    });
    expect(members.body.data.records.map((m) => m.fkMemberId)).not.toContain(carol.userId);
    expect(members.body.data.records.map((m) => m.fkMemberId)).not.toContain(dave.userId);
    // Only team administrators remove members.
    const [erin, frank] = await Promise.all([person(), person()]);
    await joinTeam(owner, [erin, frank]);
    const notAdmin = await call('/api/cloud/team/remove', {
      token: erin.tokens.access_token,
      body: { teamId: owner.userId, userIds: [frank.userId] },
    });
    expect(notAdmin.status).toBe(403);
  });
});

describe('invitation links and join applications', () => {
  it('joins through a link that needs approval; administrators approve or decline', async () => {
    const link = await call<{ code: string }>('/api/cloud/link/save', {
      token: owner.tokens.access_token,
      body: { expireDays: 7, needApproval: true },
    });
    const code = link.body.data.code;
    const [gina, hank] = await Promise.all([person(), person()]);
    const detail = await call<{ ownerAccount: string }>(`/api/cloud/link/detail?code=${code}`, {
      token: gina.tokens.access_token,
    });
    expect(detail.body.data.ownerAccount).toBe(owner.account);
    for (const who of [gina, hank]) {
      const applied = await call<{ status: string }>('/api/cloud/link/application/save', {
        token: who.tokens.access_token,
        body: { code },
      });
      expect(applied.body.data.status).toBe('pending');
    }
    expect((await unread(owner)).filter((n) => n.category === 12).length).toBeGreaterThanOrEqual(2);
    const pending = await call<{ userId: string }[]>('/api/cloud/link/application/list?status=pending', {
      token: owner.tokens.access_token,
    });
    expect(pending.body.data.map((a) => a.userId).sort()).toEqual([gina.userId, hank.userId].sort());
    await call('/api/cloud/link/application/update', {
      token: owner.tokens.access_token,
      body: { userId: gina.userId, status: 'approved' },
    });
    await call('/api/cloud/link/application/update', {
      token: owner.tokens.access_token,
      body: { userId: hank.userId, status: 'declined' },
    });
    expect(
      (
        await call<{ status: string }>('/api/cloud/link/application/checkApplication', {
          token: gina.tokens.access_token,
          body: { code },
        })
      ).body.data.status,
    ).toBe('member');
    expect(
      (
        await call<{ status: string }>('/api/cloud/link/application/checkApplication', {
          token: hank.tokens.access_token,
          body: { code },
        })
      ).body.data.status,
    ).toBe('declined');
    expect((await unread(hank)).find((n) => n.category === 14)?.content).toMatch(/has been declined/);
    // A decided application cannot be decided again.
    expect(
      (
        await call('/api/cloud/link/application/update', {
          token: owner.tokens.access_token,
          body: { userId: hank.userId, status: 'approved' },
        })
      ).status,
    ).toBe(404);
  });

  it('answers "Invitation expired or cancelled by inviter" for a cancelled link', async () => {
    const link = await call<{ code: string }>('/api/cloud/link/save', {
      token: owner.tokens.access_token,
      body: { expireDays: 0, needApproval: false },
    });
    const ivy = await person();
    await call('/api/cloud/link/updateLink', {
      token: owner.tokens.access_token,
      body: { code: link.body.data.code, cancel: true },
    });
    const res = await call(`/api/cloud/link/detail?code=${link.body.data.code}`, {
      token: ivy.tokens.access_token,
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('Invitation expired or cancelled by inviter');
    expect(
      (
        await call('/api/cloud/link/application/save', {
          token: ivy.tokens.access_token,
          body: { code: link.body.data.code },
        })
      ).status,
    ).toBe(400);
  });

  it("lists the team's links, newest first, for team administrators only", async () => {
    const lister = await person();
    await grantMembership(lister.userId);
    const first = await call<{ code: string }>('/api/cloud/link/save', {
      token: lister.tokens.access_token,
      body: { expireDays: 1, needApproval: true },
    });
    const second = await call<{ code: string }>('/api/cloud/link/save', {
      token: lister.tokens.access_token,
      body: { expireDays: 0, needApproval: false },
    });
    await call('/api/cloud/link/updateLink', {
      token: lister.tokens.access_token,
      body: { code: first.body.data.code, cancel: true },
    });
    const links = await call<{ code: string; status: string; expireTime: string; expired: boolean }[]>(
      '/api/cloud/link/list',
      { token: lister.tokens.access_token },
    );
    expect(links.status).toBe(200);
    expect(links.body.data.map((l) => [l.code, l.status, l.expired])).toEqual([
      [second.body.data.code, 'active', false],
      [first.body.data.code, 'cancelled', false],
    ]);
    expect(links.body.data[0]!.expireTime).toBe('');
    const outsider = await person();
    const refused = await call(`/api/cloud/link/list?teamId=${lister.userId}`, {
      token: outsider.tokens.access_token,
    });
    expect(refused.status).toBe(403);
  });

  it('refuses the team-admin link routes to a non-admin with 403, like every other team-admin route', async () => {
    const teamOwner = await person();
    const outsider = await person();
    const as = { token: outsider.tokens.access_token };
    const answers = [
      await call(`/api/cloud/link/list?teamId=${teamOwner.userId}`, as),
      await call(`/api/cloud/link/application/list?teamId=${teamOwner.userId}`, as),
      await call('/api/cloud/link/application/remove', {
        ...as,
        body: { teamId: teamOwner.userId, userIds: [outsider.userId] },
      }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        code: 403,
        success: false,
        msg: 'Only team administrators can do this.',
      });
    }
  });
});

describe('batch invite', () => {
  it('downloads the template and invites from an uploaded sheet with a result per row', async () => {
    const template = await fetch(`${baseUrl()}/api/cloud/team/template`, {
      method: 'POST',
      headers: { 'blade-auth': `bearer ${owner.tokens.access_token}`, 'accept-language': 'en' },
    });
    expect(template.headers.get('content-type')).toContain('spreadsheetml');
    const header = await readSheet(Buffer.from(await template.arrayBuffer()));
    expect(header[0]).toEqual(['Phone', 'Name (for your reference)']);

    const jack = await person();
    const jackPhone = (
      await call<{ phone: string }>('/api/blade-auth/oauth/user-info', { token: jack.tokens.access_token })
    ).body.data.phone;
    const nobody = uniquePhone();
    const sheet = await writeXlsxFile(
      [
        [{ value: 'Phone' }, { value: 'Name' }],
        [{ value: jackPhone }],
        [{ value: nobody }],
        [{ value: 'not-a-phone' }],
        [{ value: jackPhone }],
      ],
      {},
    ).toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(sheet)]), 'invite.xlsx');
    const res = await fetch(`${baseUrl()}/api/cloud/team/batchInvite`, {
      method: 'POST',
      headers: { 'blade-auth': `bearer ${owner.tokens.access_token}`, 'accept-language': 'en' },
      body: form,
    });
    const body = (await res.json()) as { data: { row: number; result: string }[] };
    expect(res.status).toBe(200);
    expect(body.data.map((r) => [r.row, r.result])).toEqual([
      [2, 'invited'],
      [3, 'unregistered'],
      [4, 'invalid'],
      [5, 'duplicate'],
    ]);
  });

  it('refuses a file that is not a sheet', async () => {
    const form = new FormData();
    form.append('file', new Blob([new TextEncoder().encode('hello')]), 'x.xlsx');
    const res = await fetch(`${baseUrl()}/api/cloud/team/batchInvite`, {
      method: 'POST',
      headers: { 'blade-auth': `bearer ${owner.tokens.access_token}`, 'accept-language': 'en' },
      body: form,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { msg: string }).msg).toMatch(/Upload the .xlsx template/);
  });
});
