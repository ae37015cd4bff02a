import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type {
  CircuitRow,
  DicItem,
  PidAttribute,
  RuleRowInput,
  RuleSettingAnswer,
} from '@loopline/shared/contracts/pidRules';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_RULES_VERSION } from '../../functions/src/pid/rules/api/service.ts';
import { defaultRuleSet } from '../../functions/src/pid/rules/index.ts';
import { call, signIn } from '../support/client.ts';
import { testDb } from '../support/db.ts';
import { mkdir, putFile } from '../support/files.ts';
import {
  addMembers,
  createProject,
  grantMembership,
  joinTeam,
  type Person,
  person,
} from '../support/projects.ts';

/** Issue 16 item 2: tag rules (dm2d), rule attributes (pidAttr) and the P&ID dictionaries (dic). */

const DM2D = '/api/cloud/dm2d/rule';

let owner: Person;
let reader: Person;
let writer: Person;
let stranger: Person;
let admin: Person;
let projectId: string;
let otherProjectId: string;
let fileId: string;
let otherFileId: string;
let folderId: string;

const as = (who: Person | null) => who?.tokens.access_token;
const post = <T>(who: Person | null, path: string, body: unknown, lang: 'en' | 'zh' = 'en') =>
  call<T>(path, { token: as(who), body, lang });
const get = <T>(who: Person | null, path: string) => call<T>(path, { token: as(who) });

const row = (fkAttributeId: string, fieldFeatures: string, extra: Partial<RuleRowInput> = {}) => ({
  fkAttributeId,
  fieldFeatures,
  delimiter: 'hyphen',
  allowToBeEmpty: 1,
  dmRuleFixeds: [],
  ...extra,
});
const fixed = (...values: string[]) => values.map((fixedValue) => ({ fixedValue }));
const circuit = (fkAttributeId: string, extra: Partial<CircuitRow> = {}) => ({
  fkAttributeId,
  fieldFeatures: 'all',
  handlingMethod: 'all',
  dmRuleFixeds: [],
  ...extra,
});

/** An instrument rule set of one rule: letters "FT"/"PT" (fixed) - number, plus circuit rows. */
const instrumentSet = (rows: unknown[], meterRuleSettings: unknown[] = [circuit('loopNumber')]) => ({
  type: 'instrument',
  ruleSettings: [{ name: 'mine', rows }],
  meterRuleSettings,
});
const goodRows = () => [
  row('functionLetters', 'fixed', { dmRuleFixeds: fixed('FT', 'PT') }),
  row('loopNumber', 'number', { delimiter: 'space' }),
];

const save = (who: Person, body: Record<string, unknown>, lang: 'en' | 'zh' = 'en') =>
  post<RuleSettingAnswer>(who, `${DM2D}/setting/saveRule`, body, lang);
const query = (who: Person | null, body: Record<string, unknown>) =>
  post<RuleSettingAnswer>(who, `${DM2D}/setting/query`, body);

beforeAll(async () => {
  [owner, reader, writer, stranger] = await Promise.all([person(), person(), person(), person()]);
  admin = { account: 'admin', tokens: await signIn('admin', inject('adminPassword')), userId: '' };
  const project = await createProject(owner);
  projectId = project.projectId;
  otherProjectId = (await createProject(owner)).projectId;
  await grantMembership(owner.userId, 'member');
  await joinTeam(owner, [reader, writer]);
  await addMembers(owner, projectId, [
    { userId: reader.userId, groupId: project.group('read').id },
    { userId: writer.userId, groupId: project.group('readWrite').id },
  ]);
  const root = { projectId, id: projectId, ancestorIds: [] };
  fileId = (await putFile(owner, root, { fileName: 'PID-001.pdf' })).id;
  otherFileId = (await putFile(owner, root, { fileName: 'PID-002.pdf' })).id;
  folderId = (await mkdir(owner, projectId, 'drawings')).id;
});

describe('default rules', () => {
  it('queryDefaultRules answers the seeded rules of every type and the circuit rows', async () => {
    const res = await post<RuleSettingAnswer>(owner, `${DM2D}/setting/queryDefaultRules`, {});
    expect(res.status, res.body.msg).toBe(200);
    const answer = res.body.data;
    expect(answer.level).toBe('default');
    expect(answer.types.map((t) => t.type)).toEqual(['pipeline', 'device', 'valve', 'instrument']);
    const instrument = answer.types.find((t) => t.type === 'instrument')!;
    expect(instrument.ruleSettings[0].rows.map((r) => r.fkAttributeId)).toEqual([
      'functionLetters',
      'loopNumber',
      'suffix',
    ]);
    expect(instrument.ruleSettings[0].rows[0].dmRuleFixeds.map((f) => f.fixedValue)).toContain('FIC');
    expect(instrument.meterRuleSettings?.map((r) => [r.fkAttributeId, r.fieldFeatures])).toEqual([
      ['functionLetters', 'first'],
      ['loopNumber', 'all'],
    ]);
    const pipeline = await post<RuleSettingAnswer>(owner, `${DM2D}/setting/queryDefaultRules`, {
      type: 'pipeline',
    });
    expect(pipeline.body.data.types.map((t) => t.type)).toEqual(['pipeline']);
  });

  it('a project without rules of its own reads the default', async () => {
    const res = await query(owner, { projectId });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ level: 'default', projectId });
    const plain = await query(owner, {});
    expect(plain.body.data.level).toBe('default');
  });

  it('only a platform administrator changes the default; reset restores the seeded one', async () => {
    const denied = await save(owner, { ruleSets: [instrumentSet(goodRows())] });
    expect(denied.status).toBe(403);
    const saved = await save(admin, { ruleSets: [instrumentSet(goodRows())] });
    // The default set is every later file's recognition rules: reset whatever happens here.
    try {
      expect(saved.status, saved.body.msg).toBe(200);
      expect(saved.body.msg).toBe('Recognition rules saved');
      const now = await post<RuleSettingAnswer>(owner, `${DM2D}/setting/queryDefaultRules`, {
        type: 'instrument',
      });
      expect(now.body.data.types[0].ruleSettings).toHaveLength(1);
      expect(now.body.data.updateTime).toBeTruthy();
    } finally {
      const reset = await save(admin, { reset: true });
      expect(reset.status, reset.body.msg).toBe(200);
      expect(reset.body.msg).toBe('Recognition rules reset to the defaults');
    }
    const back = await post<RuleSettingAnswer>(owner, `${DM2D}/setting/queryDefaultRules`, {
      type: 'instrument',
    });
    expect(back.body.data.types[0].ruleSettings).toHaveLength(
      defaultRuleSet().types.find((t) => t.type === 'instrument')?.ruleSettings.length ?? -1,
    );
  });
});

describe('project and drawing rules', () => {
  it('a project admin saves the project rules; types left out are kept; other projects are untouched', async () => {
    const res = await save(owner, { projectId, ruleSets: [instrumentSet(goodRows())] });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data.level).toBe('project');
    const read = await query(reader, { projectId });
    expect(read.status).toBe(200);
    expect(read.body.data.level).toBe('project');
    const types = read.body.data.types;
    expect(types.find((t) => t.type === 'instrument')?.ruleSettings).toHaveLength(1);
    expect(types.find((t) => t.type === 'device')?.ruleSettings.length).toBeGreaterThan(0);
    expect(read.body.data.meterRuleSettings).toEqual([
      {
        fkAttributeId: 'loopNumber',
        fieldFeatures: 'all',
        handlingMethod: 'all',
        dmRuleFixeds: [],
        ruleSort: 1,
      },
    ]);
    const stored = types.find((t) => t.type === 'instrument')!.ruleSettings[0].rows;
    expect(stored.map((r) => [r.ruleSort, r.allowToBeEmpty, r.delimiter, r.ruleType])).toEqual([
      [1, 1, 'hyphen', 'instrument'],
      [2, 1, 'space', 'instrument'],
    ]);
    const other = await query(owner, { projectId: otherProjectId });
    expect(other.body.data.level).toBe('default');
  });

  it("a drawing's rules override its project's; other drawings keep the project's", async () => {
    const denied = await save(reader, { projectId, fkFileId: fileId, ruleSets: [instrumentSet(goodRows())] });
    expect(denied.status).toBe(403);
    const rows = [
      row('functionLetters', 'en', { delimiter: 'slash' }),
      row('loopNumber', 'number', { allowToBeEmpty: 0 }),
    ];
    const res = await save(writer, { projectId, fkFileId: fileId, ruleSets: [instrumentSet(rows)] });
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ level: 'file', projectId, fkFileId: fileId });
    expect(res.body.data.types.every((t) => t.fkFileId === fileId)).toBe(true);
    const mine = await query(reader, { projectId, fkFileId: fileId });
    expect(mine.body.data.level).toBe('file');
    expect(mine.body.data.types.find((t) => t.type === 'instrument')?.ruleSettings[0].rows[0].delimiter).toBe(
      'slash',
    );
    expect((await query(reader, { projectId, fkFileId: otherFileId })).body.data.level).toBe('project');
    expect((await query(owner, { projectId })).body.data.level).toBe('project');
    const reset = await save(writer, { projectId, fkFileId: fileId, reset: true });
    expect(reset.body.data.level).toBe('project');
  });

  it('a member without admin rights cannot change project rules; reset goes back to the default', async () => {
    expect((await save(writer, { projectId, ruleSets: [instrumentSet(goodRows())] })).status).toBe(403);
    expect((await save(reader, { projectId, reset: true })).status).toBe(403);
    const reset = await save(owner, { projectId, reset: true });
    expect(reset.status).toBe(200);
    expect(reset.body.data.level).toBe('default');
  });

  it('strangers, unknown projects, unknown files and folders are refused', async () => {
    expect((await query(stranger, { projectId })).status).toBe(404);
    expect((await save(stranger, { projectId, ruleSets: [instrumentSet(goodRows())] })).status).toBe(404);
    expect((await query(owner, { projectId: 'no-such-project' })).status).toBe(404);
    expect((await query(owner, { projectId, fkFileId: 'no-such-file' })).status).toBe(404);
    expect((await query(owner, { projectId, fkFileId: folderId })).status).toBe(404);
    expect((await query(owner, { projectId: otherProjectId, fkFileId: fileId })).status).toBe(404);
    const noProject = await query(owner, { fkFileId: fileId });
    expect(noProject.status).toBe(400);
    expect(noProject.body.msg).toBe('Please give the project the drawing belongs to.');
    expect((await query(null, {})).status).toBe(401);
    expect((await query(owner, { projectId: 'bad id!' })).status).toBe(400);
  });

  it('another tenant cannot read a project of this one', async () => {
    const { ensureTenant } = await import('../support/projects.ts');
    await ensureTenant('700001');
    const outsider = await person({ tenantId: '700001' });
    expect((await query(outsider, { projectId })).status).toBe(404);
    expect((await post(outsider, `${DM2D}/attribute/query`, { projectId })).status).toBe(404);
  });
});

describe('rule checks of spec 3 §5, with their messages; nothing is saved on a refusal', () => {
  const refuse = async (body: Record<string, unknown>, message: string, lang: 'en' | 'zh' = 'en') => {
    const res = await save(owner, { projectId: otherProjectId, ...body }, lang);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.msg).toBe(message);
    expect((await query(owner, { projectId: otherProjectId })).body.data.level).toBe('default');
  };

  it('a row needs an attribute field and a field feature', async () => {
    await refuse(
      { ruleSets: [instrumentSet([row('', 'en'), row('loopNumber', 'number')])] },
      'Instrument rule 1, row 1: please select an attribute field.',
    );
    await refuse(
      { ruleSets: [instrumentSet([row('functionLetters', 'en'), row('loopNumber', '')])] },
      'Instrument rule 1, row 2: please select a field feature.',
    );
    await refuse({ ruleSets: [instrumentSet([row('', 'en')])] }, '仪表规则1第1行：请选择属性字段。', 'zh');
  });

  it('attributes must exist for the type and not repeat; first/end are circuit positions', async () => {
    await refuse(
      { ruleSets: [instrumentSet([row('size', 'number'), row('loopNumber', 'number')])] },
      'Instrument rule 1, row 1: the attribute field does not exist or cannot be used for this type.',
    );
    await refuse(
      { ruleSets: [instrumentSet([row('loopNumber', 'en'), row('loopNumber', 'number')])] },
      'Instrument rule 1, row 2: this attribute field is already used in another row.',
    );
    await refuse(
      { ruleSets: [instrumentSet([row('functionLetters', 'first'), row('loopNumber', 'number')])] },
      'Instrument rule 1, row 1: first and end are field positions of instrument circuit rows; choose number, letters, letters and numbers, fixed or all.',
    );
  });

  it('fixed fields: at least one value, none empty, none repeated', async () => {
    await refuse(
      { ruleSets: [instrumentSet([row('functionLetters', 'fixed'), row('loopNumber', 'number')])] },
      'Instrument rule 1, row 1: a fixed field needs at least one fixed value.',
    );
    await refuse(
      { ruleSets: [instrumentSet([row('functionLetters', 'fixed', { dmRuleFixeds: fixed('FT', '') })])] },
      'Instrument rule 1, row 1: fixed values must not be empty.',
    );
    await refuse(
      { ruleSets: [instrumentSet([row('functionLetters', 'fixed', { dmRuleFixeds: fixed('FT', 'ft') })])] },
      'Instrument rule 1, row 1: the fixed value FT is repeated.',
    );
  });

  it('a space delimiter without a number/letters pair or a fixed field next asks to confirm (code 5000)', async () => {
    const body = {
      projectId: otherProjectId,
      ruleSets: [
        instrumentSet([row('functionLetters', 'en', { delimiter: 'space' }), row('loopNumber', 'ennumber')]),
      ],
    };
    const ask = await save(owner, body);
    expect(ask.status).toBe(200);
    expect(ask.body.code).toBe(5000);
    expect(ask.body.msg).toBe(
      'Instrument rule 1, row 1: a space delimiter needs the next row to make a number / letters pair or a fixed field, otherwise the two fields are read only where a space separates them. Save anyway?',
    );
    expect((await query(owner, { projectId: otherProjectId })).body.data.level).toBe('default');
    const confirmed = await save(owner, { ...body, confirmed: true });
    expect(confirmed.status, confirmed.body.msg).toBe(200);
    expect((await save(owner, { projectId: otherProjectId, reset: true })).status).toBe(200);
  });

  it('two types with the same rule and overlapping fixed values are duplicates naming both', async () => {
    const letters = (type: string, values: string[]) => ({
      type,
      ruleSettings: [
        {
          rows: [
            row('functionLetters', 'fixed', { dmRuleFixeds: fixed(...values) }),
            row('loopNumber', 'number'),
          ],
        },
      ],
      ...(type === 'instrument' ? { meterRuleSettings: [circuit('loopNumber')] } : {}),
    });
    await refuse(
      { ruleSets: [letters('valve', ['XV', 'HV']), letters('instrument', ['FT', 'HV'])] },
      'The Valve and Instrument rules are the same and share fixed values, so a tag could not be told apart. Change one of them.',
    );
    await refuse(
      { ruleSets: [letters('valve', ['XV', 'HV']), letters('instrument', ['FT', 'HV'])] },
      '阀门与仪表的规则相同且固定值重叠，无法区分位号，请修改其中之一。',
      'zh',
    );
    await refuse(
      { ruleSets: [letters('valve', ['XV']), letters('valve', ['HV'])] },
      'The Valve rules are given twice.',
    );
  });

  it('instrument circuit rows: attribute and position required, exclude needs specific fields', async () => {
    await refuse(
      { ruleSets: [instrumentSet(goodRows(), [circuit('')])] },
      'Instrument circuit row 1: please select an attribute field.',
    );
    await refuse(
      { ruleSets: [instrumentSet(goodRows(), [circuit('loopNumber', { fieldFeatures: '' })])] },
      'Instrument circuit row 1: please select the field position.',
    );
    await refuse(
      {
        ruleSets: [
          instrumentSet(goodRows(), [
            circuit('loopNumber'),
            circuit('functionLetters', { handlingMethod: 'exclude' }),
          ]),
        ],
      },
      'Instrument circuit row 2: exclude handling needs specific fields.',
    );
  });

  it('no circuit row with handling all: a confirmation (code 5000) first, saved once confirmed', async () => {
    const rows = [
      circuit('functionLetters', {
        fieldFeatures: 'first',
        handlingMethod: 'exclude',
        dmRuleFixeds: fixed('H'),
      }),
    ];
    const body = { projectId: otherProjectId, ruleSets: [instrumentSet(goodRows(), rows)] };
    const ask = await save(owner, body);
    expect(ask.status).toBe(200);
    expect(ask.body.code).toBe(5000);
    expect(ask.body.msg).toBe(
      'No instrument circuit row handles all tags, so instrument loops cannot be built normally. Save anyway?',
    );
    expect((await query(owner, { projectId: otherProjectId })).body.data.level).toBe('default');
    const confirmed = await save(owner, { ...body, confirmed: true });
    expect(confirmed.status, confirmed.body.msg).toBe(200);
    expect(confirmed.body.data.meterRuleSettings[0]).toMatchObject({
      handlingMethod: 'exclude',
      dmRuleFixeds: fixed('H'),
    });
    expect((await save(owner, { projectId: otherProjectId, reset: true })).status).toBe(200);
  });

  it('shape errors are 400s: no rules given, unknown type, bad feature', async () => {
    expect((await save(owner, { projectId: otherProjectId })).body.msg).toBe(
      'Please give the rules to save.',
    );
    expect(
      (await save(owner, { projectId: otherProjectId, ruleSets: [{ type: 'pump', ruleSettings: [] }] }))
        .status,
    ).toBe(400);
    expect(
      (
        await save(owner, {
          projectId: otherProjectId,
          ruleSets: [instrumentSet([row('loopNumber', 'digits')])],
        })
      ).status,
    ).toBe(400);
  });
});

describe('attributes (pidAttr, rule/attribute/query)', () => {
  it('lists the built-in attributes, by type', async () => {
    const all = await post<PidAttribute[]>(owner, `${DM2D}/attribute/query`, {});
    expect(all.status).toBe(200);
    expect(all.body.data.map((a) => a.id)).toContain('loopNumber');
    const pipeline = await post<PidAttribute[]>(owner, `${DM2D}/attribute/query`, { type: 'pipeline' });
    expect(pipeline.body.data.map((a) => a.id)).toEqual([
      'area',
      'building',
      'size',
      'service',
      'sequence',
      'spec',
      'insulation',
    ]);
    const viaGet = await get<PidAttribute[]>(owner, `/api/pidAttr?projectId=${projectId}&type=device`);
    expect(viaGet.body.data.map((a) => a.id)).toEqual([
      'area',
      'building',
      'equipmentClass',
      'equipmentNumber',
      'suffix',
    ]);
  });

  it("a project admin adds an attribute; it is the project's own and usable in its rules", async () => {
    const added = await post<PidAttribute>(owner, '/api/pidAttr', {
      projectId,
      type: 'device',
      attrName: '单元号',
      attrNameEn: 'Unit',
    });
    expect(added.status, added.body.msg).toBe(200);
    expect(added.body.msg).toBe('Attribute added');
    const id = added.body.data.id;
    const listed = await get<PidAttribute[]>(reader, `/api/pidAttr?projectId=${projectId}&type=device`);
    expect(listed.body.data.map((a) => a.id)).toContain(id);
    const elsewhere = await get<PidAttribute[]>(owner, `/api/pidAttr?projectId=${otherProjectId}`);
    expect(elsewhere.body.data.map((a) => a.id)).not.toContain(id);

    const deviceRule = {
      type: 'device',
      ruleSettings: [
        { rows: [row(id, 'number'), row('equipmentClass', 'en'), row('equipmentNumber', 'number')] },
      ],
    };
    const ok = await save(owner, { projectId, ruleSets: [deviceRule] });
    expect(ok.status, ok.body.msg).toBe(200);
    const refused = await save(owner, { projectId: otherProjectId, ruleSets: [deviceRule] });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(
      'Equipment rule 1, row 1: the attribute field does not exist or cannot be used for this type.',
    );
    await save(owner, { projectId, reset: true });
  });

  it('names are unique (built-in ones included); only project admins add; strangers see nothing', async () => {
    const again = await post(owner, '/api/pidAttr', { projectId, type: 'device', attrName: '单元号' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('The attribute group or name already exists.');
    const builtIn = await post(owner, '/api/pidAttr', { projectId, type: 'valve', attrName: 'Loop number' });
    expect(builtIn.status).toBe(409);
    expect((await post(writer, '/api/pidAttr', { projectId, type: 'valve', attrName: 'Trim' })).status).toBe(
      403,
    );
    expect(
      (await post(stranger, '/api/pidAttr', { projectId, type: 'valve', attrName: 'Trim' })).status,
    ).toBe(404);
    expect((await get(stranger, `/api/pidAttr?projectId=${projectId}`)).status).toBe(404);
    const empty = await post(owner, '/api/pidAttr', { projectId, type: 'valve', attrName: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toContain('Please enter the attribute name.');
  });
});

describe('dictionaries (dic)', () => {
  it('box types, device categories of a box type, device types of a category', async () => {
    const boxes = await get<DicItem[]>(owner, '/api/dic?name=pidBoxType');
    expect(boxes.status).toBe(200);
    expect(boxes.body.data.map((d) => d.dictKey)).toEqual([
      'device',
      'valve',
      'instrument',
      'pipeline',
      'offPageConnector',
      'flowArrow',
    ]);
    const categories = await get<DicItem[]>(owner, '/api/dic?name=pidDeviceCategory&parentKey=valve');
    expect(categories.body.data.map((d) => d.dictKey)).toContain('control');
    expect(categories.body.data.every((d) => d.boxType === 'valve')).toBe(true);
    const pumps = await get<DicItem[]>(owner, '/api/dic?name=pidDeviceType&parentKey=pump&boxType=device');
    expect(pumps.body.data[0]).toEqual({
      dictKey: 'centrifugalPump',
      dictValue: '离心泵',
      dictValueEn: 'Centrifugal pump',
      parentKey: 'pump',
      boxType: 'device',
      sort: 1,
    });
  });

  it('the equipment class code preset (sbzldm) is a dictionary too', async () => {
    const preset = await get<DicItem[]>(owner, '/api/dic?name=pidPresetSbzldm');
    expect(preset.body.data.map((d) => d.dictKey)).toEqual([
      'T',
      'P',
      'C',
      'E',
      'R',
      'F',
      'S',
      'V',
      'L',
      'W',
      'M',
      'X',
    ]);
  });

  it('the building code preset (jz) is a dictionary, and its codes save as a building fixed field', async () => {
    const preset = await get<DicItem[]>(owner, '/api/dic?name=pidPresetJz');
    expect(preset.status, preset.body.msg).toBe(200);
    expect(preset.body.data.length).toBeGreaterThan(10);
    expect(preset.body.data[0]).toEqual({
      dictKey: 'MB',
      dictValue: '主厂房',
      dictValueEn: 'Main process building',
      sort: 1,
    });
    expect(preset.body.data.map((d) => d.dictKey)).toContain('CCR');
  });

  it('the dictionaries and the default rules are seeded into the table', async () => {
    const { client, table } = testDb();
    const items = await client.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': 'PIDDIC#pidDeviceType' },
      }),
    );
    expect(items.Items?.length).toBeGreaterThan(30);
    const rules = await client.send(
      new GetCommand({ TableName: table, Key: { pk: 'PIDRULES#DEFAULT', sk: 'RULESET' } }),
    );
    expect(rules.Item?.seedVersion).toBe(DEFAULT_RULES_VERSION);
  });

  it('an unknown dictionary is 404, a missing name 400, signed out 401', async () => {
    expect((await get(owner, '/api/dic?name=nothing')).status).toBe(404);
    expect((await get(owner, '/api/dic')).status).toBe(400);
    expect((await get(null, '/api/dic?name=pidBoxType')).status).toBe(401);
  });
});
