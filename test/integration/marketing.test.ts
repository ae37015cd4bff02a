import type { Page } from '@loopline/shared';
import type { Coupon, CouponRule, IssueOutcome } from '@loopline/shared/contracts/coupon';
import type { MarketingEvent, TemplateReadOutcome } from '@loopline/shared/contracts/event';
import { readSheet } from 'read-excel-file/node';
import { beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { signInAs } from '../support/account.ts';
import { baseUrl, call, registerUser, STRONG_PASSWORD, type Tokens, uniquePhone } from '../support/client.ts';
import { adminTokens, functionsModule } from '../support/notices.ts';
import { type Person, person } from '../support/projects.ts';

/**
 * Issue 18 item 7: coupon rules, issued coupons and their use at checkout, activities and their
 * states, the user template and error log, and what an invite binding earns.
 */
let admin: Tokens;
let user: Person;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const asAdmin = <T>(path: string, options: Parameters<typeof call>[1] = {}) =>
  call<T>(path, { token: admin.access_token, ...options });

/**
 * Rule names carry this file's mark: the name search matches parts of names, over every rule the run
 * has made (another file's "Welcome 3012" is found by "Welcome 30").
 */
const MARK = Date.now().toString(36).slice(-6);
const named = (base: string) => `${base} ${MARK}`;

const rule = (overrides: Record<string, unknown> = {}) => ({
  name: 'SVIP 10 off',
  type: 'amount',
  value: 10,
  scope: 'general',
  scenario: 'new',
  validityType: 'range',
  validFrom: day(-1),
  validTo: day(30),
  count: 100,
  ...overrides,
});

async function saveRule(overrides: Record<string, unknown> = {}): Promise<CouponRule> {
  const res = await asAdmin<CouponRule>('/api/cloud/coupon-rule/save', { body: rule(overrides) });
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data;
}

async function rulesNamed(name: string): Promise<CouponRule[]> {
  const res = await asAdmin<Page<CouponRule>>(`/api/cloud/coupon-rule/list?name=${encodeURIComponent(name)}`);
  expect(res.status).toBe(200);
  return res.body.data.records;
}

async function upload(path: string, name: string, bytes: Buffer, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'blade-auth': `bearer ${admin.access_token}`, 'accept-language': 'en' },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { msg: string; data: unknown } };
}

async function download(path: string) {
  const res = await fetch(`${baseUrl()}${path}`, {
    headers: { 'blade-auth': `bearer ${admin.access_token}`, 'accept-language': 'en' },
  });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

beforeAll(async () => {
  admin = await adminTokens();
  user = await person();
});

describe('coupon rules', () => {
  it('are for administrators only', async () => {
    const asUser = { token: user.tokens.access_token };
    expect((await call('/api/cloud/coupon-rule/list', asUser)).status).toBe(403);
    expect((await call('/api/cloud/coupon-rule/save', { ...asUser, body: rule() })).status).toBe(403);
    expect((await call('/api/cloud/coupon/issue', { ...asUser, method: 'PUT', body: {} })).status).toBe(403);
    expect((await call('/api/cloud/event/list', asUser)).status).toBe(403);
    expect((await call('/api/cloud/coupon-rule/list')).status).toBe(401);
    expect((await call('/api/cloud/coupon/list')).status).toBe(401);
  });

  it('refuses every spec violation with a translated 400 and writes nothing', async () => {
    const name = `bad-${Date.now().toString(36)}`;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'Please enter the coupon name.', '请输入优惠券名称。'],
      [{ name: 'x'.repeat(31) }, 'at most 30 characters', '最多 30 个字符'],
      [{ name, value: 0 }, 'positive whole number up to 999', '不超过 999'],
      [{ name, value: 1000 }, 'positive whole number up to 999', '不超过 999'],
      [{ name, value: 2.5 }, 'positive whole number up to 999', '不超过 999'],
      [{ name, type: 'discount', value: 100 }, 'percentage off from 1 to 99', '1 到 99'],
      [{ name, type: 'gift' }, 'fixed amount or discount', '满减金额或折扣'],
      [{ name, scope: 'specified', targets: [] }, 'at least one product', '至少选择一个商品'],
      [{ name, scenario: 'upgrade' }, 'new purchase or renewal', '新购或续费'],
      [{ name, count: 0 }, 'at least 1', '不小于 1'],
      [{ name, validFrom: day(5), validTo: day(1) }, 'on or after the day it starts', '不能早于开始日期'],
      [{ name, validityType: 'days', validDays: 0 }, '1 to 3650', '1 到 3650'],
    ];
    for (const [overrides, en, zh] of cases) {
      const res = await asAdmin('/api/cloud/coupon-rule/save', { body: rule(overrides) });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.msg).toContain(en);
      const zhRes = await asAdmin('/api/cloud/coupon-rule/save', { body: rule(overrides), lang: 'zh' });
      expect(zhRes.body.msg).toContain(zh);
    }
    expect(await rulesNamed(name)).toEqual([]);
    expect(await rulesNamed('x'.repeat(30))).toEqual([]);
  });

  it('are created, listed, changed and deleted; the count never goes below the uses', async () => {
    const saved = await saveRule({
      name: named('Renewal 15%'),
      type: 'discount',
      value: 15,
      scenario: 'renew',
    });
    expect(saved).toMatchObject({
      name: named('Renewal 15%'),
      type: 'discount',
      value: 15,
      usedCount: 0,
      issuedCount: 0,
    });
    expect((await rulesNamed(named('Renewal 15%'))).map((r) => r.id)).toContain(saved.id);
    const valid = await asAdmin<CouponRule[]>('/api/cloud/coupon-rule/list/valid');
    expect(valid.body.data.map((r) => r.id)).toContain(saved.id);
    const updated = await asAdmin<CouponRule>('/api/cloud/coupon-rule/update', {
      body: {
        ...rule({ name: named('Renewal 20%'), type: 'discount', value: 20, scenario: 'renew' }),
        id: saved.id,
      },
    });
    expect(updated.status, updated.body.msg).toBe(200);
    expect(updated.body.data).toMatchObject({ name: named('Renewal 20%'), value: 20 });
    const removed = await asAdmin(`/api/cloud/coupon-rule/remove?ids=${saved.id}`, { method: 'DELETE' });
    expect(removed.status, removed.body.msg).toBe(200);
    expect(await rulesNamed(named('Renewal 20%'))).toEqual([]);
  });
});

describe('issued coupons', () => {
  let issuedRule: CouponRule;
  let later: { phone: string };

  it('go to registered phones (bound) and wait for unregistered ones (unbound); bad rows go to the error log', async () => {
    issuedRule = await saveRule({ name: named('Welcome 30'), value: 30 });
    const me = await call<{ phone: string }>('/api/blade-user/info', { token: user.tokens.access_token });
    const myPhone = me.body.data.phone;
    later = { phone: uniquePhone() };
    const res = await asAdmin<IssueOutcome>('/api/cloud/coupon/issue', {
      method: 'PUT',
      body: { ruleId: issuedRule.id, phones: [myPhone, later.phone, '12345', myPhone] },
    });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ bound: 1, unbound: 1, failed: 2 });
    const log = await download(`/api/cloud/event/export/error/log?id=${res.body.data.errorLogId}`);
    expect(log.status).toBe(200);
    const rows = (await readSheet(log.bytes)) as unknown[][];
    expect(rows.slice(1).map((r) => [r[1], r[2]])).toEqual([
      ['12345', 'Not a valid mobile number (11 digits starting with 1)'],
      [myPhone, 'Listed more than once'],
    ]);
    const listed = await asAdmin<Page<Coupon>>(`/api/cloud/equity/coupon/list?ruleId=${issuedRule.id}`);
    expect(listed.body.data.records.map((c) => c.state).sort()).toEqual(['bound', 'unbound']);
  });

  it('show in the user’s own list, and the picker keeps only those that apply, with the discount in fen', async () => {
    const mine = await call<Coupon[]>('/api/cloud/coupon/list', { token: user.tokens.access_token });
    expect(mine.status, mine.body.msg).toBe(200);
    expect(mine.body.data.filter((c) => c.ruleId === issuedRule.id)).toHaveLength(1);
    const pick = await call<(Coupon & { discountFen: number })[]>(
      '/api/cloud/coupon/list?kind=buy&tier=superMember&priceFen=29900',
      { token: user.tokens.access_token },
    );
    expect(pick.body.data.find((c) => c.ruleId === issuedRule.id)?.discountFen).toBe(3000);
    const renew = await call<Coupon[]>('/api/cloud/coupon/list?kind=renew&tier=superMember&priceFen=29900', {
      token: user.tokens.access_token,
    });
    expect(renew.body.data.find((c) => c.ruleId === issuedRule.id)).toBeUndefined();
  });

  it('are bound to someone who registers later with the phone they were issued to', async () => {
    const account = await registerUser({ phone: later.phone });
    const tokens = (await signInAs(account.account, STRONG_PASSWORD)).body.data;
    const mine = await call<Coupon[]>('/api/cloud/coupon/list', { token: tokens.access_token });
    expect(mine.body.data.map((c) => [c.ruleId, c.state])).toEqual([[issuedRule.id, 'bound']]);
  });

  it('can be cancelled once (voided), and a rule with issued coupons cannot be deleted', async () => {
    const mine = await call<Coupon[]>('/api/cloud/coupon/list', { token: user.tokens.access_token });
    const id = mine.body.data.find((c) => c.ruleId === issuedRule.id)!.id;
    const cancel = await asAdmin<Coupon>(`/api/cloud/coupon/cancel/${id}`, { method: 'PUT' });
    expect(cancel.status, cancel.body.msg).toBe(200);
    expect(cancel.body.data.state).toBe('voided');
    expect((await asAdmin(`/api/cloud/coupon/cancel/${id}`, { method: 'PUT' })).status).toBe(409);
    const removed = await asAdmin(`/api/cloud/coupon-rule/remove?ids=${issuedRule.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(409);
    expect(removed.body.msg).toBe('A coupon rule whose coupons were issued cannot be deleted.');
  });

  it('refuses an issue without recipients or to an unknown rule, writing nothing', async () => {
    const before = (await rulesNamed(named('Welcome 30')))[0]!.issuedCount;
    const none = await asAdmin('/api/cloud/coupon/issue', { method: 'PUT', body: { ruleId: issuedRule.id } });
    expect(none.status).toBe(400);
    const both = await asAdmin('/api/cloud/coupon/issue', {
      method: 'PUT',
      body: { ruleId: issuedRule.id, group: 'all', phones: ['13800000000'] },
    });
    expect(both.status).toBe(400);
    const unknown = await asAdmin('/api/cloud/coupon/issue', {
      method: 'PUT',
      body: { ruleId: 'nosuchrule', phones: ['13800000000'] },
    });
    expect(unknown.status).toBe(404);
    expect((await rulesNamed(named('Welcome 30')))[0]!.issuedCount).toBe(before);
  });
});

describe('using coupons at checkout', () => {
  type Marketing = typeof import('../../functions/src/marketing/index.ts');
  type Coupons = typeof import('../../functions/src/marketing/coupons.ts');
  type Rules = typeof import('../../functions/src/marketing/couponRules.ts');
  const draft = () => ({
    kind: 'buy' as const,
    tier: 'superMember',
    priceFen: 29_900,
    at: new Date().toISOString(),
  });

  async function couponsForStrangers(ruleId: string, people: number) {
    const { couponsFor, writeCoupons } = await functionsModule<Coupons>('marketing/coupons');
    const { getRule } = await functionsModule<Rules>('marketing/couponRules');
    const record = await getRule({ tenantId: '000000' }, ruleId);
    const recipients = Array.from({ length: people }, (_, i) => ({
      userId: `buyer-${ruleId}-${i}`,
      phone: '',
    }));
    const records = couponsFor(record, recipients, 1, 'test', new Date());
    await writeCoupons(record, records);
    return records;
  }

  it('50 concurrent checkouts on a rule with count 10 use exactly 10', async () => {
    const { consumeCoupon } = await functionsModule<Marketing>('marketing/index');
    const limited = await saveRule({ name: named('Flash 10'), count: 10 });
    const coupons = await couponsForStrangers(limited.id, 50);
    const outcomes = await Promise.allSettled(
      coupons.map((c, i) =>
        consumeCoupon({
          tenantId: '000000',
          userId: c.userId,
          couponId: c.id,
          orderId: `order-${i}`,
          draft: draft(),
        }),
      ),
    );
    const used = outcomes.filter((o) => o.status === 'fulfilled');
    expect(
      used,
      (outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult | undefined)?.reason?.stack,
    ).toHaveLength(10);
    expect(used.every((o) => o.value.discountFen === 1000)).toBe(true);
    const refused = outcomes.filter((o) => o.status === 'rejected').map((o) => (o.reason as Error).message);
    expect(new Set(refused)).toEqual(new Set(['coupon.exhausted']));
    expect((await rulesNamed(named('Flash 10')))[0]).toMatchObject({ usedCount: 10, issuedCount: 50 });
  }, 60_000);

  it('50 concurrent uses of one coupon succeed once; a release gives it back once', async () => {
    const { consumeCoupon, releaseCoupon } = await functionsModule<Marketing>('marketing/index');
    const single = await saveRule({ name: named('Single use'), count: 10 });
    const [only] = await couponsForStrangers(single.id, 1);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        consumeCoupon({
          tenantId: '000000',
          userId: only!.userId,
          couponId: only!.id,
          orderId: `o-${i}`,
          draft: draft(),
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect((await rulesNamed(named('Single use')))[0]!.usedCount).toBe(1);
    const winner = outcomes.findIndex((o) => o.status === 'fulfilled');
    expect(await releaseCoupon({ couponId: only!.id, orderId: `o-${winner}` })).toBe(true);
    expect(await releaseCoupon({ couponId: only!.id, orderId: `o-${winner}` })).toBe(false);
    expect((await rulesNamed(named('Single use')))[0]!.usedCount).toBe(0);
    await expect(
      consumeCoupon({
        tenantId: '000000',
        userId: 'someone-else',
        couponId: only!.id,
        orderId: 'x',
        draft: draft(),
      }),
    ).rejects.toThrow('coupon.notFound');
  }, 60_000);
});

describe('activities', () => {
  const event = (overrides: Record<string, unknown> = {}) => ({
    eventName: 'Spring promotion',
    eventType: 2,
    eventDesc: '<p>Rules</p><script>alert(1)</script>',
    startTime: new Date(Date.now() - 60_000).toISOString(),
    endTime: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    redirectUrl: 'https://example.com/spring',
    ...overrides,
  });
  const save = async (overrides: Record<string, unknown> = {}) => {
    const res = await asAdmin<MarketingEvent>('/api/cloud/event/save', { body: event(overrides) });
    expect(res.status, res.body.msg).toBe(200);
    return res.body.data;
  };
  const act = (action: string, id: string) =>
    asAdmin(`/api/cloud/event/${action}`, { method: 'PUT', body: { ids: [id] } });
  const detail = async (id: string) =>
    (await asAdmin<MarketingEvent>(`/api/cloud/event/detail?id=${id}`)).body.data;

  it('refuse bad fields with translated messages and write nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ eventName: 'x'.repeat(31) }, 'at most 30 characters'],
      [{ endTime: new Date(Date.now() - 120_000).toISOString() }, 'start time must be before the end time'],
      [{ redirectUrl: 'ftp://example.com' }, 'must start with http:// or https://'],
      [{ image: 'data:image/gif;base64,R0lGOD' }, 'jpg, jpeg or png'],
      [{ issueRule: 'onStart' }, 'Choose the coupon rule'],
    ];
    for (const [overrides, message] of cases) {
      const res = await asAdmin('/api/cloud/event/save', {
        body: event({ eventName: 'Refused', ...overrides }),
      });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.msg).toContain(message);
    }
    const listed = await asAdmin<Page<MarketingEvent>>('/api/cloud/event/list?eventName=Refused');
    expect(listed.body.data.records).toEqual([]);
  });

  it('take a jpg or png picture within 20 KB', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const ok = await upload('/api/cloud/event/picture', 'a.png', png, 'image/png');
    expect(ok.status, ok.body.msg).toBe(200);
    expect((ok.body.data as { image: string }).image).toMatch(/^data:image\/png;base64,/);
    const big = await upload(
      '/api/cloud/event/picture',
      'b.png',
      Buffer.concat([png, Buffer.alloc(21 * 1024)]),
      'image/png',
    );
    expect(big.status).toBe(413);
    const text = await upload('/api/cloud/event/picture', 'c.png', Buffer.from('not a picture'), 'image/png');
    expect(text.status).toBe(400);
    expect(text.body.msg).toBe('The picture must be a jpg, jpeg or png.');
  });

  it('move through not started → started ⇄ paused → ended, refusing the others', async () => {
    const created = await save();
    expect(created).toMatchObject({ status: 0, state: 0, eventDesc: '<p>Rules</p>' });
    expect((await act('puase', created.id)).status).toBe(409);
    expect((await act('finish', created.id)).status).toBe(409);
    expect((await act('start', created.id)).status).toBe(200);
    expect((await detail(created.id)).status).toBe(1);
    const removeRunning = await asAdmin(`/api/cloud/event/remove?ids=${created.id}`, { method: 'DELETE' });
    expect(removeRunning.status).toBe(409);
    expect((await act('start', created.id)).status).toBe(409);
    expect((await act('puase', created.id)).status).toBe(200);
    expect((await detail(created.id)).status).toBe(2);
    expect((await act('start', created.id)).status).toBe(200);
    expect((await detail(created.id)).status).toBe(1);
    expect((await act('finish', created.id)).status).toBe(200);
    expect((await detail(created.id)).status).toBe(3);
    expect((await act('start', created.id)).status).toBe(409);
    const removed = await asAdmin(`/api/cloud/event/remove?ids=${created.id}`, { method: 'DELETE' });
    expect(removed.status, removed.body.msg).toBe(200);
    expect((await asAdmin(`/api/cloud/event/detail?id=${created.id}`)).status).toBe(404);
  });

  it('issue their coupons to their user group when first started', async () => {
    const fresh = await person();
    const gift = await saveRule({ name: named('Start gift') });
    const started = await save({
      eventName: 'Gift for all',
      issueRule: 'onStart',
      couponRuleId: gift.id,
      couponCount: 2,
    });
    expect((await act('start', started.id)).status).toBe(200);
    const mine = await call<Coupon[]>('/api/cloud/coupon/list', { token: fresh.tokens.access_token });
    expect(mine.body.data.filter((c) => c.ruleId === gift.id)).toHaveLength(2);
    expect((await act('finish', started.id)).status).toBe(200);
  });

  it('let only one invite activity run; binding an invite code earns its coupons for both sides', async () => {
    const running = await asAdmin<MarketingEvent | null>('/api/cloud/event/get/start?eventType=1');
    const reward = await saveRule({ name: named('Invite reward'), value: 50 });
    const invite = await save({
      eventName: 'Invite friends',
      eventType: 1,
      issueRule: 'perInvite',
      couponRuleId: reward.id,
      rewardStorageGb: 1,
      rewardParseCount: 5,
      endTime: new Date(Date.now() + 365 * 86_400_000).toISOString(),
    });
    if (running.body.data) {
      const refused = await act('start', invite.id);
      expect(refused.status).toBe(409);
      expect(refused.body.msg).toBe(
        'Another invite activity is running; it must end before this one can start.',
      );
      expect((await act('finish', running.body.data.id)).status).toBe(200);
    }
    expect((await act('start', invite.id)).status).toBe(200);
    const other = await save({ eventName: 'Second invite', eventType: 1 });
    expect((await act('start', other.id)).status).toBe(409);
    expect((await act('puase', invite.id)).status).toBe(200);
    // Paused is still active: the other must wait for the end.
    expect((await act('start', other.id)).status).toBe(409);
    expect((await act('start', invite.id)).status).toBe(200);
    expect((await asAdmin<MarketingEvent>('/api/cloud/event/get/start?eventType=1')).body.data.id).toBe(
      invite.id,
    );

    const inviter = await person();
    const code = (
      await call<{ code: string }>('/api/cloud/inviteCode/get', { token: inviter.tokens.access_token })
    ).body.data.code;
    const invitee = await registerUser();
    const collab = (await signInAs(invitee.account, STRONG_PASSWORD, { clientId: 'CollabCraft' })).body.data;
    const bound = await call('/api/cloud/inviteCode/bind', { token: collab.access_token, body: { code } });
    expect(bound.status, bound.body.msg).toBe(200);
    for (const token of [collab.access_token, inviter.tokens.access_token]) {
      const mine = await call<Coupon[]>('/api/cloud/coupon/list', { token });
      expect(mine.body.data.filter((c) => c.ruleId === reward.id).map((c) => [c.value, c.state])).toEqual([
        [50, 'bound'],
      ]);
    }
    // The invite activity stays running for the rest of the suite, as the seeded one was.
    await asAdmin(`/api/cloud/event/remove?ids=${other.id}`, { method: 'DELETE' });
  });
});

describe('the user template', () => {
  it('exports a template, reads a filled one back and logs the refused rows', async () => {
    const template = await download('/api/cloud/event/export/user/template');
    expect(template.status).toBe(200);
    expect(template.type).toContain('spreadsheetml');
    expect(((await readSheet(template.bytes)) as unknown[][])[0]).toEqual([
      'Phone number',
      'Name (for your reference)',
    ]);
    const registered = await registerUser();
    const filled = await writeXlsxFile(
      [
        [{ value: 'Phone' }, { value: 'Name' }],
        [{ value: registered.phone }, { value: 'Known' }],
        [{ value: uniquePhone() }, { value: 'Not yet registered' }],
        [{ value: 'abc' }, { value: 'Broken' }],
      ],
      {},
    ).toBuffer();
    const read = await upload(
      '/api/cloud/event/read/user/template',
      'users.xlsx',
      filled,
      'application/octet-stream',
    );
    expect(read.status, read.body.msg).toBe(200);
    const outcome = read.body.data as TemplateReadOutcome;
    expect(outcome).toMatchObject({ registered: 1, failed: 1 });
    expect(outcome.phones).toHaveLength(2);
    const log = await download(`/api/cloud/event/export/error/log?id=${outcome.errorLogId}`);
    expect(((await readSheet(log.bytes)) as unknown[][])[1]?.slice(0, 2)).toEqual([4, 'abc']);
    const junk = await upload(
      '/api/cloud/event/read/user/template',
      'x.xlsx',
      Buffer.from('junk'),
      'application/octet-stream',
    );
    expect(junk.status).toBe(400);
  });
});
