import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contextIn, launch } from '../support/browser.ts';
import { demoIds, type Finding, type Lang, signInAs, trackRequests, walk } from '../support/walk.ts';
import { platformRoutes, publicRoutes, userRoutes } from '../support/walkRoutes.ts';

/**
 * Every route of the SPA, in zh and en (ui-sweep): signed out, as the seeded demo user and as the
 * platform administrator. A page fails on console or uncaught errors, API calls that fail when the
 * page did not ask for the failure, raw i18n keys or {{placeholders}}, undefined/NaN/null text, a
 * render crash, a blank content area, a page still loading after 6 s or a page wider than the
 * window. Text in the other language fails the signed-out pages; behind sign-in it is only logged,
 * as the tables there hold what other tests typed in either language. Both languages walk at once,
 * each in its own context.
 */
const baseUrl = inject('baseUrl');
const LANGS: Lang[] = ['zh', 'en'];
/** Text the seed writes (names, the demo project, the language menu's own name), in either language. */
const SEEDED = ['我的项目', 'Demo plant', 'Demo User', 'Demo Colleague', 'Platform Administrator', '中文'];
const ASSERTED: Finding['kind'][] = [
  'console',
  'pageerror',
  'api',
  'rawKey',
  'badValue',
  'crash',
  'overflow',
  'empty',
  'loading',
];

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

async function pageIn(lang: Lang): Promise<Page> {
  const page = await (await contextIn(browser, lang)).newPage();
  trackRequests(page);
  return page;
}

function report(findings: Finding[]) {
  return findings.map((f) => `${f.lang} ${f.kind} ${f.path} :: ${f.detail}`);
}

function check(findings: Finding[], kinds: Finding['kind'][] = ASSERTED) {
  const logged = findings.filter((f) => !kinds.includes(f.kind));
  if (logged.length) console.info(`other-language text (not asserted):\n${report(logged).join('\n')}`);
  expect(report(findings.filter((f) => kinds.includes(f.kind)))).toEqual([]);
}

describe('the route walk', () => {
  it('opens every public page clean in zh and en', async () => {
    const findings = await Promise.all(
      LANGS.map(async (lang) => {
        const page = await pageIn(lang);
        const found = await walk(page, baseUrl, lang, publicRoutes(lang), { userData: SEEDED });
        await page.context().close();
        return found;
      }),
    );
    check(findings.flat(), [...ASSERTED, 'wrongLanguage']);
  }, 90_000);

  it('opens every page of the user client clean in zh and en, as the demo user', async () => {
    const findings = await Promise.all(
      LANGS.map(async (lang) => {
        const page = await pageIn(lang);
        await signInAs(page, baseUrl, 'demo', inject('demoPassword'));
        const ids = await demoIds(page, baseUrl, 'Demo plant');
        const userData = [...SEEDED, ...ids.files.map((f) => f.name)];
        const found = await walk(page, baseUrl, lang, userRoutes(ids), { userData });
        await page.context().close();
        return found;
      }),
    );
    check(findings.flat());
  }, 150_000);

  it('opens every back-office page clean in zh and en, as the platform administrator', async () => {
    const findings = await Promise.all(
      LANGS.map(async (lang) => {
        const page = await pageIn(lang);
        await signInAs(page, baseUrl, 'admin', inject('adminPassword'));
        const found = await walk(page, baseUrl, lang, platformRoutes(), { userData: SEEDED });
        await page.context().close();
        return found;
      }),
    );
    check(findings.flat());
  }, 150_000);
});
