import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dismissNoticePops } from '../support/browser.ts';
import { call } from '../support/client.ts';
import { grantMembership, joinTeam, type Person, person } from '../support/projects.ts';

/**
 * Projects in Chromium against the local cloud: the creator creates a project with a cropped cover,
 * gives it a member admin, works with groups (custom group, group invitation, delete with
 * confirmation); the member sees it under "joined" and opens its settings; an outsider opening the
 * settings by URL is told the project does not exist; the creator removes the member, whose open
 * page receives QUIT and goes back to /myproject. Creator in Chinese, member in English;
 * screenshots go to test/e2e/screenshots/.
 *
 * The member and a helper join the creator's team first (invitation and acceptance through the
 * team API); the creator then adds them to the project from the add-member dialog.
 */
const baseUrl = inject('baseUrl');
const SHOTS = join(import.meta.dirname, 'screenshots');
const suffix = Date.now().toString(36).slice(-5);
const PROJECT = `跨江大桥改造 ${suffix}`;
const MEMO = '一期：桥墩加固\n二期：  桥面更换';
const GROUP = `测量组 ${suffix}`;

interface LocalEnvelope<T> {
  code: number;
  data: T;
}

async function captchaAnswer(page: Page): Promise<string> {
  const image = page.getByTestId('captcha-image');
  await image.waitFor();
  const key = await image.getAttribute('data-captcha-key');
  const res = await fetch(`${baseUrl}/_local/captcha/${key}`);
  return ((await res.json()) as LocalEnvelope<{ answer: string }>).data.answer;
}

const input = (page: Page, testId: string) => page.getByTestId(testId).locator('input');

async function signIn(page: Page, who: Person & { password: string }) {
  await page.goto(`${baseUrl}/#/client_login`);
  await input(page, 'login-account').fill(who.account);
  await input(page, 'login-password').fill(who.password);
  await input(page, 'login-captcha').fill(await captchaAnswer(page));
  await page.getByTestId('login-submit').click();
  await page.getByTestId('welcome-title').waitFor();
}

async function shot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** A 1200×900 "drawing" made by the browser itself, as PNG bytes for the file input. */
async function drawingPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 900;
    const ctx = canvas.getContext('2d')!;
    const sky = ctx.createLinearGradient(0, 0, 1200, 900);
    sky.addColorStop(0, '#0b3d91');
    sky.addColorStop(1, '#2a9df4');
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, 1200, 900);
    ctx.strokeStyle = 'rgba(255,255,255,0.18)';
    for (let x = 0; x <= 1200; x += 40) ctx.strokeRect(x, 0, 0.5, 900);
    for (let y = 0; y <= 900; y += 40) ctx.strokeRect(0, y, 1200, 0.5);
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = 8;
    ctx.beginPath();
    ctx.moveTo(80, 560);
    ctx.quadraticCurveTo(600, 220, 1120, 560);
    ctx.stroke();
    ctx.fillStyle = '#ffffff';
    for (const x of [240, 600, 960]) ctx.fillRect(x - 14, 400, 28, 300);
    ctx.fillRect(60, 560, 1080, 18);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const toastText = (page: Page, text: string) => page.getByTestId('toasts').getByText(text, { exact: false });

describe('projects in the browser', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];
  let owner: Person & { password: string };
  let member: Person & { password: string };
  let outsider: Person & { password: string };
  let helper: Person;
  let ownerPage: Page;
  let memberPage: Page;
  let projectId = '';

  async function open(language: 'zh' | 'en'): Promise<Page> {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 860 },
      locale: language === 'zh' ? 'zh-CN' : 'en-US',
    });
    await context.addInitScript((lang) => window.localStorage.setItem('loopline.language', lang), language);
    contexts.push(context);
    const page = await context.newPage();
    await dismissNoticePops(page);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    return page;
  }

  beforeAll(async () => {
    const site = await fetch(`${baseUrl}/`);
    expect(site.status, 'the SPA is served from frontend/dist: run `npm run build:web` first').toBe(200);
    mkdirSync(SHOTS, { recursive: true });
    const password = 'Pass1234!';
    [owner, member, outsider] = await Promise.all(
      [0, 1, 2].map(async () => ({ ...(await person()), password })),
    );
    helper = await person();
    await grantMembership(owner.userId);
    await joinTeam(owner, [member, helper]);
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
    });
    ownerPage = await open('zh');
    memberPage = await open('en');
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('lists the creator’s projects from the welcome page', async () => {
    await signIn(ownerPage, owner);
    await ownerPage.getByTestId('welcome-projects').click();
    await ownerPage.getByTestId('projects-page').waitFor();
    expect(ownerPage.url()).toContain('#/myproject/all');
    // Every new user has a default project: it cannot be deleted.
    await ownerPage.getByText('默认项目').first().waitFor();
    await ownerPage
      .getByRole('button', { name: /的操作$/ })
      .first()
      .click();
    const remove = ownerPage.getByRole('menuitem', { name: '删除' });
    await expect.poll(() => remove.getAttribute('aria-disabled')).toBe('true');
    await ownerPage.keyboard.press('Escape');
    await shot(ownerPage, 'zh-10-projects');
  });

  it('creates a project with a cover cropped to 640×360', async () => {
    await ownerPage.getByTestId('project-create').click();
    const dialog = ownerPage.getByTestId('project-form');
    await dialog.getByTestId('project-form-submit').click();
    await dialog.getByText('请输入项目名称。').waitFor();
    await input(ownerPage, 'project-name').fill(`  ${PROJECT}  `);
    await ownerPage.getByTestId('project-memo').locator('textarea').fill(MEMO);
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'bridge.png',
      mimeType: 'image/png',
      buffer: await drawingPng(ownerPage),
    });
    await ownerPage.getByTestId('cover-cropper').waitFor();
    await shot(ownerPage, 'zh-11-cover-crop');
    await ownerPage.getByTestId('cover-crop-apply').click();
    await expect.poll(() => ownerPage.getByTestId('cover-preview').getAttribute('data-loaded')).toBe('true');
    const preview = await ownerPage.getByTestId('cover-preview').locator('img').getAttribute('src');
    expect(preview).toMatch(/^data:image\/png;base64,/);
    await shot(ownerPage, 'zh-12-project-form');
    await dialog.getByTestId('project-form-submit').click();
    await toastText(ownerPage, '项目已保存').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const card = ownerPage.getByTestId('project-card').filter({ hasText: PROJECT });
    await card.waitFor();
    projectId = (await card.getAttribute('data-project-id')) ?? '';
    expect(projectId).not.toBe('');

    // The name was trimmed, the description keeps its line breaks (as text), the cover is 640×360.
    const list = (
      await call<{ records: { id: string; projectName: string; memo: string; avatar: string }[] }>(
        '/api/cloud/project/myproject/query?type=index',
        { token: owner.tokens.access_token },
      )
    ).body.data.records;
    const saved = list.find((p) => p.id === projectId)!;
    expect(saved.projectName).toBe(PROJECT);
    expect(saved.memo).toBe(MEMO);
    const cover = await fetch(`${baseUrl}${saved.avatar}`, {
      headers: { 'blade-auth': `bearer ${owner.tokens.access_token}` },
    });
    expect(pngSize(Buffer.from(await cover.arrayBuffer()))).toEqual({ width: 640, height: 360 });
    // The rendered text (innerText), so the line break and the spaces must survive the CSS too.
    // biome-ignore lint/performance/useDomNodeTextContent: the rendering is what is checked.
    const cardText = await ownerPage.locator('.ll-project-card__memo', { hasText: '一期' }).innerText();
    expect(cardText).toBe(MEMO);
    await expect
      .poll(() =>
        ownerPage
          .locator('.ll-cover[data-loaded="true"]')
          .count()
          .then((n) => n > 0),
      )
      .toBe(true);
    await shot(ownerPage, 'zh-13-project-created');
  });

  it('opens the settings with the creator as the only member, and adds a member admin', async () => {
    // Opening a project goes to its files; its settings are one step further.
    await ownerPage.locator(`[data-project-id="${projectId}"]`).getByTestId('project-card-name').click();
    await ownerPage.getByTestId('file-manager').waitFor();
    expect(ownerPage.url()).toContain(`#/file/index?projectId=${projectId}`);
    await ownerPage.goto(`${baseUrl}/#/project-setting/member?projectId=${projectId}`);
    await ownerPage.getByTestId('project-setting-page').waitFor();
    expect(ownerPage.url()).toContain(`#/project-setting/member?projectId=${projectId}`);
    await expect.poll(() => ownerPage.getByTestId('project-setting-title').textContent()).toBe(PROJECT);
    const table = ownerPage.getByTestId('project-members');
    await table.getByText(owner.account).first().waitFor();
    await table.getByText('创建者').first().waitFor();

    // Add members: pick two people of the team, make one a member admin.
    await ownerPage.getByTestId('members-add').click();
    const picker = ownerPage.getByTestId('add-members');
    const team = picker.getByTestId('add-members-team');
    await team.getByText(member.account).first().waitFor();
    await team.getByText(member.account).first().click();
    await team.getByText(helper.account).first().click();
    await picker.getByTestId('add-members-selected').getByText(helper.account).waitFor();
    await shot(ownerPage, 'zh-14-add-members');
    await picker.getByTestId('add-members-next').click();
    const roles = ownerPage.getByTestId('set-role');
    await roles.getByTestId(`role-${member.account}`).click();
    await ownerPage.getByRole('option', { name: '成员管理员' }).click();
    // A member admin is pinned to the read-write group; the helper starts in read.
    await expect.poll(() => roles.getByTestId(`group-${member.account}`).textContent()).toContain('读写');
    await expect.poll(() => roles.getByTestId(`group-${helper.account}`).textContent()).toContain('只读');
    await shot(ownerPage, 'zh-15-set-role');
    await roles.getByTestId('set-role-submit').click();
    await toastText(ownerPage, '成员已添加').waitFor();
    await roles.waitFor({ state: 'detached' });
    await table.getByText(member.account).first().waitFor();
    await table.getByText(helper.account).first().waitFor();
    await table.getByText('成员管理员').waitFor();

    // Search is case-insensitive on account or name.
    await input(ownerPage, 'project-members-search').fill(member.account.toUpperCase());
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    await input(ownerPage, 'project-members-search').fill('');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(3);
    await shot(ownerPage, 'zh-16-project-members');

    // The invite list names who was added, and by whom.
    await ownerPage.getByTestId('setting-tab-invite-list').click();
    const invites = ownerPage.getByTestId('project-invite-list');
    await invites.getByText(helper.account).first().waitFor();
    await invites.getByText(member.account).first().waitFor();
    expect(ownerPage.url()).toContain(`#/project-setting/invite-list?projectId=${projectId}`);
    await shot(ownerPage, 'zh-16b-invite-list');
    await ownerPage.getByTestId('setting-tab-member').click();
    await table.getByText(helper.account).first().waitFor();
  });

  it('manages groups: built-in groups fixed, a custom group, invitation and deleting with confirmation', async () => {
    await ownerPage.getByTestId('open-groups').click();
    await ownerPage.getByTestId('project-group-page').waitFor();
    const groupList = ownerPage.getByTestId('group-list');
    await groupList.getByText('读写').first().waitFor();
    // The creator's group: nothing to select or add.
    await ownerPage.getByTestId('group-members').getByText(owner.account).first().waitFor();
    expect(await ownerPage.getByTestId('group-members-add').count()).toBe(0);

    await ownerPage.getByTestId('group-add').click();
    await input(ownerPage, 'group-name').fill(`  ${GROUP}  `);
    await ownerPage.getByTestId('group-memo').locator('textarea').fill('外业测量\n每周一汇总');
    await ownerPage.getByTestId('group-form-submit').click();
    await groupList.getByText(GROUP).waitFor();

    // Invite the helper into the custom group; the member admin stays locked to read-write.
    await ownerPage.getByTestId('group-members-add').click();
    const invite = ownerPage.getByTestId('group-invite');
    await invite.getByTestId('group-invite-tree').getByText(helper.account).first().waitFor();
    await input(ownerPage, 'group-invite-filter').fill(helper.account.slice(0, 8).toUpperCase());
    await invite.getByTestId('group-invite-tree').getByText(helper.account).first().click();
    await invite.getByTestId('group-invite-selected').getByText(helper.account).first().waitFor();
    await input(ownerPage, 'group-invite-filter').fill('');
    await shot(ownerPage, 'zh-17-group-invite');
    await invite.getByTestId('group-invite-submit').click();
    await invite.waitFor({ state: 'detached' });
    const groupMembers = ownerPage.getByTestId('group-members');
    await groupMembers.getByText(helper.account).first().waitFor();

    // Delete: cancelling says so; confirming removes the member from the group.
    await groupMembers
      .locator('tbody tr', { hasText: helper.account })
      .locator('input[type=checkbox]')
      .check();
    expect(await ownerPage.getByTestId('group-members-add').count()).toBe(0);
    await ownerPage.getByTestId('group-members-delete').click();
    await ownerPage.getByTestId('group-members-delete-confirm-cancel').click();
    await toastText(ownerPage, '已取消删除').waitFor();
    await ownerPage.getByTestId('group-members-delete').click();
    await shot(ownerPage, 'zh-18-group-delete-confirm');
    await ownerPage.getByTestId('group-members-delete-confirm-confirm').click();
    await toastText(ownerPage, '删除成功').waitFor();
    await groupMembers.getByText('该分组暂无成员。').waitFor();
    await shot(ownerPage, 'zh-19-groups');
  });

  it('shows the project to the member under "Joined", and its settings', async () => {
    await signIn(memberPage, member);
    await memberPage.goto(`${baseUrl}/#/myproject/participated`);
    const card = memberPage.locator(`[data-project-id="${projectId}"]`);
    await card.waitFor();
    await memberPage.getByText('Member admin').first().waitFor();
    await shot(memberPage, 'en-10-projects-joined');
    await card.getByTestId('project-card-name').click();
    await memberPage.getByTestId('file-manager').waitFor();
    await memberPage.goto(`${baseUrl}/#/project-setting/member?projectId=${projectId}`);
    await memberPage.getByTestId('project-setting-page').waitFor();
    await memberPage.getByTestId('project-members').getByText(owner.account).first().waitFor();
    await memberPage.getByRole('tab', { name: 'Members' }).waitFor();
    await shot(memberPage, 'en-11-project-settings');
    // Opening it makes it the current (saved) project.
    expect(await memberPage.evaluate(() => window.localStorage.getItem('loopline.projectId'))).toBe(
      projectId,
    );
  });

  it('tells an outsider opening the settings by URL that the project does not exist', async () => {
    const page = await open('en');
    await signIn(page, outsider);
    await page.goto(`${baseUrl}/#/project-setting?projectId=${projectId}`);
    await page.getByTestId('project-not-found').waitFor();
    await page.getByText('Project does not exist.').first().waitFor();
    expect(page.url()).toContain(`#/project-setting?projectId=${projectId}`);
    await shot(page, 'en-12-project-not-found');

    // A refusal from the server is shown in the dialog, which stays usable (spec 2 §8):
    // a free account may create 5 projects besides its default one.
    for (let i = 0; i < 5; i++) {
      const made = await call('/api/cloud/project/save', {
        token: outsider.tokens.access_token,
        body: { projectName: `Free ${i}`, memo: '' },
      });
      expect(made.status).toBe(200);
    }
    await page.getByRole('button', { name: 'Back to my projects' }).click();
    await page.getByTestId('project-create').click();
    await input(page, 'project-name').fill('One too many');
    await page.getByTestId('project-form-submit').click();
    await page.getByTestId('project-form-error').getByText('Your membership allows 5 projects').waitFor();
    expect(await page.getByTestId('project-form-submit').isEnabled()).toBe(true);
    expect(await input(page, 'project-name').isEnabled()).toBe(true);
    await shot(page, 'en-12b-project-refused');
    await page.context().close();
  });

  it('removes the member, whose open settings page gets QUIT and goes back to /myproject', async () => {
    const table = ownerPage.getByTestId('project-members');
    await ownerPage.getByTestId('open-members').click();
    await table.getByText(member.account).first().waitFor();
    await table.locator('tbody tr', { hasText: member.account }).locator('input[type=checkbox]').check();
    await ownerPage.getByTestId('members-delete').click();
    await ownerPage.getByTestId('members-delete-confirm-confirm').click();
    await toastText(ownerPage, '删除成功').waitFor();
    await expect.poll(() => table.getByText(member.account).count()).toBe(0);

    // The records list keeps the removal.
    await ownerPage.getByTestId('setting-tab-records-list').click();
    await ownerPage.getByTestId('project-records-list').getByText('移除').first().waitFor();
    await shot(ownerPage, 'zh-20-records-list');

    await toastText(memberPage, 'Project does not exist.').waitFor();
    await memberPage.getByTestId('projects-page').waitFor();
    expect(memberPage.url()).toContain('#/myproject/all');
    expect(await memberPage.evaluate(() => window.localStorage.getItem('loopline.projectId'))).toBeNull();
    await shot(memberPage, 'en-13-removed-quit');
  });

  it('replaces and removes the cover, hides and shows the project, and deletes it', async () => {
    const savedProject = async () =>
      (
        await call<{ records: { id: string; avatar: string; hidden: boolean }[] }>(
          '/api/cloud/project/management/query?type=index',
          { token: owner.tokens.access_token },
        )
      ).body.data.records.find((p) => p.id === projectId);
    const menu = (name: string) => ownerPage.getByRole('menuitem', { name });
    const actions = () => ownerPage.getByRole('button', { name: `${PROJECT} 的操作` });
    await ownerPage.goto(`${baseUrl}/#/myproject/index`);
    await ownerPage.locator(`[data-project-id="${projectId}"]`).waitFor();
    const before = (await savedProject())!.avatar;

    // A new picture: avatarType edit.
    await actions().click();
    await menu('编辑').click();
    const dialog = ownerPage.getByTestId('project-form');
    await expect.poll(() => input(ownerPage, 'project-name').inputValue()).toBe(PROJECT);
    await expect.poll(() => dialog.getByTestId('cover-preview').getAttribute('data-loaded')).toBe('true');
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'bridge-2.png',
      mimeType: 'image/png',
      buffer: await drawingPng(ownerPage),
    });
    await ownerPage.getByTestId('cover-crop-apply').click();
    await dialog.getByTestId('project-form-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await savedProject())!.avatar).not.toBe(before);

    // Cleared: avatarType delete.
    await actions().click();
    await menu('编辑').click();
    await dialog.getByTestId('cover-remove').click();
    await dialog.getByText('暂无封面').waitFor();
    await dialog.getByTestId('project-form-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await savedProject())!.avatar).toBe('');

    // Hidden projects leave the list and come back with the switch.
    await actions().click();
    await menu('从列表中隐藏').click();
    await expect.poll(() => ownerPage.locator(`[data-project-id="${projectId}"]`).count()).toBe(0);
    await ownerPage.getByTestId('projects-show-hidden').click();
    await ownerPage.getByText('已隐藏').first().waitFor();
    await actions().click();
    await menu('在列表中显示').click();
    await expect.poll(async () => (await savedProject())!.hidden).toBe(false);

    await actions().click();
    await menu('删除').click();
    await ownerPage.getByTestId('project-delete-confirm').click();
    await toastText(ownerPage, '项目已删除').waitFor();
    await expect.poll(() => ownerPage.locator(`[data-project-id="${projectId}"]`).count()).toBe(0);
    await shot(ownerPage, 'zh-21-project-deleted');
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
