import { builtInClientSecret, DEFAULT_CLIENT_ID } from '@loopline/shared';
import { PARAM_KEYS } from '@loopline/shared/contracts/settings';
import type { Page, Response } from 'playwright-core';

/**
 * The route walk (ui-sweep): every SPA route opened in a language, each page read for what a user
 * should never see. No vitest here, so a script can walk a running `npm start` too.
 */
export type Lang = 'zh' | 'en';

/** One route to open: its hash path, and the API failures the page asks for and handles itself. */
export interface WalkRoute {
  path: string;
  /** `METHOD path-prefix status` of calls the page expects to fail and shows in its own words. */
  expectedFailures?: string[];
}

export interface Finding {
  path: string;
  lang: Lang;
  kind:
    | 'console'
    | 'pageerror'
    | 'api'
    | 'rawKey'
    | 'badValue'
    | 'wrongLanguage'
    | 'overflow'
    | 'empty'
    | 'crash'
    | 'loading';
  detail: string;
}

/** Ids of the seeded data the detail routes need, read through the API as the signed-in user. */
export interface DemoIds {
  projectId: string;
  defaultProjectId: string;
  folderId: string;
  files: { id: string; name: string; suffix: string }[];
}

const pending = new WeakMap<Page, Set<string>>();

/** Counts the page's API calls in flight, so a page is read only once its data has come. */
export function trackRequests(page: Page) {
  const inFlight = new Set<string>();
  pending.set(page, inFlight);
  const key = (r: { url(): string; method(): string }) => `${r.method()} ${r.url()}`;
  page.on('request', (r) => {
    if (r.url().includes('/api/')) inFlight.add(key(r));
  });
  page.on('requestfinished', (r) => inFlight.delete(key(r)));
  page.on('requestfailed', (r) => inFlight.delete(key(r)));
}

/** Waits until no API call has been in flight and no spinner has shown for a moment (at most `limit` ms). */
export async function settle(page: Page, limit = 6_000): Promise<boolean> {
  const inFlight = pending.get(page);
  const started = Date.now();
  let quietSince = Date.now();
  while (Date.now() - started < limit) {
    await page.waitForTimeout(80);
    // Nothing rendered yet, the page loader of a lazy page, any spinner (tables, viewers, buttons) or a busy region.
    const spinning = await page.evaluate(
      () =>
        !document.getElementById('root')?.childElementCount ||
        !!document.querySelector(
          '[data-testid="page-loader"], [class*="awsui_spinner-rotator"], [class*="awsui_loading"]:not([hidden]), [aria-busy="true"]',
        ),
    );
    if ((inFlight && inFlight.size > 0) || spinning) quietSince = Date.now();
    if (Date.now() - quietSince >= 250) return true;
  }
  return false;
}

/** What the page shows: its visible text nodes, the visible placeholders and labels, its widths. */
interface PageReading {
  texts: string[];
  attributes: string[];
  scrollWidth: number;
  clientWidth: number;
  mainText: string;
  hasEmptyState: boolean;
  crashed: boolean;
}

function readPage(): PageReading {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    const text = node.nodeValue?.trim();
    const el = node.parentElement;
    if (!text || !el || el.closest('script, style, noscript, textarea, [contenteditable="true"]')) continue;
    if (!el.checkVisibility({ visibilityProperty: true })) continue;
    texts.push(text);
  }
  const attributes: string[] = [];
  for (const el of document.querySelectorAll<HTMLElement>('[placeholder], [aria-label], [title]')) {
    if (!el.checkVisibility({ visibilityProperty: true })) continue;
    for (const name of ['placeholder', 'aria-label', 'title']) {
      const value = el.getAttribute(name)?.trim();
      if (value) attributes.push(value);
    }
  }
  const main = document.querySelector<HTMLElement>('[class*="awsui_content-wrapper"], main') ?? document.body;
  return {
    texts,
    attributes,
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
    // biome-ignore lint/performance/useDomNodeTextContent: only the text as shown tells a blank page.
    mainText: main.innerText.trim(),
    hasEmptyState: !!document.querySelector('[class*="awsui_empty"], [data-testid$="empty"]'),
    crashed: !!document.querySelector('[data-testid="route-error-page"]'),
  };
}

const CJK = /[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]/;
/** A whole dotted i18n key: two or more lower-camel segments (file names and hosts excluded below). */
const RAW_KEY = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z][a-zA-Z0-9_]*)+$/;
/** File names (of the kinds the product stores and the tests upload) and host names. */
const NOT_A_KEY =
  /\.(svg|txt|csv|pdf|dwg|dxf|ifc|rvt|rvm|rfa|nwd|dgn|skp|stp|step|igs|iges|stl|obj|ply|fbx|glb|gltf|3ds|png|jpe?g|gif|tiff?|bmp|webp|mp4|avi|mov|mkv|bin|dat|json|xml|log|md|zip|xlsx?|docx?|pptx?|com|cn|example|local)$/i;
/** Dotted names the product shows as data: the system parameters' keys (a parameter table lists them). */
const DATA_KEYS = new Set<string>(Object.values(PARAM_KEYS));
const PLACEHOLDER = /\{\{\s*\w+\s*\}\}/;
const BAD_VALUE = /\b(undefined|NaN|null)\b|\[object Object\]|Invalid Date/;
/** An English phrase: three words of letters in a row (product names and codes are shorter). */
const ENGLISH_PHRASE = /\b[A-Za-z]{2,}\s+[a-z]{2,}\s+[a-z]{2,}\b/;

/**
 * Reads a page for the defects of the brief. `userData`: names and text that people typed (or the
 * seed wrote), which may be in either language and are not the interface's.
 */
export async function inspect(page: Page, path: string, lang: Lang, userData: string[]): Promise<Finding[]> {
  const reading = await page.evaluate(readPage);
  const findings: Finding[] = [];
  const add = (kind: Finding['kind'], detail: string) => findings.push({ path, lang, kind, detail });
  // Either way round: a cell holds a name, or an avatar holds a name's first letter.
  const isUserData = (text: string) => userData.some((data) => text.includes(data) || data.includes(text));
  for (const text of new Set([...reading.texts, ...reading.attributes])) {
    if ((RAW_KEY.test(text) && !NOT_A_KEY.test(text) && !DATA_KEYS.has(text)) || PLACEHOLDER.test(text))
      add('rawKey', text);
    if (BAD_VALUE.test(text) && !isUserData(text)) add('badValue', text);
    if (isUserData(text)) continue;
    if (lang === 'en' && CJK.test(text)) add('wrongLanguage', text);
    if (lang === 'zh' && !CJK.test(text) && ENGLISH_PHRASE.test(text)) add('wrongLanguage', text);
  }
  if (reading.scrollWidth > reading.clientWidth + 1)
    add('overflow', `page is ${reading.scrollWidth}px wide in a ${reading.clientWidth}px window`);
  if (reading.crashed) add('crash', reading.mainText.slice(0, 200));
  if (reading.mainText.length < 3 && !reading.hasEmptyState) add('empty', 'no text in the content area');
  return findings;
}

/** Listens for console errors, uncaught errors and failed API calls while a route is open. */
function watch(page: Page, current: () => { path: string; lang: Lang; route?: WalkRoute }) {
  const findings: Finding[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A failed call logs "Failed to load resource"; the response listener judges those.
    if (message.text().startsWith('Failed to load resource')) return;
    const { path, lang } = current();
    findings.push({ path, lang, kind: 'console', detail: message.text().slice(0, 300) });
  });
  page.on('pageerror', (error) => {
    const { path, lang } = current();
    findings.push({ path, lang, kind: 'pageerror', detail: error.message.slice(0, 300) });
  });
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/') || response.status() < 400) return;
    const { path, lang, route } = current();
    const call = `${response.request().method()} ${url.pathname} ${response.status()}`;
    if (route?.expectedFailures?.some((expected) => matchesFailure(call, expected))) return;
    findings.push({ path, lang, kind: 'api', detail: call });
  });
  return findings;
}

function matchesFailure(call: string, expected: string): boolean {
  const [method, prefix, status] = expected.split(' ');
  const [callMethod, callPath, callStatus] = call.split(' ');
  return method === callMethod && !!callPath?.startsWith(prefix ?? '') && status === callStatus;
}

/** Closes the platform notice dialog if one is open (notices other tests publish pop up on any page). */
async function closeNoticePop(page: Page) {
  const close = page.getByTestId('notice-pop-close');
  if (await close.isVisible()) await close.click({ timeout: 2_000 }).catch(() => {});
}

/**
 * Opens each route in turn in the page (already signed in, or not, as the routes need) and reads it.
 * `shots`: a folder for a screenshot of each page, named after the route and the language.
 */
export async function walk(
  page: Page,
  baseUrl: string,
  lang: Lang,
  routes: WalkRoute[],
  options: { userData: string[]; shots?: string },
): Promise<Finding[]> {
  let current: { path: string; lang: Lang; route?: WalkRoute } = { path: '(start)', lang };
  const heard = watch(page, () => current);
  const findings: Finding[] = [];
  for (const route of routes) {
    current = { path: route.path, lang, route };
    await page.goto(`${baseUrl}/#${route.path}`);
    if (!(await settle(page)))
      findings.push({ path: route.path, lang, kind: 'loading', detail: 'still loading after 6 s' });
    await closeNoticePop(page);
    findings.push(...(await inspect(page, route.path, lang, options.userData)));
    if (options.shots) {
      const name = `${lang}${route.path.replace(/[^a-zA-Z0-9]+/g, '-')}`.slice(0, 90);
      await page.screenshot({ path: `${options.shots}/${name}.png` });
    }
  }
  // A late error of the last page is still its own.
  await page.waitForTimeout(300);
  return [...findings, ...heard];
}

/** Signs in through the sign-in page; the captcha's answer comes from the local cloud's helper. */
export async function signInAs(page: Page, baseUrl: string, account: string, password: string) {
  await page.goto(`${baseUrl}/#/client_login`);
  const image = page.getByTestId('captcha-image');
  await image.waitFor();
  const key = await image.getAttribute('data-captcha-key');
  const captcha = (await (await fetch(`${baseUrl}/_local/captcha/${key}`)).json()) as {
    data: { answer: string };
  };
  await page.getByTestId('login-account').locator('input').fill(account);
  await page.getByTestId('login-password').locator('input').fill(password);
  await page.getByTestId('login-captcha').locator('input').fill(captcha.data.answer);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('top-navigation').waitFor();
}

/** Calls the API as the page's signed-in user (the access token is in its cookie). */
async function apiAs<T>(page: Page, baseUrl: string, path: string, body?: unknown): Promise<T> {
  const cookies = await page.context().cookies(baseUrl);
  const token = cookies.find((c) => c.name === 'loopline-access-token')?.value ?? '';
  const client = Buffer.from(`${DEFAULT_CLIENT_ID}:${builtInClientSecret(DEFAULT_CLIENT_ID)}`);
  const res = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Basic ${client.toString('base64')}`,
      'blade-auth': `bearer ${decodeURIComponent(token)}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as { data: T; msg: string };
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${envelope.msg}`);
  return envelope.data;
}

interface Row {
  id: string;
  projectName?: string;
  fileName?: string;
  isFile?: number;
  fileSuffix?: string;
  isDefault?: number;
}

/** The demo user's two seeded projects, a folder of the demo plant and the files in its folders. */
export async function demoIds(page: Page, baseUrl: string, demoProject: string): Promise<DemoIds> {
  const projects = await apiAs<{ records: Row[] }>(
    page,
    baseUrl,
    '/api/cloud/project/myproject/query?type=all&current=1&size=100',
  );
  const plant = projects.records.find((p) => p.projectName === demoProject);
  const own = projects.records.find((p) => p.isDefault === 1);
  if (!plant || !own) throw new Error(`the seeded projects are missing: ${JSON.stringify(projects.records)}`);
  const list = (dirId?: string) =>
    apiAs<{ records: Row[] }>(page, baseUrl, '/api/cloud/file/info/query', {
      projectId: plant.id,
      dirId,
      size: 50,
    });
  const folders = (await list()).records.filter((r) => !r.isFile);
  const files: DemoIds['files'] = [];
  for (const folder of folders)
    for (const row of (await list(folder.id)).records)
      if (row.isFile) files.push({ id: row.id, name: row.fileName ?? '', suffix: row.fileSuffix ?? '' });
  return { projectId: plant.id, defaultProjectId: own.id, folderId: folders[0]?.id ?? plant.id, files };
}
