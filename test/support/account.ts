import { type CallResult, call, encryptPassword, latestCode, solvedCaptcha, type Tokens } from './client.ts';

/** Signs in from a named client app (Client-Id header) and user agent, like a second device. */
export async function signInAs(
  username: string,
  password: string,
  options: { clientId?: string; userAgent?: string } = {},
): Promise<CallResult<Tokens & { deletion_withdrawn?: boolean }>> {
  const headers: Record<string, string> = {};
  if (options.clientId) headers['client-id'] = options.clientId;
  if (options.userAgent) headers['user-agent'] = options.userAgent;
  return call('/api/blade-auth/oauth/token', {
    headers,
    body: {
      grantType: 'password',
      tenantId: '000000',
      username,
      password: await encryptPassword(password),
      ...(await solvedCaptcha()),
    },
  });
}

/** An identity ticket by password (for phone/e-mail changes and deletion). */
export async function identityTicket(token: string, password: string): Promise<string> {
  const res = await call<{ ticket: string }>('/api/cloud/user/verifyPwd', { token, body: { password } });
  if (res.status !== 200) throw new Error(`verifyPwd: ${res.body.msg}`);
  return res.body.data.ticket;
}

/** The newest 4-digit code sent to a phone or an e-mail address. */
export const latestCodeTo = (target: string) => latestCode(encodeURIComponent(target));

/** Uploads a file as multipart/form-data (field "file"). */
export async function upload(
  baseUrl: string,
  path: string,
  token: string | undefined,
  file: { data: Buffer; name: string; type: string } | null,
  field = 'file',
) {
  const form = new FormData();
  if (file) form.append(field, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  else form.append('other', 'x');
  const headers: Record<string, string> = { 'accept-language': 'en' };
  if (token) headers['blade-auth'] = `bearer ${token}`;
  const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: form });
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: unknown } };
}

/** A tiny valid PNG (1x1), padded to `size` bytes with a trailing chunk-free tail when asked. */
export function pngBytes(size = 0): Buffer {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  return size > png.length ? Buffer.concat([png, Buffer.alloc(size - png.length)]) : png;
}
