import { constants, publicEncrypt, randomInt } from 'node:crypto';
import { builtInClientSecret, DEFAULT_CLIENT_ID, type Envelope } from '@loopline/shared';
import { expect, inject } from 'vitest';
import { claim } from './claims.ts';

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Raw body text, sent as is (for malformed input). */
  raw?: string;
  token?: string;
  lang?: 'zh' | 'en';
  headers?: Record<string, string>;
}

export interface CallResult<T = unknown> {
  status: number;
  body: Envelope<T>;
}

export const baseUrl = () => inject('baseUrl');

/**
 * How long a test waits for work the local cloud does in the background (state machines, workers,
 * log subscribers). Alone it takes a second or two; in a whole run it queues behind what earlier
 * files left running on a loaded 2-core machine. A poll ends as soon as the work is seen done, so this
 * only bounds a failure; it stays under the system tests' 60 s test timeout.
 */
export const BACKGROUND_WORK_MS = 45_000;

/** The SPA's `Authorization: Basic` header for a built-in client app (checked at the token endpoint). */
/**
 * Waits until the audit lines (operation log, access history) already printed by the local cloud's
 * functions are stored: they leave the request path as log lines, so a test that compares the table
 * before and after must let them land first.
 */
export async function settleAuditLogs(): Promise<void> {
  const res = await fetch(`${baseUrl()}/_local/logs/settle`, { method: 'POST' });
  if (res.status !== 204) throw new Error(`settling the audit logs answered ${res.status}`);
}

export function builtInClientAuth(clientId: string = DEFAULT_CLIENT_ID): string {
  return `Basic ${Buffer.from(`${clientId}:${builtInClientSecret(clientId)}`).toString('base64')}`;
}

/** Calls the API the way the SPA does: JSON, Blade-Auth bearer token, Accept-Language, client app. */
export async function call<T = unknown>(path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const headers: Record<string, string> = {
    'accept-language': options.lang ?? 'en',
    authorization: builtInClientAuth(options.headers?.['client-id']),
    ...options.headers,
  };
  if (options.token) headers['blade-auth'] = `bearer ${options.token}`;
  let body: string | undefined;
  if (options.raw !== undefined) body = options.raw;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(`${baseUrl()}${path}`, {
    method: options.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

let publicKey: string | undefined;
export async function encryptPassword(password: string): Promise<string> {
  publicKey ??= (await call<{ publicKey: string }>('/api/blade-auth/cloud/publicKey')).body.data.publicKey;
  const key = { key: Buffer.from(publicKey, 'base64'), format: 'der' as const, type: 'spki' as const };
  return publicEncrypt(
    { ...key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password),
  ).toString('base64');
}

/** A fresh captcha and its answer (read through the local-only helper). */
export async function solvedCaptcha(): Promise<{ captchaKey: string; captchaCode: string }> {
  const { key } = (await call<{ key: string }>('/api/blade-auth/oauth/captcha', { method: 'POST' })).body
    .data;
  const answer = (await call<{ answer: string }>(`/_local/captcha/${key}`)).body.data.answer;
  return { captchaKey: key, captchaCode: answer };
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  user_id: string;
  user_name: string;
  role_name: string;
  expires_in: number;
  [key: string]: unknown;
}

export async function passwordSignIn(
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
) {
  return call<Tokens>('/api/blade-auth/oauth/token', {
    body: {
      grantType: 'password',
      tenantId: '000000',
      username,
      password: await encryptPassword(password),
      ...(await solvedCaptcha()),
      ...extra,
    },
  });
}

export async function signIn(username: string, password: string, tenantId = '000000'): Promise<Tokens> {
  const res = await passwordSignIn(username, password, { tenantId });
  if (res.status !== 200) throw new Error(`sign-in of ${username} failed: ${res.status} ${res.body.msg}`);
  return res.body.data;
}

/**
 * The 4-digit code of the newest text sent to `phone` at or after `since` (epoch ms), waiting until it
 * is sent: a click that asks for a code answers before the test can know the text is out.
 */
export async function codeSentSince(phone: string, since: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await call<{ text: string; at: string }[]>(`/_local/outbox?target=${phone}`)).body
          .data;
        const fresh = messages.find((m) => Date.parse(m.at) >= since);
        code = fresh ? /(\d{4})/.exec(fresh.text)?.[1] : undefined;
        return code;
      },
      { timeout: BACKGROUND_WORK_MS },
    )
    .toBeDefined();
  return code!;
}

/** The 4-digit code in the newest text message sent to `phone`. */
export async function latestCode(phone: string): Promise<string> {
  const messages = (await call<{ text: string }[]>(`/_local/outbox?target=${phone}`)).body.data;
  const match = /(\d{4})/.exec(messages[0]?.text ?? '');
  if (!match) throw new Error(`no code sent to ${phone}`);
  return match[1]!;
}

let counter = 0;
let phoneBlock: string | undefined;
let phonesInBlock = 0;
/**
 * A phone number no other test of the run uses: 19, a five-digit block this file claimed for the run,
 * then a number within the block. (A random block per number collided about once a whole run: the
 * number within restarts in every file.)
 */
export function uniquePhone(): string {
  if (!phoneBlock || phonesInBlock === 9999) {
    phoneBlock = claim('phone-block', () => String(randomInt(0, 1e5)).padStart(5, '0'));
    phonesInBlock = 0;
  }
  phonesInBlock++;
  return `19${phoneBlock}${String(phonesInBlock).padStart(4, '0')}`;
}

export function uniqueAccount(prefix = 'user'): string {
  return `${prefix}_${randomInt(0, 1e8).toString(36)}${counter++}`.slice(0, 14);
}

export const STRONG_PASSWORD = 'Pass1234!';

/** Registers a new user through the public flow; answers account, phone and password. */
export async function registerUser(
  overrides: {
    account?: string;
    phone?: string;
    password?: string;
    tenantId?: string;
    lang?: 'zh' | 'en';
  } = {},
) {
  const tenantId = overrides.tenantId ?? '000000';
  const account = overrides.account ?? uniqueAccount();
  const phone = overrides.phone ?? uniquePhone();
  const password = overrides.password ?? STRONG_PASSWORD;
  const lang = overrides.lang ?? 'en';
  const sent = await call('/api/cloud/user/sendRegisterSms', { body: { tenantId, phone }, lang });
  if (sent.status !== 200) throw new Error(`sendRegisterSms: ${sent.body.msg}`);
  const res = await call('/api/cloud/user/register', {
    body: {
      tenantId,
      account,
      phone,
      code: await latestCode(phone),
      password,
      confirmPassword: password,
    },
    lang,
  });
  if (res.status !== 200) throw new Error(`register: ${res.body.msg}`);
  return { account, phone, password };
}
