import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/chromium.ts';
import { demoIds, type Finding, type Lang, signInAs, trackRequests, walk } from '../support/walk.ts';
import { platformRoutes, publicRoutes, userRoutes } from '../support/walkRoutes.ts';

/**
 * The route walk of walk.e2e.test.ts against a running `npm start`, with a screenshot of every page
 * in both languages, to look at:
 *
 *   LOOPLINE_ADMIN_PASSWORD=… LOOPLINE_DEMO_PASSWORD=… npx tsx test/e2e/walk-local.ts [baseUrl] [shotsDir]
 *
 * (the passwords `npm start` prints). WIDTH sets the window width (1360 by default). Prints every
 * finding, other-language text included, and exits 1 when there is any.
 */
const baseUrl = process.argv[2] ?? 'http://localhost:3000';
const shots = process.argv[3] ?? 'test/e2e/screenshots/walk';
const passwords = { admin: process.env.LOOPLINE_ADMIN_PASSWORD, demo: process.env.LOOPLINE_DEMO_PASSWORD };
if (!passwords.admin || !passwords.demo) {
  console.error('Set LOOPLINE_ADMIN_PASSWORD and LOOPLINE_DEMO_PASSWORD (npm start prints them).');
  process.exit(2);
}
const SEEDED = ['我的项目', 'Demo plant', 'Demo User', 'Demo Colleague', 'Platform Administrator', '中文'];
mkdirSync(shots, { recursive: true });

async function pageIn(browser: Browser, lang: Lang) {
  const context = await browser.newContext({
    viewport: { width: Number(process.env.WIDTH ?? 1360), height: 900 },
    locale: lang === 'zh' ? 'zh-CN' : 'en-US',
  });
  await context.addInitScript((language) => {
    window.localStorage.setItem('loopline.language', language);
  }, lang);
  const page = await context.newPage();
  trackRequests(page);
  return page;
}

async function walkIn(browser: Browser, lang: Lang): Promise<Finding[]> {
  const visitor = await pageIn(browser, lang);
  const found = await walk(visitor, baseUrl, lang, publicRoutes(lang), { userData: SEEDED, shots });
  const demo = await pageIn(browser, lang);
  await signInAs(demo, baseUrl, 'demo', passwords.demo!);
  const ids = await demoIds(demo, baseUrl, 'Demo plant');
  const userData = [...SEEDED, ...ids.files.map((f) => f.name)];
  found.push(...(await walk(demo, baseUrl, lang, userRoutes(ids), { userData, shots })));
  const admin = await pageIn(browser, lang);
  await signInAs(admin, baseUrl, 'admin', passwords.admin!);
  found.push(...(await walk(admin, baseUrl, lang, platformRoutes(), { userData: SEEDED, shots })));
  return found;
}

const started = Date.now();
const browser = await launchChromium();
const findings = (await Promise.all((['zh', 'en'] as const).map((lang) => walkIn(browser, lang)))).flat();
await browser.close();
for (const f of findings) console.log(`${f.lang} ${f.kind.padEnd(13)} ${f.path} :: ${f.detail}`);
console.log(
  `${findings.length} findings in ${Math.round((Date.now() - started) / 1000)} s; screenshots in ${shots}`,
);
process.exit(findings.length ? 1 : 0);
