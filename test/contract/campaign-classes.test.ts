import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CampaignSetup,
  campaignSetup,
  runCampaign,
  sendBytes,
  signedInFor,
} from '../support/campaignRun.ts';
import { call, settleAuditLogs } from '../support/client.ts';
import { mkdir } from '../support/files.ts';
import { outsiderProbesFor } from '../support/isolationProbes.ts';
import { credentialProbesFor, oversizeProbeFor, probeClassesFor } from '../support/probeClasses.ts';
import { createProject, ensureTenant, grantMembership, person } from '../support/projects.ts';
import { restoreState, storedState } from '../support/tableState.ts';
import { bytesOf, upload } from '../support/upload.ts';

/**
 * The second campaign: every route of the manifest gets the input classes of probeClasses.ts, in
 * Chinese. Every answer must be an envelope below 500 whose refusal reads in Chinese and carries no
 * internal text, methods a path does not take are refused, the process stays up, and a route
 * whose every request was refused wrote nothing.
 */

let setup: CampaignSetup;

beforeAll(async () => {
  setup = await campaignSetup('Classes', 5);
}, 120_000);

describe('second campaign: input classes over every route', () => {
  it('answers each with a Chinese 4xx or a 2xx envelope, refuses foreign methods, writes nothing refused', async () => {
    const routes = setup.groups.flatMap((g) => g.routes);
    const methods = new Map<string, Set<string>>();
    for (const r of routes) methods.set(r.path, (methods.get(r.path) ?? new Set()).add(r.method));
    const started = Date.now();
    const before = await storedState();
    try {
      const { offending, report, requests } = await runCampaign(
        routes,
        (route) => probeClassesFor(route, setup.known, (path) => methods.get(path) ?? new Set()),
        (route) => signedInFor(setup, route),
        'zh',
      );
      console.log(
        `campaign-classes: ${requests} requests over ${routes.length} routes in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      expect(offending, report).toEqual([]);
      expect((await call('/api/blade-user/info', { token: setup.user.tokens.access_token })).status).toBe(
        200,
      );
    } finally {
      // Some probes are valid input (a help entry, the sensitive word "x1"): what they wrote must
      // not reach the files after this one.
      await settleAuditLogs();
      console.log(`campaign-classes: ${await restoreState(before)} items and objects put back`);
    }
  }, 600_000);
});

describe('outsiders naming the ids of another tenant and of a project they are not in', () => {
  it('are refused or shown nothing of it, and change nothing of it', async () => {
    const owner = await person();
    await grantMembership(owner.userId);
    // Digits only: the first describe may have made a letter such as "x" a sensitive word.
    const mark = String(Date.now()).slice(-8);
    const secrets = [`Secret project ${mark}`, `Secret folder ${mark}`, `secret-${mark}.bin`];
    const { projectId } = await createProject(owner, secrets[0]);
    const folder = await mkdir(owner, projectId, secrets[1]!);
    const { entryId } = await upload(owner, { projectId, dirId: folder.id }, secrets[2]!, bytesOf(1024, 9));
    await ensureTenant('000003');
    const outsiders = {
      'another tenant': await person({ tenantId: '000003' }),
      'a non-member': await person(),
    };
    await settleAuditLogs();
    const routes = setup.groups.flatMap((g) => g.routes).filter((r) => r.auth === 'user');
    const foreign = { projectId, dirId: folder.id, entryId, userId: owner.userId };
    for (const [who, outsider] of Object.entries(outsiders)) {
      const { offending, report, requests } = await runCampaign(
        routes,
        (route) => outsiderProbesFor(route, foreign),
        () => ({ 'blade-auth': `bearer ${outsider.tokens.access_token}` }),
        'zh',
        // A non-member of the same tenant may find the owner in the tenant's user directory.
        {
          secrets: who === 'a non-member' ? secrets : [...secrets, owner.account],
          ids: Object.values(foreign),
        },
      );
      console.log(`campaign-classes: ${who}, ${requests} requests`);
      expect(offending, `${who}:\n${report}`).toEqual([]);
    }
  }, 300_000);
});

describe('credentials that are not an access token', () => {
  it('open no route that needs one', async () => {
    const routes = setup.groups.flatMap((g) => g.routes);
    const { offending, report, requests } = await runCampaign(
      routes,
      (route) => credentialProbesFor(route, setup.user.tokens.refresh_token),
      () => ({}),
      'zh',
    );
    console.log(`campaign-classes: credentials, ${requests} requests`);
    expect(offending, report).toEqual([]);
  }, 120_000);
});

describe('bodies over the limits', () => {
  it('are refused with the envelope: one JSON route of each group, every multipart route', async () => {
    const routes = setup.groups.flatMap((g) => {
      const json = g.routes.find((r) => r.bodyFormat === 'json' && r.auth !== 'admin');
      return [...(json ? [json] : []), ...g.routes.filter((r) => r.bodyFormat === 'multipart')];
    });
    const { offending, report, requests } = await runCampaign(
      routes,
      (route) => {
        const probe = oversizeProbeFor(route);
        return probe ? [probe] : [];
      },
      (route) => signedInFor(setup, route),
      'zh',
    );
    console.log(`campaign-classes: oversize, ${requests} requests`);
    expect(offending, report).toEqual([]);
  }, 120_000);
});

describe('requests the HTTP parser itself refuses', () => {
  const end = 'Host: x\r\nAccept-Language: zh\r\nConnection: close\r\n\r\n';
  it.each([
    ['a 20 KB address', `GET /api/blade-user/info?x=${'a'.repeat(20_000)} HTTP/1.1\r\n${end}`, 431],
    [
      'a 20 KB header',
      `GET /api/blade-user/info HTTP/1.1\r\nBlade-Auth: bearer ${'a'.repeat(20_000)}\r\n${end}`,
      431,
    ],
    ['a method HTTP does not know', `FOO /api/blade-user/info HTTP/1.1\r\n${end}`, 400],
    [
      'a broken chunked body',
      `POST /api/cloud/user/verifyAccount HTTP/1.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n${end}zz\r\n{}\r\n0\r\n\r\n`,
      400,
    ],
  ])('answer %s with the envelope', async (_, text, status) => {
    const answer = await sendBytes(text);
    expect(answer.status).toBe(status);
    expect(JSON.parse(answer.body)).toMatchObject({
      code: status,
      success: false,
      data: null,
      msg: expect.stringMatching(/[\u4e00-\u9fff]/),
    });
  });
});
