import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { builtInClientSecret } from '@loopline/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dismissNoticePops } from '../support/browser.ts';
import { launchChromium } from '../support/chromium.ts';
import { codeSentSince } from '../support/client.ts';
import { registeredSockets } from '../support/socket.ts';

/**
 * The SPA's account flows in Chromium against the local cloud (captcha on): create an account with
 * the SMS code from the outbox, sign in with password and picture captcha, see the welcome page,
 * sign out; the route guard, the forgot-password flow and the language switch. Screenshots of each
 * screen in zh and en go to test/e2e/screenshots/.
 */
const baseUrl = inject('baseUrl');
const SHOTS = join(import.meta.dirname, 'screenshots');
const PASSWORD = 'Loopline#2026';
const NEW_PASSWORD = 'Reset#2026ok';

interface LocalEnvelope<T> {
  code: number;
  data: T;
}

async function local<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`);
  const body = (await res.json()) as LocalEnvelope<T>;
  expect(body.code, path).toBe(200);
  return body.data;
}

/** The newest code texted to a phone after `since` (the outbox of the local cloud). */
async function smsCode(phone: string, since: number): Promise<string> {
  return codeSentSince(phone, since - 1000);
}

/** The answer to the picture on screen; after a refusal, pass the used key to wait for the new picture. */
async function captchaAnswer(page: Page, usedKey?: string | null): Promise<string> {
  const image = page.getByTestId('captcha-image');
  await image.waitFor();
  await expect.poll(() => image.getAttribute('data-captcha-key')).not.toBe(usedKey ?? '');
  const key = await image.getAttribute('data-captcha-key');
  expect(key).toBeTruthy();
  return (await local<{ answer: string }>(`/_local/captcha/${key}`)).answer;
}

/** Signs the account in from another "device" (straight to the API, as the SPA would). */
async function signInElsewhere(username: string, password: string) {
  const { publicKey } = await local<{ publicKey: string }>('/api/blade-auth/cloud/publicKey');
  const captcha = await fetch(`${baseUrl}/api/blade-auth/oauth/captcha`, { method: 'POST' });
  const { key } = ((await captcha.json()) as LocalEnvelope<{ key: string }>).data;
  const { answer } = await local<{ answer: string }>(`/_local/captcha/${key}`);
  const spki = createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' });
  const cipher = publicEncrypt(
    { key: spki, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password),
  ).toString('base64');
  const res = await fetch(`${baseUrl}/api/blade-auth/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`portal:${builtInClientSecret('portal')}`).toString('base64')}`,
    },
    body: JSON.stringify({
      grantType: 'password',
      tenantId: '000000',
      username,
      password: cipher,
      captchaKey: key,
      captchaCode: answer,
    }),
  });
  expect(res.status).toBe(200);
}

async function setCookie(context: BrowserContext, name: string, value: string) {
  const cookie = (await context.cookies()).find((c) => c.name === name);
  expect(cookie, name).toBeDefined();
  await context.addCookies([{ ...cookie!, value }]);
}

const cookieValue = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((c) => c.name === name)?.value;

const input = (page: Page, testId: string) => page.getByTestId(testId).locator('input');

async function shot(page: Page, name: string) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

async function signIn(page: Page, account: string, password: string, usedKey?: string | null) {
  await input(page, 'login-account').fill(account);
  await input(page, 'login-password').fill(password);
  await input(page, 'login-captcha').fill(await captchaAnswer(page, usedKey));
  await page.getByTestId('login-submit').click();
}

const suffix = Date.now().toString(36).slice(-7);
const account = `e2e_${suffix}`;
const phone = `139${String(Date.now()).slice(-8)}`;

describe('account flows in the browser', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    const site = await fetch(`${baseUrl}/`);
    expect(site.status, 'the SPA is served from frontend/dist: run `npm run build:web` first').toBe(200);
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1280, height: 860 }, locale: 'zh-CN' });
    page = await context.newPage();
    await dismissNoticePops(page);
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('sends a signed-out visitor to sign-in, remembering the route and the clientId', async () => {
    await page.goto(`${baseUrl}/#/wel/index`);
    await page.getByTestId('login-page').waitFor();
    const url = new URL(page.url().replace('/#/', '/'));
    expect(url.pathname).toBe('/client_login');
    expect(url.searchParams.get('redirectUrl')).toBe('/wel/index?clientId=portal');
    expect(url.searchParams.get('clientId')).toBe('portal');
    await shot(page, 'zh-01-sign-in');
  });

  it('shows the shared validation messages in the form', async () => {
    await page.getByTestId('login-submit').click();
    await page.getByText('请输入账号。').first().waitFor();
    await page.getByText('密码至少 6 位。').first().waitFor();
    await shot(page, 'zh-02-sign-in-errors');
  });

  it('creates an account with the SMS code', async () => {
    await page.getByTestId('login-register-link').click();
    await page.getByTestId('register-page').waitFor();
    expect(page.url()).toContain('text=register');
    await input(page, 'register-account').fill(account);
    await input(page, 'register-phone').fill(phone);
    await input(page, 'register-confirm-password').fill('mismatch1!');
    await input(page, 'register-password').fill(PASSWORD);
    await input(page, 'register-code').focus();
    await page.getByText('两次输入的密码不一致，请重试。').first().waitFor();
    await input(page, 'register-confirm-password').fill(PASSWORD);
    const since = Date.now();
    await page.getByTestId('register-send-code').click();
    await expect.poll(() => page.getByTestId('register-send-code').textContent()).toContain('重新发送');
    await input(page, 'register-code').fill(await smsCode(phone, since));
    await page.getByTestId('register-agreement').locator('input').check();
    await shot(page, 'zh-03-create-account');
    await page.getByTestId('register-submit').click();
    await page.getByTestId('login-page').waitFor();
    await page.getByText('账号已创建，请登录。').first().waitFor();
    expect(await input(page, 'login-account').inputValue()).toBe(account);
  });

  it('refuses a wrong captcha and gives a new picture', async () => {
    const before = await page.getByTestId('captcha-image').getAttribute('data-captcha-key');
    await input(page, 'login-password').fill(PASSWORD);
    await input(page, 'login-captcha').fill('zzzz');
    await page.getByTestId('login-submit').click();
    await page.getByText('图片验证码错误或已过期。').first().waitFor();
    await expect
      .poll(() => page.getByTestId('captcha-image').getAttribute('data-captcha-key'))
      .not.toBe(before);
    expect(await input(page, 'login-captcha').inputValue()).toBe('');
  });

  it('signs in with password and captcha and welcomes the user by name', async () => {
    await signIn(page, account, PASSWORD);
    await page.getByTestId('welcome-title').waitFor();
    await expect.poll(() => page.getByTestId('welcome-title').textContent()).toBe(`欢迎，${account}`);
    expect(page.url()).toContain('#/wel/index');
    await expect.poll(() => page.getByTestId('welcome-account').textContent()).toContain(phone);
    await shot(page, 'zh-04-welcome');
  });

  it('keeps the session over a reload', async () => {
    await page.reload();
    await expect.poll(() => page.getByTestId('welcome-title').textContent()).toBe(`欢迎，${account}`);
  });

  it('signs out from the user menu and lands on sign-in', async () => {
    await page.getByRole('button', { name: `${account} 的账号菜单` }).click();
    await shot(page, 'zh-05-user-menu');
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByTestId('login-page').waitFor();
    expect(page.url()).toContain('#/client_login');
    await page.goto(`${baseUrl}/#/wel/index`);
    await page.getByTestId('login-page').waitFor();
  });

  it('resets a forgotten password in three steps', async () => {
    await page.getByTestId('login-forgot-link').click();
    await page.getByTestId('forgot-page').waitFor();
    await shot(page, 'zh-06-forgot-account');
    await input(page, 'forgot-account').fill(account);
    const since = Date.now();
    await page.getByTestId('forgot-send-code').click();
    await expect.poll(() => page.getByTestId('forgot-code-sent').textContent()).toContain(phone.slice(-4));
    await input(page, 'forgot-code').fill(await smsCode(phone, since));
    await shot(page, 'zh-07-forgot-code');
    await page.getByTestId('forgot-verify').click();
    await input(page, 'forgot-new-password').fill(NEW_PASSWORD);
    await input(page, 'forgot-confirm-password').fill(NEW_PASSWORD);
    await page.getByTestId('forgot-reset').click();
    await page.getByTestId('forgot-done').waitFor();
    await shot(page, 'zh-08-forgot-done');
    await page.getByTestId('forgot-to-login').click();
    await page.getByTestId('login-page').waitFor();
  });

  it('switches to English, keeps it over a reload, and signs in with the new password', async () => {
    await page.getByTestId('language-switch').getByText('English').click();
    await page.getByRole('heading', { name: 'Sign in to Loopline' }).first().waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in to Loopline' }).first().waitFor();
    await shot(page, 'en-01-sign-in');
    await page.getByRole('tab', { name: 'Verification code' }).click();
    await shot(page, 'en-02-sign-in-sms');
    await page.getByRole('tab', { name: 'Password' }).click();
    await input(page, 'login-account').fill(account);
    await input(page, 'login-password').fill(PASSWORD);
    await input(page, 'login-captcha').fill(await captchaAnswer(page));
    const usedKey = await page.getByTestId('captcha-image').getAttribute('data-captcha-key');
    await page.getByTestId('login-submit').click();
    // The server answers in the interface language.
    await page
      .getByText(/Wrong account or password|incorrect/i)
      .first()
      .waitFor();
    // A refusal brings a new picture: answer that one, not the one just used.
    await signIn(page, account, NEW_PASSWORD, usedKey);
    await expect.poll(() => page.getByTestId('welcome-title').textContent()).toBe(`Welcome, ${account}`);
    await shot(page, 'en-03-welcome');
    await page.getByRole('button', { name: `Account menu for ${account}` }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByTestId('login-page').waitFor();
  });

  it('shows the create-account, forgot-password and not-found pages in English', async () => {
    await page.getByTestId('login-register-link').click();
    await page.getByTestId('register-submit').click();
    await page.getByText('Accept the User Agreement and Privacy Policy to continue.').first().waitFor();
    await shot(page, 'en-04-create-account-errors');
    await page.goto(`${baseUrl}/#/forgotPassword`);
    await page.getByTestId('forgot-page').waitFor();
    await shot(page, 'en-05-forgot-password');
    await page.goto(`${baseUrl}/#/no/such/page`);
    await page.getByTestId('not-found-page').waitFor();
    expect(page.url()).toContain('#/404');
    await shot(page, 'en-06-not-found');
  });

  it('signs in with an SMS code', async () => {
    await page.goto(`${baseUrl}/#/client_login`);
    await page.getByRole('tab', { name: 'Verification code' }).click();
    await input(page, 'login-phone').fill(phone);
    const since = Date.now();
    await page.getByTestId('login-send-code').click();
    await expect.poll(() => page.getByTestId('login-send-code').textContent()).toContain('Resend');
    await input(page, 'login-code').fill(await smsCode(phone, since));
    await page.getByTestId('login-sms-submit').click();
    await expect.poll(() => page.getByTestId('welcome-title').textContent()).toBe(`Welcome, ${account}`);
  });

  it('refreshes a dead access token, retries, and opens the socket with the new one', async () => {
    await setCookie(context, 'loopline-access-token', 'not-a-token');
    const socket = new Promise<string>((resolve) => page.once('websocket', (ws) => resolve(ws.url())));
    await page.reload();
    await expect.poll(() => page.getByTestId('welcome-title').textContent()).toBe(`Welcome, ${account}`);
    const access = await cookieValue(context, 'loopline-access-token');
    expect(access).toMatch(/^ey/);
    const url = new URL(await socket);
    expect(url.protocol).toBe('ws:');
    expect(url.pathname).toBe('/ws');
    expect(url.searchParams.get('token')).toBe(access);
  });

  it('is signed out through the socket when the account signs in on too many devices', async () => {
    // The sign-out is pushed: the page's socket must be registered before the other devices sign in.
    const access = await cookieValue(context, 'loopline-access-token');
    const me = await fetch(`${baseUrl}/api/blade-auth/oauth/user-info`, {
      headers: { 'blade-auth': `bearer ${access}` },
    });
    const { userId } = ((await me.json()) as LocalEnvelope<{ userId: string }>).data;
    await expect.poll(() => registeredSockets(userId)).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) await signInElsewhere(account, NEW_PASSWORD);
    await page.getByTestId('login-page').waitFor();
    await page
      .getByText('Your account signed in on another device, so this device was signed out.')
      .waitFor();
    expect(page.url()).toContain('#/client_login');
    expect(await cookieValue(context, 'loopline-refresh-token')).toBeUndefined();
    await shot(page, 'en-07-signed-out-elsewhere');
  });

  it('ends the session, alerts and returns to sign-in when the token cannot be refreshed', async () => {
    await signIn(page, account, NEW_PASSWORD);
    await page.getByTestId('welcome-title').waitFor();
    await setCookie(context, 'loopline-access-token', 'not-a-token');
    await setCookie(context, 'loopline-refresh-token', 'not-a-token-either');
    await page.reload();
    await page.getByTestId('login-page').waitFor();
    await page
      .getByText('Your session has expired or your account signed in on another device.', { exact: false })
      .waitFor();
    const url = new URL(page.url().replace('/#/', '/'));
    expect(url.searchParams.get('redirectUrl')).toBe('/wel/index?clientId=portal');
    await shot(page, 'en-08-session-expired');
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
