import { STS_REFRESH_MS } from '@loopline/shared';
import { describe, expect, it } from 'vitest';
import { type StsToken, stsSession } from './stsCredentials.ts';

const token = (n: number, securityToken = ''): StsToken => ({
  region: 'us-east-1',
  bucketName: 'files',
  prefix: 'uploads/u1/direct/',
  endpoint: 'https://localhost:9443',
  accessKeyId: `AK${n}`,
  accessKeySecret: `SK${n}`,
  securityToken,
  expiration: new Date(Date.UTC(2030, 0, 1)).toISOString(),
  scoped: false,
});

describe('the sts credentials session', () => {
  it('asks the token route once, then again only after 3,600,000 ms or when forced', async () => {
    let clock = 1_000;
    let calls = 0;
    const session = stsSession(
      async () => token(++calls),
      () => clock,
    );
    const ask = () => session.provider.getCredentialsAndIdentityId({});
    expect((await ask()).credentials.accessKeyId).toBe('AK1');
    clock += STS_REFRESH_MS - 1;
    expect((await ask()).credentials.accessKeyId).toBe('AK1');
    clock += 1;
    expect((await ask()).credentials.accessKeyId).toBe('AK2');
    expect(
      (await session.provider.getCredentialsAndIdentityId({ forceRefresh: true })).credentials,
    ).toMatchObject({ accessKeyId: 'AK3', secretAccessKey: 'SK3' });
    session.provider.clearCredentialsAndIdentityId();
    expect((await ask()).credentials.accessKeyId).toBe('AK4');
    expect(session.fetches()).toBe(4);
  });

  it('shares one call between concurrent askers and retries after a failure', async () => {
    let calls = 0;
    let fail = true;
    const session = stsSession(async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 5));
      if (fail) throw new Error('token route down');
      return token(calls, 'session-token');
    });
    await expect(session.current()).rejects.toThrow('token route down');
    fail = false;
    const answers = await Promise.all([1, 2, 3].map(() => session.provider.getCredentialsAndIdentityId({})));
    expect(calls).toBe(2);
    expect(answers.every((a) => a.credentials.sessionToken === 'session-token')).toBe(true);
    expect(answers[0]?.credentials.expiration).toEqual(new Date(Date.UTC(2030, 0, 1)));
  });

  it('sends no session token when the local cloud answers plain keys', async () => {
    const session = stsSession(async () => token(1));
    expect((await session.provider.getCredentialsAndIdentityId({})).credentials).not.toHaveProperty(
      'sessionToken',
    );
  });
});
