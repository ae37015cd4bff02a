import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalCloud, startLocalCloud } from '../../localstack/src/cloud.ts';
import { freePort } from '../../localstack/src/ports.ts';
import { READY_PATH } from '../../localstack/src/startupGate.ts';
import { dismissNoticePops, SHOTS, shot } from '../support/browser.ts';
import { launchChromium } from '../support/chromium.ts';

/**
 * A second local cloud, started here with LOOPLINE_CAPTCHA=off (issue 15): requests sent while it
 * starts are answered at once (503, Retry-After, a translated envelope) and the readiness probe
 * says when it serves; once ready, the captcha route says "off", sign-in needs no picture code, and
 * the sign-in page shows no picture-code field (the shared test cloud runs with the captcha on).
 * The sign-up consent's links are checked here too.
 */
interface StartupAnswer {
  status: number;
  retryAfter: string | null;
  body: { code: number; success: boolean; msg: string };
  ms: number;
}

let cloud: LocalCloud | undefined;
let base = '';
let stateDir = '';
const duringStartup: { api?: StartupAnswer; probe?: StartupAnswer; site?: StartupAnswer } = {};
let readyProbeAfterStart = 0;

async function answer(url: string, init: RequestInit = {}): Promise<StartupAnswer | null> {
  const started = performance.now();
  try {
    // A request the server accepts but never answers is what this guards against: give up at 5 s.
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(5000) });
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      body: (await res.json()) as StartupAnswer['body'],
      ms: performance.now() - started,
    };
  } catch (error) {
    // Not listening yet: connection refused. A timeout is a failure the test reports.
    if ((error as Error).name === 'TimeoutError')
      throw new Error(`${url} accepted but did not answer in 5 s`);
    return null;
  }
}

beforeAll(async () => {
  const port = await freePort();
  base = `http://localhost:${port}`;
  stateDir = mkdtempSync(join(tmpdir(), 'loopline-startup-'));
  const starting = startLocalCloud({
    port,
    stateDir,
    reset: true,
    captcha: 'off',
    repoRoot: resolve(import.meta.dirname, '..', '..'),
  });
  let done = false;
  void starting.then(
    () => (done = true),
    () => (done = true),
  );
  // Knock until the port answers, then ask the API, the site and the probe while it still starts.
  while (!done && !duringStartup.api) {
    const api = await answer(`${base}/api/blade-auth/oauth/captcha`, {
      method: 'POST',
      headers: { 'accept-language': 'en' },
    });
    if (api && api.status === 503) {
      duringStartup.api = api;
      duringStartup.site =
        (await answer(`${base}/`, { headers: { 'accept-language': 'zh-CN' } })) ?? undefined;
      duringStartup.probe = (await answer(`${base}${READY_PATH}`)) ?? undefined;
    }
    if (!api) await new Promise((r) => setTimeout(r, 50));
  }
  cloud = await starting;
  readyProbeAfterStart = (await fetch(`${base}${READY_PATH}`)).status;
}, 180_000);

afterAll(async () => {
  await cloud?.stop();
  if (stateDir) rmSync(stateDir, { recursive: true, force: true });
});

describe('a cloud that is starting', () => {
  it('answers at once with 503, Retry-After and an envelope, and the probe says when it is ready', () => {
    expect(duringStartup.api, 'no request landed during start-up').toBeDefined();
    expect(duringStartup.api).toMatchObject({
      status: 503,
      retryAfter: '2',
      body: { code: 503, success: false, msg: 'Loopline is starting. Try again in a few seconds.' },
    });
    expect(duringStartup.api!.ms).toBeLessThan(1000);
    expect(duringStartup.site).toMatchObject({
      status: 503,
      body: { msg: 'Loopline 正在启动，请几秒后重试。' },
    });
    // The seed may have finished between the two calls; then the probe already says ready.
    expect([503, 200]).toContain(duringStartup.probe?.status);
    expect(readyProbeAfterStart).toBe(200);
  });
});

describe('LOOPLINE_CAPTCHA=off', () => {
  it('says so on the captcha route and signs in without a picture code', async () => {
    const captcha = await fetch(`${base}/api/blade-auth/oauth/captcha`, { method: 'POST' });
    expect(((await captcha.json()) as { data: unknown }).data).toEqual({
      enabled: false,
      key: '',
      image: '',
    });
  });

  it('hides the picture-code field on the sign-in page, and signing in works without it', async () => {
    let browser: Browser | undefined;
    try {
      mkdirSync(SHOTS, { recursive: true });
      browser = await launchChromium();
      for (const lang of ['zh', 'en'] as const) {
        const context = await browser.newContext({ viewport: { width: 1360, height: 900 } });
        await context.addInitScript((language) => {
          window.localStorage.setItem('loopline.language', language);
        }, lang);
        const page = await context.newPage();
        await dismissNoticePops(page);
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(`${base}/#/client_login`);
        await page.getByTestId('login-password-form').waitFor();
        // Shown until the captcha route answers "off", then gone for good.
        await expect.poll(() => page.getByTestId('login-captcha').count(), { timeout: 15_000 }).toBe(0);
        await page.waitForTimeout(500);
        expect(await page.getByTestId('login-captcha').count()).toBe(0);
        await shot(page, `startup-${lang}-01-sign-in-captcha-off`);
        await page.getByTestId('login-account').locator('input').fill('demo');
        await page.getByTestId('login-password').locator('input').fill(cloud!.credentials.demo.password);
        await page.getByTestId('login-submit').click();
        await page.getByTestId('top-navigation').waitFor();

        // The sign-up consent links the User Agreement and Privacy Policy, opening in a new tab.
        const signUp = await context.newPage();
        signUp.on('pageerror', (error) => errors.push(error.message));
        await signUp.goto(`${base}/#/client_login?text=register`);
        for (const [testId, doc] of [
          ['register-user-agreement', 'userAgreement'],
          ['register-privacy-policy', 'privacyClause'],
        ] as const) {
          const link = signUp.getByTestId(testId);
          expect(await link.getAttribute('target')).toBe('_blank');
          const [opened] = await Promise.all([context.waitForEvent('page'), link.click()]);
          await opened.getByTestId(`doc-${doc}-${lang}`).waitFor();
          await opened.close();
          // Following a link does not tick the consent box.
          expect(await signUp.getByTestId('register-agreement').locator('input').isChecked()).toBe(false);
        }
        await shot(signUp, `startup-${lang}-02-sign-up-consent-links`);
        expect(errors).toEqual([]);
        await context.close();
      }
    } finally {
      await browser?.close();
    }
  });
});
