import { beforeAll, describe, expect, it } from 'vitest';
import { BACKGROUND_WORK_MS, call } from '../support/client.ts';
import { api, info, modelHelpers, sample, until } from '../support/models.ts';
import { createProject, type Person, person } from '../support/projects.ts';

/**
 * Issue 15: a parse or an upgrade that ends leaves the user who started it a notice (categories 7,
 * 8 and 9 of the catalogue), in their language, unless their message settings switched it off.
 */
let owner: Person;
let projectId: string;
const { put, parseToEnd } = modelHelpers(() => ({ projectId, owner }));

interface NoticeRow {
  category: number;
  content: string;
  relContent: string;
}

async function notices(lang: 'zh' | 'en' = 'en'): Promise<NoticeRow[]> {
  const res = await call<{ records: NoticeRow[] }>('/api/cloud/notice/list', {
    token: owner.tokens.access_token,
    lang,
    body: { current: 1, size: 50 },
  });
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data.records;
}

const about = (rows: NoticeRow[], id: string) => rows.filter((n) => n.relContent === id);

async function switchOff(types: number[]) {
  const res = await call('/api/cloud/user/message/setUserMessage', {
    token: owner.tokens.access_token,
    body: { messageTypes: types.join(',') },
  });
  expect(res.status, res.body.msg).toBe(200);
}

beforeAll(async () => {
  owner = await person();
  projectId = (await createProject(owner)).projectId;
});

describe('notices when a model run ends', () => {
  it('tells the starter that a parse succeeded, then that the upgrade did, in their language', async () => {
    const id = await put('house.ifc', sample('ifc/IfcOpenHouse_IFC4.ifc'));
    expect((await parseToEnd(id)).isModel).toBe('3');
    await expect.poll(async () => about(await notices(), id).map((n) => n.category)).toEqual([7]);
    expect(about(await notices(), id)[0]!.content).toBe(
      '“house.ifc” has been parsed and can be viewed as a 3D model.',
    );
    expect(about(await notices('zh'), id)[0]!.content).toBe('“house.ifc”已解析完成，可以查看三维模型。');

    const upgrade = await api(owner, info('convertModelWlk'), { projectId, ids: [id] });
    expect(upgrade.status, upgrade.body.msg).toBe(200);
    await until(projectId, id, (e) => e.isWlkModel === 3 || e.isWlkModel === -1);
    await expect
      .poll(async () => about(await notices(), id).map((n) => n.category), { timeout: BACKGROUND_WORK_MS })
      .toEqual([9, 7]);
    expect(about(await notices(), id)[0]!.content).toMatch(/^“house\.ifc” has been upgraded/);
  });

  it('tells the starter why a parse failed', async () => {
    const id = await put('broken.ifc', new TextEncoder().encode('ISO-10303-21;\nthis is not an IFC file\n'));
    expect((await parseToEnd(id)).isModel).toBe('-1');
    await expect.poll(async () => about(await notices(), id).map((n) => n.category)).toEqual([8]);
    expect(about(await notices(), id)[0]!.content).toMatch(/^Parsing “broken\.ifc” failed: \S/);
  });

  it('leaves no notice of a type the user switched off', async () => {
    await switchOff([7]);
    try {
      const id = await put('quiet.ifc', sample('ifc/IfcOpenHouse_IFC4.ifc'));
      expect((await parseToEnd(id)).isModel).toBe('3');
      // The notice would be written before the run's last state is stored; give it a moment more.
      await new Promise((r) => setTimeout(r, 1000));
      expect(about(await notices(), id)).toEqual([]);
    } finally {
      await switchOff([]);
    }
  });
});
