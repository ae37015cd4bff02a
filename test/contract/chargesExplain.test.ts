import type { HelpExplain } from '@loopline/shared/contracts/content';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, STRONG_PASSWORD, signIn, type Tokens } from '../support/client.ts';
import { adminCall, scopedAdmin } from '../support/console.ts';
import { adminTokens } from '../support/notices.ts';

/**
 * The privilege-explanation and fee-rules pages sit under Charges but keep their text as help-centre
 * rows: an administrator with only Charges edits the membership and fees areas, and no other.
 */
interface Page<T> {
  records: T[];
  total: number;
}

describe('Charges on the help-centre rows of its pages', () => {
  let admin: Tokens;
  let charges: Tokens;
  const tag = `c${Date.now().toString(36)}`;
  const row = (area: string) => ({
    area,
    question: `${tag} ${area} 问题`,
    questionEn: `${tag} ${area} question`,
    answer: '答案',
    answerEn: 'Answer',
    sort: 1,
    status: 1,
  });
  const submit = (token: Tokens, body: Record<string, unknown>) =>
    call<HelpExplain>('/api/cloudExplain/explainManage/submit', { token: token.access_token, body });

  beforeAll(async () => {
    admin = await adminTokens();
    const { person } = await scopedAdmin({ menuIds: ['feeRules'], apiScopeIds: ['charges'] });
    charges = await signIn(person.account, STRONG_PASSWORD);
  });

  it('saves, lists, changes and removes an explanation and a fee rule', async () => {
    const saved: HelpExplain[] = [];
    for (const area of ['membership', 'fees']) {
      const res = await submit(charges, row(area));
      expect(res.status, area).toBe(200);
      saved.push(res.body.data);
    }
    const [explanation, fee] = saved as [HelpExplain, HelpExplain];
    const changed = await submit(charges, { ...row('fees'), id: fee.id, answer: '新答案' });
    expect(changed.status).toBe(200);
    expect(changed.body.data.answer).toBe('新答案');
    const listed = await call<Page<HelpExplain>>(
      `/api/cloudExplain/explainManage/list?size=1000&question=${tag}&area=membership`,
      { token: charges.access_token },
    );
    expect(listed.body.data.records.map((e) => e.id)).toEqual([explanation.id]);
    const removed = await call('/api/cloudExplain/explainManage/remove', {
      token: charges.access_token,
      body: { ids: [explanation.id, fee.id] },
    });
    expect(removed.status).toBe(200);
  });

  it('refuses other help areas and writes nothing', async () => {
    const denied = await submit(charges, row('files'));
    expect(denied.status).toBe(403);
    expect(denied.body.msg).toMatch(/no permission for this function/);
    const other = (
      await adminCall<HelpExplain>(admin, '/api/cloudExplain/explainManage/submit', row('account'))
    ).id;
    // Neither moving a question of another area into theirs, nor one of theirs out, nor reading,
    // listing or removing another area's.
    expect((await submit(charges, { ...row('fees'), id: other })).status).toBe(403);
    const mine = (await submit(charges, row('fees'))).body.data;
    expect((await submit(charges, { ...row('other'), id: mine.id })).status).toBe(403);
    expect(
      (await call(`/api/cloudExplain/explainManage/detail?id=${other}`, { token: charges.access_token }))
        .status,
    ).toBe(403);
    expect(
      (await call('/api/cloudExplain/explainManage/list?area=account', { token: charges.access_token }))
        .status,
    ).toBe(403);
    const all = await call<Page<HelpExplain>>(
      `/api/cloudExplain/explainManage/list?size=1000&question=${tag}`,
      { token: charges.access_token },
    );
    expect(all.body.data.records.map((e) => e.area)).toEqual(['fees']);
    const removeBoth = await call('/api/cloudExplain/explainManage/remove', {
      token: charges.access_token,
      body: { ids: [mine.id, other] },
    });
    expect(removeBoth.status).toBe(403);
    const kept = await adminCall<Page<HelpExplain>>(
      admin,
      `/api/cloudExplain/explainManage/list?size=1000&question=${tag}`,
    );
    expect(kept.records.map((e) => e.area).sort()).toEqual(['account', 'fees']);
    await adminCall(admin, '/api/cloudExplain/explainManage/remove', { ids: [mine.id, other] });
  });
});
