import type { RuleSettingAnswer } from '@loopline/shared/contracts/pidRules';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, PageSet, shot, signInPage } from '../support/browser.ts';
import { call } from '../support/client.ts';
import { projectWithReader, type SignedUpPerson } from '../support/pidProject.ts';

/** Issue 17 item 7: the recognition-rule settings dialog, its live preview, saving, and a read-only member. */

const baseUrl = inject('baseUrl');
let browser: Browser;
const pages = new PageSet();
let owner: SignedUpPerson;
let reader: SignedUpPerson;
let projectId: string;

async function openRules(page: Page) {
  await page.goto(`${baseUrl}/#/project-setting/member?projectId=${projectId}`);
  await page.getByTestId('open-pid-rules').click();
  await page.getByTestId('pid-rules-level').waitFor();
}

/** The preview's tag cells, in sample order. */
const previewTags = (page: Page) =>
  page.getByTestId('pid-preview-table').getByTestId('pid-preview-tag').allTextContents();

async function choose(page: Page, trigger: string, option: string) {
  await page.getByTestId(trigger).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

beforeAll(async () => {
  browser = await launch();
  ({ owner, reader, projectId } = await projectWithReader());
});

afterAll(async () => {
  await pages.closeAll();
  await browser?.close();
});

describe('recognition rule settings', () => {
  it('edits a rule with a live preview, shows a bad row, saves through the confirm and keeps it', async () => {
    const page = await pages.newPage(browser, 'en');
    await signInPage(page, owner.account, owner.password);
    await openRules(page);
    await expect.poll(() => page.getByTestId('pid-rules-level').textContent()).toContain('platform default');
    // Two samples: a hyphen-written instrument tag and the same tag written with a slash.
    await page.getByTestId('pid-preview-samples').locator('textarea').fill('FIC-101\nFIC/101');
    await expect.poll(() => previewTags(page)).toEqual(['FIC-101', '']);
    await shot(page, 'pid-rules-dialog-en');

    await page.getByTestId('pid-tab-instrument').click();
    // The last row's delimiter is a space and fixed; an attribute used in one row is disabled in the others.
    const rows = 'pid-rows-instrument-0';
    await expect(
      page.getByTestId(`${rows}-delimiter-2`).locator('button').first().isDisabled(),
    ).resolves.toBe(true);
    await page.getByTestId(`${rows}-attribute-1`).click();
    await expect(
      page.getByRole('option', { name: 'Function letters' }).getAttribute('aria-disabled'),
    ).resolves.toBe('true');
    await page.keyboard.press('Escape');

    await choose(page, `${rows}-delimiter-0`, 'Slash /');
    // The slash-written tag now reads through this style; the hyphen-written one still reads through
    // the default set's other instrument style (ISA letters with a named loop, `PT-MO1`).
    await expect.poll(() => previewTags(page)).toEqual(['FIC-101', 'FIC/101']);

    // A new row without attribute and feature: the spec's message, and submit refuses.
    await page.getByTestId('pid-add-row-instrument-0').click();
    await expect
      .poll(() => page.getByTestId('pid-rule-errors').textContent())
      .toContain('please select an attribute field');
    await shot(page, 'pid-rules-errors-en');
    await page.getByTestId('pid-rules-submit').click();
    await page.getByTestId('pid-rules-submit-errors').waitFor();
    // Only the last row may be empty: the suffix lost its "may be empty" when it stopped being last.
    await expect(page.getByTestId(`${rows}-empty-2`).locator('input').isDisabled()).resolves.toBe(true);
    await page.getByTestId(`${rows}-remove-3`).click();
    await expect(page.getByTestId('pid-rule-errors').count()).resolves.toBe(0);
    await expect.poll(() => previewTags(page)).toEqual(['FIC-101', '']);
    await page.getByTestId(`${rows}-empty-2`).locator('input').check();
    await expect.poll(() => previewTags(page)).toEqual(['FIC-101', 'FIC/101']);

    // No circuit row handled "all": the server asks to confirm (code 5000), then saves with confirmed.
    await page.getByTestId('pid-tab-circuit').click();
    await page.getByTestId('pid-circuit-table').getByRole('button', { name: 'Remove row' }).first().click();
    await page.getByTestId('pid-circuit-table').getByRole('button', { name: 'Remove row' }).first().click();
    await page.getByTestId('pid-rule-warnings').waitFor();
    await page.getByTestId('pid-rules-submit').click();
    await expect.poll(() => page.getByTestId('pid-rules-confirm').textContent()).toContain('circuit');
    await shot(page, 'pid-rules-confirm-en');
    await page.getByTestId('pid-rules-confirm-confirm').click();
    await page.getByTestId('pid-rules-dialog').waitFor({ state: 'detached' });

    const stored = await call<RuleSettingAnswer>('/api/cloud/dm2d/rule/setting/query', {
      token: owner.tokens.access_token,
      body: { projectId },
    });
    const instrument = stored.body.data.types.find((set) => set.type === 'instrument');
    expect(instrument?.ruleSettings[0].rows.map((row) => row.delimiter)).toEqual(['slash', 'space', 'space']);
    expect(stored.body.data.meterRuleSettings).toEqual([]);

    await page.reload();
    await page.getByTestId('top-navigation').waitFor();
    await openRules(page);
    await expect.poll(() => page.getByTestId('pid-rules-level').textContent()).toContain('own rules');
    await page.getByTestId('pid-preview-samples').locator('textarea').fill('FIC-101\nFIC/101');
    await shot(page, 'pid-rules-reloaded-en');
    await expect.poll(() => previewTags(page)).toEqual(['FIC-101', 'FIC/101']);
    await page.getByTestId('pid-tab-circuit').click();
    await expect(
      page.getByTestId('pid-circuit-table').getByRole('button', { name: 'Remove row' }).count(),
    ).resolves.toBe(0);

    // The fixed-field editor: repeats are refused; the preset equipment class codes come from dic.
    await page.getByTestId('pid-tab-device').click();
    await page.getByTestId('pid-rows-device-0-fixed-0').click();
    const text = page.getByTestId('pid-fixed-text').locator('textarea');
    await text.fill('P\nP');
    await page.getByTestId('pid-fixed-ok').click();
    await expect.poll(() => page.getByTestId('pid-fixed-modal').textContent()).toContain('repeats line 1');
    await text.fill('P');
    await page.getByTestId('pid-fixed-preset').click();
    await expect.poll(async () => (await text.inputValue()).split('\n').length).toBeGreaterThan(10);
    await shot(page, 'pid-rules-fixed-en');
    await page.getByTestId('pid-fixed-modal').getByRole('button', { name: 'Cancel' }).click();

    // A project attribute field (pidAttr) becomes a choice of that type's rows.
    await page.getByTestId('pid-new-attribute-device').locator('input').fill('Plant unit');
    await page.getByTestId('pid-add-attribute-device').click();
    await page.getByTestId('pid-rows-device-0-attribute-0').click();
    await page.getByRole('option', { name: 'Plant unit' }).waitFor();
    await page.keyboard.press('Escape');

    // Reset to defaults: the project forgets its own rules and the platform default applies again.
    await page.getByTestId('pid-rules-reset').click();
    await page.getByTestId('pid-rules-reset-confirm-confirm').click();
    await page.getByTestId('pid-rules-dialog').waitFor({ state: 'detached' });
    await openRules(page);
    await expect.poll(() => page.getByTestId('pid-rules-level').textContent()).toContain('platform default');
    expect(pages.pageErrors).toEqual([]);
  });

  it('shows a read-only member the rules without saving, and the server refuses their save', async () => {
    const page = await pages.newPage(browser, 'zh');
    await signInPage(page, reader.account, reader.password);
    await openRules(page);
    await page.getByTestId('pid-rules-readonly').waitFor();
    await expect(page.getByTestId('pid-rules-submit').count()).resolves.toBe(0);
    await expect(page.getByTestId('pid-rules-reset').count()).resolves.toBe(0);
    // The project's saved rules write instruments with a slash (the first test's edit).
    await expect.poll(() => previewTags(page)).toContain('P-906A/B');
    await shot(page, 'pid-rules-readonly-zh');

    const current = await call<RuleSettingAnswer>('/api/cloud/dm2d/rule/setting/query', {
      token: reader.tokens.access_token,
      body: { projectId },
    });
    const refused = await call('/api/cloud/dm2d/rule/setting/saveRule', {
      token: reader.tokens.access_token,
      body: { projectId, ruleSets: current.body.data.types, confirmed: true },
    });
    expect(refused.status).toBe(403);
    expect(pages.pageErrors).toEqual([]);
  });

  it('edits the default rules from the back office', async () => {
    const page = await pages.newPage(browser, 'zh');
    await signInPage(page, 'admin', inject('adminPassword'));
    await page.goto(`${baseUrl}/#/platform/pid/rules`);
    await page.getByTestId('open-default-pid-rules').click();
    await page.getByTestId('pid-rules-submit').waitFor();
    await page.getByTestId('pid-tab-pipeline').click();
    await shot(page, 'pid-rules-admin-zh');
    await page.getByTestId('pid-rules-cancel').click();
    await page.getByTestId('pid-rules-dialog').waitFor({ state: 'detached' });
    expect(pages.pageErrors).toEqual([]);
  });
});
