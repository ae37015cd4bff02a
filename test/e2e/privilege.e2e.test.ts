import type { HelpExplain } from '@loopline/shared/contracts/content';
import type { Privilege } from '@loopline/shared/contracts/privilege';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { input, launch, PageSet, shot, signInPage, useLanguage } from '../support/browser.ts';
import { call, registerUser, signIn } from '../support/client.ts';

/**
 * The membership privilege pages in Chromium (issue 18): the administrator adds a privilege on
 * /platform/member-privilege, changes one tier's limit on /platform/privilege-contrast, writes the
 * privilege explanation and a fee rule; a user then reads all of it in the member centre, zh and en.
 */
const tag = `pv${Date.now().toString(36).slice(-5)}`;
const name = { zh: `${tag} 专属客服`, en: `${tag} Dedicated support` };

describe('membership privilege pages in the browser', () => {
  let browser: Browser;
  let admin: Page;
  let token: string;
  const pages = new PageSet();

  beforeAll(async () => {
    browser = await launch();
    admin = await pages.newPage(browser, 'zh');
    await signInPage(admin, 'admin', inject('adminPassword'));
    token = (await signIn('admin', inject('adminPassword'))).access_token;
  });

  afterAll(async () => {
    const privileges = await call<{ records: Privilege[] }>(
      `/api/cloudPrivilege/list?size=1000&name=${tag}`,
      {
        token,
      },
    );
    const ids = privileges.body.data.records.map((p) => p.id);
    if (ids.length) await call('/api/cloudPrivilege/remove', { token, body: { ids } });
    const explains = await call<{ records: HelpExplain[] }>(
      `/api/cloudExplain/explainManage/list?size=1000&question=${tag}`,
      { token },
    );
    const explainIds = explains.body.data.records.map((e) => e.id);
    if (explainIds.length)
      await call('/api/cloudExplain/explainManage/remove', { token, body: { ids: explainIds } });
    await pages.closeAll();
    await browser?.close();
  });

  it('adds a privilege, edits its limit in the comparison, and a user reads it in the member centre', async () => {
    const base = inject('baseUrl');
    await admin.goto(`${base}/#/platform/member-privilege`);
    await admin.getByTestId('privilege-table').waitFor();
    await admin.getByTestId('privilege-add').click();
    const form = admin.getByTestId('privilege-form');
    await admin.getByTestId('privilege-save').click();
    await form.getByText('请输入权益名称（中文').waitFor();
    // Natural numbers or -1: no dot, no e.
    await input(admin, 'privilege-limit-member').fill('');
    await input(admin, 'privilege-limit-member').pressSequentially('4e8.5');
    expect(await input(admin, 'privilege-limit-member').inputValue()).toBe('485');
    await shot(admin, 'zh-platform-privilege-form');
    await input(admin, 'privilege-name').fill(name.zh);
    await input(admin, 'privilege-nameEn').fill(name.en);
    await input(admin, 'privilege-unit').fill('小时');
    await input(admin, 'privilege-unitEn').fill('hours');
    await input(admin, 'privilege-limit-member').fill('48');
    await input(admin, 'privilege-limit-superMember').fill('24');
    await input(admin, 'privilege-limit-enterpriseMember').fill('-1');
    await admin.getByTestId('privilege-save').click();
    await admin.getByTestId('privilege-table').getByText(name.zh).waitFor();
    await shot(admin, 'zh-platform-member-privilege');

    await admin.goto(`${base}/#/platform/privilege-contrast`);
    const row = admin.getByTestId('contrast-table').getByRole('row').filter({ hasText: name.zh });
    await row.waitFor();
    await row
      .getByRole('button', { name: /修改限额/ })
      .nth(1)
      .click();
    await input(admin, 'contrast-limit-member').fill('12');
    await admin.keyboard.press('Enter');
    await row.getByText('12 小时').waitFor();
    await shot(admin, 'zh-platform-privilege-contrast');

    for (const [area, q, qEn, a, aEn] of [
      [
        'membership',
        `${tag} 特权何时生效？`,
        `${tag} When do privileges apply?`,
        '支付成功后立即生效。',
        'As soon as the payment succeeds.',
      ],
      [
        'fees',
        `${tag} 解析如何收费？`,
        `${tag} How are parses charged?`,
        '每次解析 1 元。',
        'Each parse costs 1 yuan.',
      ],
    ] as const) {
      const res = await call('/api/cloudExplain/explainManage/submit', {
        token,
        body: { area, question: q, questionEn: qEn, answer: a, answerEn: aEn, sort: 0, status: 1 },
      });
      expect(res.status).toBe(200);
    }
    await admin.goto(`${base}/#/platform/privilege-explanation`);
    await admin.getByTestId('explain-table').getByText(`${tag} 特权何时生效？`).waitFor();
    expect(await admin.getByTestId('explain-table').getByText(`${tag} 解析如何收费？`).count()).toBe(0);
    await shot(admin, 'zh-platform-privilege-explanation');
    await admin.goto(`${base}/#/platform/fee-rules`);
    await admin.getByTestId('explain-table').getByText(`${tag} 解析如何收费？`).waitFor();
    await shot(admin, 'zh-platform-fee-rules');

    await useLanguage(admin, 'en');
    for (const path of ['member-privilege', 'privilege-contrast', 'privilege-explanation', 'fee-rules']) {
      await admin.goto(`${base}/#/platform/${path}`);
      await admin.getByText(tag).first().waitFor();
      await shot(admin, `en-platform-${path}`);
    }

    const user = await registerUser();
    for (const lang of ['en', 'zh'] as const) {
      const page = await pages.newPage(browser, lang);
      await signInPage(page, user.account, user.password);
      await page.goto(`${base}/#/member-center`);
      const comparison = page.getByTestId('tier-comparison');
      const privilegeRow = comparison.getByRole('row').filter({ hasText: name[lang] });
      await privilegeRow.waitFor();
      expect(await privilegeRow.textContent()).toContain(lang === 'en' ? '12 hours' : '12 小时');
      expect(await privilegeRow.textContent()).toContain(lang === 'en' ? 'Unlimited' : '不限');
      await page
        .getByTestId('privilege-explanation')
        .getByText(lang === 'en' ? 'When do privileges apply?' : '特权何时生效？', { exact: false })
        .waitFor();
      await page
        .getByTestId('member-center-fee-rules')
        .getByText(lang === 'en' ? 'How are parses charged?' : '解析如何收费？', { exact: false })
        .waitFor();
      await page.getByTestId('privilege-explanation').scrollIntoViewIfNeeded();
      await shot(page, `${lang}-member-center-privileges`);
    }
    expect(pages.pageErrors).toEqual([]);
  });
});
