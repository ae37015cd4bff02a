import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiGroup } from '../../functions/src/lib/http/route.ts';
import { baseUrl, call, signIn } from '../support/client.ts';
import { functionsModule } from '../support/notices.ts';

/**
 * Requests that used to crash the local cloud or answer 500 (issue 14 items 1, 5 and 6): each must
 * answer a 4xx envelope, and the server must keep answering afterwards.
 */
let token = '';
let groups: ApiGroup[] = [];

beforeAll(async () => {
  token = (await signIn('demo', inject('demoPassword'))).access_token;
  ({ apiGroups: groups } = await functionsModule<{ apiGroups: ApiGroup[] }>('manifest'));
});

interface Answer {
  status: number;
  body: { code: number; success: boolean; msg: string; data: unknown };
}

async function send(path: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(`${baseUrl()}${path}`, {
    ...init,
    headers: { 'blade-auth': `bearer ${token}`, 'accept-language': 'en', ...init.headers },
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

async function stillServing() {
  const res = await call<{ publicKey: string }>('/api/blade-auth/cloud/publicKey');
  expect(res.status).toBe(200);
  expect(res.body.data.publicKey).toBeTruthy();
}

function expectClientError(answer: Answer, status = 400) {
  expect(answer.status).toBe(status);
  expect(answer.body).toMatchObject({ code: status, success: false, data: null });
  expect(answer.body.msg).toBeTruthy();
}

describe('a multipart body without its closing boundary', () => {
  // The exact request of the report.
  const truncated = Buffer.concat([
    Buffer.from(
      '--B\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
    ),
    Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  ]);

  it.each(['/api/cloud/user/avatar', '/api/cloud/feedback/insertFeedback', '/api/cloud/team/batchInvite'])(
    'answers 400 on %s and the server keeps serving',
    async (path) => {
      const answer = await send(path, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=B' },
        body: truncated,
      });
      expectClientError(answer);
      expect(answer.body.msg).toBe('The upload could not be read; send multipart/form-data.');
      await stillServing();
    },
  );
});

describe('broken percent-escapes in a path parameter', () => {
  it('answer 400 on every templated route, like API Gateway', async () => {
    const templated = groups.flatMap((g) => g.routes.filter((r) => r.path.includes('{')));
    expect(templated.length).toBeGreaterThan(10);
    const wrong: string[] = [];
    for (const r of templated) {
      for (const broken of ['%', '%E0%A4%A']) {
        const answer = await send(r.path.replace(/\{[^}]+\}/g, broken), { method: r.method });
        const ok = answer.status === 400 && answer.body.code === 400 && answer.body.success === false;
        if (!ok) wrong.push(`${r.method} ${r.path} with ${broken}: ${answer.status} ${answer.body.msg}`);
      }
    }
    expect(wrong).toEqual([]);
    const answer = await send('/api/cloud/file/%E0%A4%A?fileSize=1');
    expect(answer.body.msg).toBe('The address holds a broken percent-escape (%).');
    await stillServing();
  });
});

describe('path parameters are validated like the body and the query (400, not 500)', () => {
  const badMd5s = ['-1', '%00', encodeURIComponent('😀'), 'a'.repeat(65)];

  it.each(['/api/cloud/file', '/api/oss/file'])('refuses a bad MD5 on %s/{md5}', async (prefix) => {
    for (const md5 of badMd5s) {
      const answer = await send(`${prefix}/${md5}?fileSize=1`);
      expectClientError(answer);
      expect(answer.body.msg).toMatch(/^id: /);
    }
  });

  it('refuses a file id over 64 characters on /api/cloud/file/info/{id}; odd short ids are a 4xx', async () => {
    for (const id of ['a'.repeat(65), 'a'.repeat(8000), encodeURIComponent(' ')]) {
      const answer = await send(`/api/cloud/file/info/${id}?projectId=p1`);
      expectClientError(answer);
      expect(answer.body.msg).toMatch(/^id: /);
    }
    // Well-formed but unknown: no such file, never a 500.
    for (const id of ['-1', '%00', encodeURIComponent('😀')]) {
      const answer = await send(`/api/cloud/file/info/${id}?projectId=p1`);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.success).toBe(false);
    }
    await stillServing();
  });
});
