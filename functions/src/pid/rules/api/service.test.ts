import type { DicItem, PidAttribute, RuleSetData } from '@loopline/shared/contracts/pidRules';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../../lib/http/route.ts';
import type { Sign } from '../../../lib/policies/signs.ts';
import { defaultRuleSet } from '../defaults.ts';
import { DEFAULT_RULES_VERSION, makeRuleService, type RuleAccess, type RuleStore } from './service.ts';
import { type RuleScope, type StoredRuleSet, scopeKey } from './store.ts';

function fakeStore() {
  const sets = new Map<string, StoredRuleSet>();
  const attributes = new Map<string, PidAttribute[]>();
  const dictionaries = new Map<string, { items: DicItem[]; version: number }>();
  const store: RuleStore = {
    readRuleSets: async (scopes: RuleScope[]) => scopes.map((s) => sets.get(scopeKey(s)) ?? null),
    writeRuleSet: async (scope, packed, who, now, seedVersion) => {
      sets.set(scopeKey(scope), {
        scope,
        data: JSON.parse(packed) as RuleSetData,
        updateTime: now,
        updateUser: who.userId,
        ...(seedVersion === undefined ? {} : { seedVersion }),
      });
    },
    deleteRuleSet: async (scope) => {
      sets.delete(scopeKey(scope));
    },
    projectAttributes: async (projectId) => attributes.get(projectId) ?? [],
    insertAttribute: async (attribute) => {
      const list = attributes.get(attribute.projectId) ?? [];
      if (list.some((a) => a.attrName.toLowerCase() === attribute.attrName.toLowerCase())) return false;
      attributes.set(attribute.projectId, [...list, attribute]);
      return true;
    },
    dictionaryItems: async (name) => dictionaries.get(name)?.items ?? [],
    dictionaryVersion: async (name) => dictionaries.get(name)?.version,
    writeDictionary: async (name, items, version) => {
      dictionaries.set(name, { items, version });
    },
    packRules: (data) => JSON.stringify(data),
    maxPackedSize: 1_000_000,
  };
  return { store, sets, dictionaries };
}

const caller = (userId: string, isAdmin = false) => ({ userId, tenantId: 't', isAdmin }) as Caller;

/** p1: u-admin is a project admin, u-edit may edit file f1, u-read may view it; anyone else is no member. */
const access: RuleAccess = {
  member: async (who, projectId) => {
    if (projectId !== 'p1' || !['u-admin', 'u-edit', 'u-read'].includes(who.userId)) throw new Error('404');
    return { mayChangeRules: who.userId === 'u-admin' };
  },
  fileSigns: async (who, _projectId, fileId) => {
    if (fileId !== 'f1') throw new Error('404');
    const signs: Record<string, Sign[]> = {
      'u-admin': ['viewFile', 'editFile'],
      'u-edit': ['viewFile', 'editFile'],
      'u-read': ['viewFile'],
    };
    return signs[who.userId] ?? [];
  },
};

const instrumentOnly = {
  type: 'instrument' as const,
  ruleSettings: [
    {
      rows: [
        {
          fkAttributeId: 'functionLetters',
          fieldFeatures: 'en' as const,
          delimiter: 'space' as const,
          allowToBeEmpty: 1 as const,
          dmRuleFixeds: [],
        },
        {
          fkAttributeId: 'loopNumber',
          fieldFeatures: 'number' as const,
          delimiter: 'space' as const,
          allowToBeEmpty: 1 as const,
          dmRuleFixeds: [],
        },
      ],
    },
  ],
};

describe('rule service', () => {
  it('resolves a drawing, then its project, then the default; unsaved means the seeded rules', async () => {
    const { store } = fakeStore();
    const service = makeRuleService({ store, access, now: () => new Date('2026-01-01T00:00:00Z') });
    expect(await service.rulesForFile('p1', 'f1')).toEqual(defaultRuleSet());
    await service.save(caller('u-admin'), { projectId: 'p1', ruleSets: [instrumentOnly] }, 'en');
    const projectRules = await service.rulesForFile('p1', 'f1');
    expect(projectRules.types.find((t) => t.type === 'instrument')?.ruleSettings).toHaveLength(1);
    // Types left out come from the rules in force before: the default's pipeline rules.
    expect(projectRules.types.find((t) => t.type === 'pipeline')).toEqual(defaultRuleSet().types[0]);
    await service.save(
      caller('u-edit'),
      { projectId: 'p1', fkFileId: 'f1', ruleSets: [{ ...instrumentOnly, ruleSettings: [] }] },
      'en',
    );
    expect(
      (await service.rulesForFile('p1', 'f1')).types.find((t) => t.type === 'instrument')?.ruleSettings,
    ).toEqual([]);
    const answer = await service.querySetting(caller('u-read'), {
      projectId: 'p1',
      fkFileId: 'f1',
      type: 'instrument',
    });
    expect(answer).toMatchObject({ level: 'file', fkFileId: 'f1', updateTime: '2026-01-01T00:00:00.000Z' });
    expect(answer.types).toHaveLength(1);
  });

  it('checks rights before anything is read or written', async () => {
    const { store, sets } = fakeStore();
    const service = makeRuleService({ store, access });
    await expect(
      service.save(caller('u-edit'), { projectId: 'p1', ruleSets: [instrumentOnly] }, 'en'),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      service.save(caller('u-read'), { projectId: 'p1', fkFileId: 'f1', ruleSets: [instrumentOnly] }, 'en'),
    ).rejects.toMatchObject({ status: 403 });
    await expect(service.save(caller('u-admin'), { ruleSets: [instrumentOnly] }, 'en')).rejects.toMatchObject(
      { status: 403 },
    );
    await expect(service.querySetting(caller('u-x'), { projectId: 'p1' })).rejects.toThrow('404');
    await expect(service.querySetting(caller('u-read'), { fkFileId: 'f1' })).rejects.toMatchObject({
      messageKey: 'pid.projectRequired',
    });
    expect(sets.size).toBe(0);
    await service.save(caller('root', true), { ruleSets: [instrumentOnly] }, 'en');
    expect([...sets.keys()]).toEqual(['DEFAULT']);
  });

  it('answers the first problem with translated type names, and asks to confirm a circuit warning', async () => {
    const { store, sets } = fakeStore();
    const service = makeRuleService({ store, access });
    const bad = {
      ...instrumentOnly,
      ruleSettings: [{ rows: [{ ...instrumentOnly.ruleSettings[0].rows[0], fkAttributeId: '' }] }],
    };
    await expect(
      service.save(caller('u-admin'), { projectId: 'p1', ruleSets: [bad] }, 'zh'),
    ).rejects.toMatchObject({
      messageKey: 'pid.rule.attributeRequired',
      params: { type: '仪表', rule: 1, row: 1 },
    });
    const warned = { ...instrumentOnly, meterRuleSettings: [] };
    expect(await service.save(caller('u-admin'), { projectId: 'p1', ruleSets: [warned] }, 'en')).toEqual({
      confirm: 'pid.circuit.noAllRow',
      params: {},
    });
    expect(sets.size).toBe(0);
    await service.save(caller('u-admin'), { projectId: 'p1', ruleSets: [warned], confirmed: true }, 'en');
    expect(sets.get('PROJECT#p1')?.data.meterRuleSettings).toEqual([]);
  });

  it('seeds once, keeps an administrator’s default, and reset rewrites the seeded default', async () => {
    const { store, sets, dictionaries } = fakeStore();
    const service = makeRuleService({ store, access });
    await service.ensureSeeds();
    expect(sets.get('DEFAULT')?.seedVersion).toBe(DEFAULT_RULES_VERSION);
    expect([...dictionaries.keys()]).toEqual([
      'pidBoxType',
      'pidDeviceCategory',
      'pidDeviceType',
      'pidPresetSbzldm',
      'pidPresetJz',
    ]);
    await service.save(caller('root', true), { ruleSets: [instrumentOnly] }, 'en');
    await service.ensureSeeds();
    expect(sets.get('DEFAULT')?.seedVersion).toBeUndefined();
    await service.save(caller('root', true), { ruleSets: [], reset: true }, 'en');
    expect(sets.get('DEFAULT')).toMatchObject({ seedVersion: DEFAULT_RULES_VERSION, data: defaultRuleSet() });
  });

  it('dictionaries fall back to the seeded lists and filter by parent and box type; unknown names are 404', async () => {
    const service = makeRuleService({ store: fakeStore().store, access });
    const valves = await service.dictionary('pidDeviceCategory', { boxType: 'valve' });
    expect(valves.map((d) => d.dictKey)).toContain('butterfly');
    expect(await service.dictionary('pidDeviceType', { parentKey: 'column' })).toHaveLength(2);
    await expect(service.dictionary('nope')).rejects.toMatchObject({ status: 404 });
  });

  it('attributes: names unique against built-in and project ones, project admins only', async () => {
    const service = makeRuleService({ store: fakeStore().store, access });
    const added = await service.addAttribute(caller('u-admin'), {
      projectId: 'p1',
      type: 'valve',
      attrName: 'Trim',
    });
    expect(added).toMatchObject({ types: ['valve'], attrName: 'Trim', attrNameEn: 'Trim', projectId: 'p1' });
    await expect(
      service.addAttribute(caller('u-admin'), { projectId: 'p1', type: 'valve', attrName: 'trim' }),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      service.addAttribute(caller('u-admin'), { projectId: 'p1', type: 'valve', attrName: '回路号' }),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      service.addAttribute(caller('u-edit'), { projectId: 'p1', type: 'valve', attrName: 'Size' }),
    ).rejects.toMatchObject({ status: 403 });
    const valveAttrs = await service.queryAttributes(caller('u-read'), { projectId: 'p1', type: 'valve' });
    expect(valveAttrs.map((a) => a.id)).toContain(added.id);
  });

  it('seeds rules from known tags: preview saves nothing, a save needs the rights and confirms warnings', async () => {
    const { store, sets } = fakeStore();
    const service = makeRuleService({ store, access });
    const samples = [
      { type: 'device' as const, tag: 'P4711' },
      { type: 'instrument' as const, tag: 'PI 4712.01' },
      { type: 'pipeline' as const, tag: 'MNb 47121 75HB13 80' },
    ];
    const preview = await service.seed(
      caller('u-read'),
      { projectId: 'p1', fkFileId: 'f1', samples, preview: true },
      'en',
    );
    expect(preview).toMatchObject({
      saved: false,
      inferred: ['pipeline', 'device', 'instrument'],
      unread: [],
    });
    expect(sets.size).toBe(0);
    await expect(
      service.seed(caller('u-read'), { projectId: 'p1', fkFileId: 'f1', samples }, 'en'),
    ).rejects.toMatchObject({ status: 403 });
    await expect(service.seed(caller('u-edit'), { projectId: 'p1', samples }, 'en')).rejects.toMatchObject({
      status: 403,
    });
    // The line label's number and class need a real space between them: the spec's confirm first.
    const asked = await service.seed(caller('u-edit'), { projectId: 'p1', fkFileId: 'f1', samples }, 'en');
    expect(asked).toMatchObject({ confirm: 'pid.rule.spaceDelimiter' });
    expect(sets.size).toBe(0);
    const saved = await service.seed(
      caller('u-edit'),
      { projectId: 'p1', fkFileId: 'f1', samples, confirmed: true },
      'en',
    );
    expect(saved).toMatchObject({ saved: true, rules: { level: 'file', fkFileId: 'f1' } });
    const rules = await service.rulesForFile('p1', 'f1');
    expect(rules.types.find((t) => t.type === 'valve')).toEqual(defaultRuleSet().types[2]);
    expect(rules.types.find((t) => t.type === 'device')?.ruleSettings[0].rows[0].fieldFeatures).toBe('fixed');
    await expect(
      service.seed(caller('u-admin'), { projectId: 'p1', samples: [{ type: 'device', tag: '' }] }, 'en'),
    ).rejects.toMatchObject({ status: 400, messageKey: 'pid.seed.noTags' });
  });
});
