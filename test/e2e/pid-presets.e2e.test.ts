import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, PageSet, shot, signInPage } from '../support/browser.ts';
import { type SignedUpPerson, signedUpPerson } from '../support/pidProject.ts';
import { createProject } from '../support/projects.ts';

/** Issue 16: the building code (jz) preset offered by the fixed-field editor of the rule settings dialog. */

const baseUrl = inject('baseUrl');
let browser: Browser;
const pages = new PageSet();
let owner: SignedUpPerson;
let projectId: string;

beforeAll(async () => {
  browser = await launch();
  owner = await signedUpPerson();
  projectId = (await createProject(owner)).projectId;
});

afterAll(async () => {
  await pages.closeAll();
  await browser?.close();
});

async function buildingPreset(page: Page, building: string, presetButton: string) {
  await page.goto(`${baseUrl}/#/project-setting/member?projectId=${projectId}`);
  await page.getByTestId('open-pid-rules').click();
  await page.getByTestId('pid-rules-level').waitFor();
  await page.getByTestId('pid-tab-device').click();
  // The first row of the first equipment rule fills the building attribute instead of the class code.
  await page.getByTestId('pid-rows-device-0-attribute-0').click();
  await page.getByRole('option', { name: building, exact: true }).click();
  await page.getByTestId('pid-rows-device-0-fixed-0').click();
  const text = page.getByTestId('pid-fixed-text').locator('textarea');
  await text.fill('');
  await expect.poll(() => page.getByTestId('pid-fixed-preset').textContent()).toBe(presetButton);
  await page.getByTestId('pid-fixed-preset').click();
  await expect
    .poll(async () => (await text.inputValue()).split('\n'))
    .toEqual(expect.arrayContaining(['MB', 'CCR', 'FAR', 'SS', 'PH', 'TF']));
}

describe('the building code preset in the fixed-field editor', () => {
  it('adds the jz list to a fixed row of the building attribute (en and zh)', async () => {
    const en = await pages.newPage(browser, 'en');
    await signInPage(en, owner.account, owner.password);
    await buildingPreset(en, 'Building', 'Add the building preset');
    await shot(en, 'pid-preset-building-en');
    const zh = await pages.newPage(browser, 'zh');
    await signInPage(zh, owner.account, owner.password);
    await buildingPreset(zh, '建筑物', '添加建筑物预置列表');
    await shot(zh, 'pid-preset-building-zh');
    expect(pages.pageErrors).toEqual([]);
  });
});
