import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors.ts';
import { HttpClient, type HttpDeps, REFRESH_PATH } from './http.ts';
import type { TokenStore, Tokens } from './tokens.ts';

interface Call {
  url: string;
  init: RequestInit;
}

type Handler = (call: Call) => Response | Promise<Response>;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const ok = (data: unknown, msg = 'success') => json({ code: 200, success: true, msg, data });
const unauthorized = () => json({ code: 401, success: false, msg: 'token expired', data: null }, 401);

function memoryTokens(initial?: Partial<Tokens>): TokenStore & { saved: Tokens[] } {
  let access = initial?.accessToken;
  let refresh = initial?.refreshToken;
  const saved: Tokens[] = [];
  return {
    saved,
    access: () => access,
    refresh: () => refresh,
    save: (tokens) => {
      saved.push(tokens);
      access = tokens.accessToken;
      refresh = tokens.refreshToken;
    },
    saveAccess: (token) => {
      access = token;
    },
    clear: () => {
      access = undefined;
      refresh = undefined;
    },
  };
}

function setup(handler: Handler, tokens = memoryTokens({ accessToken: 'a1', refreshToken: 'r1' })) {
  const calls: Call[] = [];
  const deps = {
    fetch: vi.fn(async (url: string, init: RequestInit) => {
      const call = { url, init };
      calls.push(call);
      return handler(call);
    }),
    tokens,
    language: () => 'en',
    clientId: () => 'portal',
    notifyError: vi.fn<(message: string) => void>(),
    onSessionExpired: vi.fn<() => void>(),
    onNetworkError: vi.fn<() => void>(),
    message: (key: string) => `t:${key}`,
    onExpectationFailed: vi.fn<(message: string) => void>(),
  } satisfies HttpDeps;
  return { client: new HttpClient(deps), deps, calls, tokens };
}

const headersOf = (call: Call) => call.init.headers as Record<string, string>;
const bodyOf = (call: Call) => JSON.parse(String(call.init.body)) as Record<string, unknown>;

/** Refresh answers r(n) -> a(n+1), r(n+1). */
function refreshing(onApi: Handler): Handler {
  let n = 1;
  return (call) => {
    if (call.url === REFRESH_PATH) {
      n += 1;
      return ok({ access_token: `a${n}`, refresh_token: `r${n}`, expires_in: 3000 });
    }
    return onApi(call);
  };
}

describe('HttpClient envelope rules', () => {
  it('sends the headers, the JSON body and the query, and resolves the envelope', async () => {
    const { client, calls } = setup(() => ok({ id: 1 }));
    const envelope = await client.post<{ id: number }>('/api/x', { a: 1 });
    expect(envelope.data).toEqual({ id: 1 });
    expect(headersOf(calls[0]!)).toEqual({
      'Content-Type': 'application/json',
      'Accept-Language': 'en',
      'Client-Id': 'portal',
      Authorization: `Basic ${Buffer.from('portal:portal_secret').toString('base64')}`,
      'Blade-Auth': 'bearer a1',
    });
    expect(bodyOf(calls[0]!)).toEqual({ a: 1 });
    await client.get('/api/y', { userId: 'u 1', skip: undefined });
    expect(calls[1]!.url).toBe('/api/y?userId=u+1');
  });

  it('sends no token on public calls', async () => {
    const { client, calls } = setup(() => ok(null));
    await client.post('/api/public', {}, { auth: false });
    expect(headersOf(calls[0]!)['Blade-Auth']).toBeUndefined();
  });

  it.each([204, 417, 5000])('lets code %i through', async (code) => {
    const { client, deps } = setup(() => json({ code, success: false, msg: `m${code}`, data: null }));
    const envelope = await client.get('/api/x');
    expect(envelope.code).toBe(code);
    expect(envelope.msg).toBe(`m${code}`);
    expect(deps.notifyError).not.toHaveBeenCalled();
  });

  it('hands a 417 to the expectation handler (one alert, then /myproject)', async () => {
    const { client, deps } = setup(() =>
      json({ code: 417, success: false, msg: 'project gone', data: null }),
    );
    await client.get('/api/x');
    expect(deps.onExpectationFailed).toHaveBeenCalledWith('project gone');
  });

  it('treats an empty 204 answer as a success', async () => {
    const { client } = setup(() => new Response(null, { status: 204 }));
    await expect(client.get('/api/x')).resolves.toMatchObject({ code: 204, data: null });
  });

  it('rejects other codes with the server message and shows it', async () => {
    const { client, deps } = setup(() => json({ code: 409, success: false, msg: 'taken', data: null }, 409));
    const error = await client.get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 409, message: 'taken', notified: true });
    expect(deps.notifyError).toHaveBeenCalledWith('taken');
  });

  it('takes the body code over the HTTP status, error_description when msg is missing, else a default', async () => {
    const answers = [
      json({ code: 400, error_description: 'bad captcha' }, 200),
      new Response('<html>bad gateway</html>', { status: 502 }),
    ];
    const { client, deps } = setup(() => answers.shift()!);
    await expect(client.get('/api/a')).rejects.toMatchObject({ code: 400, message: 'bad captcha' });
    await expect(client.get('/api/b')).rejects.toMatchObject({ code: 502, message: 't:common.unknownError' });
    expect(deps.notifyError).toHaveBeenCalledTimes(2);
  });

  it('rejects whitelisted codes and silent calls without a toast', async () => {
    const { client, deps } = setup(() => json({ code: 409, msg: 'taken' }, 409));
    await expect(client.get('/api/x', undefined, { silentCodes: [409] })).rejects.toMatchObject({
      notified: false,
    });
    await expect(client.get('/api/x', undefined, { silent: true })).rejects.toMatchObject({
      notified: false,
    });
    expect(deps.notifyError).not.toHaveBeenCalled();
  });

  it('reports network failures', async () => {
    const { client, deps } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.get('/api/x')).rejects.toMatchObject({ code: 0, message: 't:http.networkError' });
    expect(deps.notifyError).toHaveBeenCalledWith('t:http.networkError');
    expect(deps.onNetworkError).toHaveBeenCalledOnce();
  });
});

describe('HttpClient 401 refresh', () => {
  let valid: string;
  const api: Handler = (call) =>
    headersOf(call)['Blade-Auth'] === `bearer ${valid}` ? ok('done') : unauthorized();
  beforeEach(() => {
    valid = 'a2';
  });

  it('refreshes once, saves the new tokens and retries', async () => {
    const { client, calls, tokens } = setup(refreshing(api));
    await expect(client.get('/api/x')).resolves.toMatchObject({ data: 'done' });
    expect(calls.map((c) => c.url)).toEqual(['/api/x', REFRESH_PATH, '/api/x']);
    expect(bodyOf(calls[1]!)).toEqual({ refreshToken: 'r1' });
    expect(tokens.saved).toEqual([{ accessToken: 'a2', refreshToken: 'r2', expiresIn: 3000 }]);
  });

  it('queues concurrent callers behind a single refresh', async () => {
    const { client, calls } = setup(refreshing(api));
    const results = await Promise.all([client.get('/api/1'), client.get('/api/2'), client.get('/api/3')]);
    expect(results.map((r) => r.data)).toEqual(['done', 'done', 'done']);
    expect(calls.filter((c) => c.url === REFRESH_PATH)).toHaveLength(1);
  });

  it('holds requests made during a refresh until it ends', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { client, calls } = setup(async (call) => {
      if (call.url === REFRESH_PATH) {
        await gate;
        return ok({ access_token: 'a2', refresh_token: 'r2', expires_in: 3000 });
      }
      return api(call);
    });
    const first = client.get('/api/first');
    await vi.waitFor(() => expect(calls.some((c) => c.url === REFRESH_PATH)).toBe(true));
    const second = client.get('/api/second');
    await Promise.resolve();
    expect(calls.some((c) => c.url === '/api/second')).toBe(false);
    release();
    await expect(Promise.all([first, second])).resolves.toHaveLength(2);
    const sent = calls.find((c) => c.url === '/api/second')!;
    expect(headersOf(sent)['Blade-Auth']).toBe('bearer a2');
  });

  it('retries without refreshing when the token changed meanwhile (another tab)', async () => {
    const tokens = memoryTokens({ accessToken: 'a1', refreshToken: 'r1' });
    const { client, calls } = setup((call) => {
      if (headersOf(call)['Blade-Auth'] === 'bearer a1') {
        tokens.save({ accessToken: 'a2', refreshToken: 'r2', expiresIn: 3000 });
        return unauthorized();
      }
      return api(call);
    }, tokens);
    await expect(client.get('/api/x')).resolves.toMatchObject({ data: 'done' });
    expect(calls.map((c) => c.url)).toEqual(['/api/x', '/api/x']);
  });

  it('ends the session once when the refresh is refused', async () => {
    const { client, deps, tokens } = setup((call) =>
      call.url === REFRESH_PATH ? json({ code: 401, msg: 'reused' }, 401) : unauthorized(),
    );
    const results = await Promise.allSettled([client.get('/api/1'), client.get('/api/2')]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toMatchObject({
        code: 401,
        message: 't:http.reLoginMsg',
        notified: true,
      });
    }
    expect(deps.onSessionExpired).toHaveBeenCalledOnce();
    expect(deps.notifyError).not.toHaveBeenCalled();
    expect(tokens.access()).toBeUndefined();
    expect(tokens.refresh()).toBeUndefined();
  });

  it('tries a failing refresh at most 3 times', async () => {
    const { client, calls, deps } = setup((call) =>
      call.url === REFRESH_PATH ? json({ code: 500, msg: 'down' }, 500) : unauthorized(),
    );
    await expect(client.get('/api/x')).rejects.toMatchObject({ code: 401 });
    expect(calls.filter((c) => c.url === REFRESH_PATH)).toHaveLength(3);
    expect(deps.onSessionExpired).toHaveBeenCalledOnce();
  });

  it('gives up after 3 refreshes when the server keeps answering 401', async () => {
    valid = 'never';
    const { client, calls, deps } = setup(refreshing(api));
    await expect(client.get('/api/x')).rejects.toMatchObject({ code: 401 });
    expect(calls.filter((c) => c.url === REFRESH_PATH)).toHaveLength(3);
    expect(calls.filter((c) => c.url === '/api/x')).toHaveLength(4);
    expect(deps.onSessionExpired).toHaveBeenCalledOnce();
  });

  it('ends the session at once without a refresh token, and announces it again after a new sign-in', async () => {
    const { client, calls, deps, tokens } = setup(unauthorized, memoryTokens({ accessToken: 'a1' }));
    await expect(client.get('/api/x')).rejects.toMatchObject({ code: 401 });
    await expect(client.get('/api/x')).rejects.toMatchObject({ code: 401 });
    expect(calls).toHaveLength(2);
    expect(deps.onSessionExpired).toHaveBeenCalledOnce();
    tokens.saveAccess('a9', 3000);
    client.beginSession();
    await expect(client.get('/api/x')).rejects.toMatchObject({ code: 401 });
    expect(deps.onSessionExpired).toHaveBeenCalledTimes(2);
  });

  it('rejects a 401 at once on calls that must not refresh (sign-out)', async () => {
    const { client, calls, deps } = setup(unauthorized);
    await expect(
      client.get('/api/logout', undefined, { noRefresh: true, silent: true }),
    ).rejects.toMatchObject({ code: 401 });
    expect(calls).toHaveLength(1);
    expect(deps.onSessionExpired).not.toHaveBeenCalled();
    expect(deps.notifyError).not.toHaveBeenCalled();
  });

  it('does not refresh on public calls', async () => {
    const { client, calls, deps } = setup(() => json({ code: 401, msg: 'no' }, 401));
    await expect(client.post('/api/login', {}, { auth: false })).rejects.toMatchObject({
      code: 401,
      message: 'no',
    });
    expect(calls).toHaveLength(1);
    expect(deps.onSessionExpired).not.toHaveBeenCalled();
    expect(deps.notifyError).toHaveBeenCalledWith('no');
  });
});
