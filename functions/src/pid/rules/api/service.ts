import { randomUUID } from 'node:crypto';
import { type Language, translate } from '@loopline/shared';
import type {
  CircuitRow,
  DicItem,
  PidAttribute,
  RuleLevel,
  RuleSeedAnswer,
  RuleSetData,
  RuleSettingAnswer,
  TagType,
  TypeRuleSet,
} from '@loopline/shared/contracts/pidRules';
import { TAG_TYPES } from '@loopline/shared/contracts/pidRules';
import type { TagSample } from '@loopline/shared/pid/infer';
import { type RuleProblem, validateRuleSet } from '@loopline/shared/pid/rules';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../../lib/errors.ts';
import type { Caller } from '../../../lib/http/route.ts';
import type { Sign } from '../../../lib/policies/signs.ts';
import { BUILT_IN_ATTRIBUTES, defaultRuleSet } from '../defaults.ts';
import { DICTIONARY_VERSION, seededDictionaries } from '../dictionaries.ts';
import { coverageOf, seededRules } from '../seed.ts';
import type { RuleScope, StoredRuleSet } from './store.ts';

/** What the rule service needs of the project area: membership, roles and a file's signs. */
export interface RuleAccess {
  /** The caller's membership of the project (404 for a non-member or another tenant's project). */
  member(caller: Caller, projectId: string): Promise<{ mayChangeRules: boolean }>;
  /** The caller's signs on a file of the project (404 when it is no file of the project). */
  fileSigns(caller: Caller, projectId: string, fileId: string): Promise<Sign[]>;
}

export interface RuleStore {
  readRuleSets(scopes: RuleScope[]): Promise<(StoredRuleSet | null)[]>;
  writeRuleSet(
    scope: RuleScope,
    packed: string,
    who: { userId: string; tenantId?: string },
    now: string,
    seedVersion?: number,
  ): Promise<void>;
  deleteRuleSet(scope: RuleScope): Promise<void>;
  projectAttributes(projectId: string): Promise<PidAttribute[]>;
  insertAttribute(
    attribute: PidAttribute & { projectId: string },
    who: { userId: string; tenantId: string },
    now: string,
  ): Promise<boolean>;
  dictionaryItems(name: string): Promise<DicItem[]>;
  dictionaryVersion(name: string): Promise<number | undefined>;
  writeDictionary(name: string, items: DicItem[], seedVersion: number): Promise<void>;
  packRules(data: RuleSetData): string;
  maxPackedSize: number;
}

/**
 * The version of the seeded default rule set; the seed rewrites an older seeded default, never a saved one.
 * 2: valve-type codes with lettered identifiers, instruments with a named loop, ISA ICA/ICS/ICSA.
 * 3: line numbers without a class after a nominal size and with an insulation code; joined V valves and
 *    instrument tags after an area (062-V1058, 100-FT001); ST a speed transmitter, VE joined.
 * 4: NRV (non-return) and AOV (air-operated) valve codes.
 */
export const DEFAULT_RULES_VERSION = 4;

export interface ScopeInput {
  projectId?: string;
  fkFileId?: string;
}

export interface SeedInput extends ScopeInput {
  /** The known tags the rules are inferred from. */
  samples: TagSample[];
  preview?: boolean;
  confirmed?: boolean;
}

export interface SaveInput extends ScopeInput {
  ruleSets: TypeRuleSet[];
  reset?: boolean;
  confirmed?: boolean;
}

/** A save that needs the user's confirmation first (spec: a confirm dialog; envelope code 5000). */
export interface NeedsConfirmation {
  confirm: string;
  params: Record<string, string | number>;
}

/** The scopes from the most specific to the default. */
function chainOf(scope: RuleScope): RuleScope[] {
  if (scope.level === 'default') return [scope];
  const project: RuleScope = { level: 'project', projectId: scope.projectId };
  return scope.level === 'file' ? [scope, project, { level: 'default' }] : [project, { level: 'default' }];
}

/** The answer shape: the spec's per-type sets, the circuit rows on the instrument type and beside them. */
function answerOf(
  level: RuleLevel,
  data: RuleSetData,
  scope: RuleScope,
  updateTime?: string,
  only?: TagType,
): RuleSettingAnswer {
  const fkFileId = scope.level === 'file' ? scope.fileId : undefined;
  const types = TAG_TYPES.filter((type) => !only || type === only).map((type): TypeRuleSet => {
    const ruleSettings = data.types.find((t) => t.type === type)?.ruleSettings ?? [];
    return {
      type,
      ...(fkFileId ? { fkFileId } : {}),
      ruleSettings,
      ...(type === 'instrument' ? { meterRuleSettings: data.meterRuleSettings } : {}),
    };
  });
  return {
    level,
    ...(scope.level === 'default' ? {} : { projectId: scope.projectId }),
    ...(fkFileId ? { fkFileId } : {}),
    ...(updateTime ? { updateTime } : {}),
    types,
    meterRuleSettings: data.meterRuleSettings,
  };
}

export function makeRuleService(deps: { store: RuleStore; access: RuleAccess; now?: () => Date }) {
  const { store, access } = deps;
  const now = () => (deps.now ?? (() => new Date()))().toISOString();

  /** The rules that apply at a scope: the most specific saved set, else the seeded default. */
  async function effective(
    scope: RuleScope,
  ): Promise<{ level: RuleLevel; data: RuleSetData; stored?: StoredRuleSet }> {
    const chain = chainOf(scope);
    const found = await store.readRuleSets(chain);
    const hit = found.find((s) => s !== null);
    if (hit) return { level: hit.scope.level, data: hit.data, stored: hit };
    return { level: 'default', data: defaultRuleSet() };
  }

  function writeSeededDefault(): Promise<void> {
    const packed = store.packRules(defaultRuleSet());
    return store.writeRuleSet({ level: 'default' }, packed, { userId: 'seed' }, now(), DEFAULT_RULES_VERSION);
  }

  /** Reads need membership, and viewFile for a drawing's rules; the default is open to every user. */
  async function readableScope(caller: Caller, input: ScopeInput): Promise<RuleScope> {
    if (!input.projectId) {
      if (input.fkFileId) throw new BadRequestError('pid.projectRequired');
      return { level: 'default' };
    }
    await access.member(caller, input.projectId);
    if (!input.fkFileId) return { level: 'project', projectId: input.projectId };
    const signs = await access.fileSigns(caller, input.projectId, input.fkFileId);
    if (!signs.includes('viewFile')) throw new ForbiddenError();
    return { level: 'file', projectId: input.projectId, fileId: input.fkFileId };
  }

  /** Changes: platform administrators the default, project admins a project's, editFile a drawing's. */
  async function writableScope(caller: Caller, input: ScopeInput): Promise<RuleScope> {
    if (!input.projectId) {
      if (input.fkFileId) throw new BadRequestError('pid.projectRequired');
      if (!caller.isAdmin) throw new ForbiddenError();
      return { level: 'default' };
    }
    const membership = await access.member(caller, input.projectId);
    if (!input.fkFileId) {
      if (!membership.mayChangeRules) throw new ForbiddenError();
      return { level: 'project', projectId: input.projectId };
    }
    const signs = await access.fileSigns(caller, input.projectId, input.fkFileId);
    if (!signs.includes('editFile')) throw new ForbiddenError();
    return { level: 'file', projectId: input.projectId, fileId: input.fkFileId };
  }

  async function attributesFor(projectId: string | undefined): Promise<PidAttribute[]> {
    const own = projectId ? await store.projectAttributes(projectId) : [];
    return [...BUILT_IN_ATTRIBUTES, ...own];
  }

  /** The first problem as a 400 with the spec's message, the types named in the caller's language. */
  function rejection(problem: RuleProblem, lang: Language): BadRequestError {
    const { type, other, ...rest } = problem.params;
    return new BadRequestError(problem.key, {
      ...rest,
      ...(type ? { type: translate(`pid.type.${type}`, lang) } : {}),
      ...(other ? { other: translate(`pid.type.${other}`, lang) } : {}),
    });
  }

  /** Writes a checked rule set at a scope; a set over the stored size limit is a 400. */
  async function writeChecked(scope: RuleScope, data: RuleSetData, caller: Caller): Promise<string> {
    const packed = store.packRules(data);
    if (packed.length > store.maxPackedSize) throw new BadRequestError('pid.rule.tooLarge');
    const at = now();
    await store.writeRuleSet(scope, packed, { userId: caller.userId, tenantId: caller.tenantId }, at);
    return at;
  }

  return {
    /** The rules the recognition of a drawing uses (no caller: the engine runs after the submit's checks). */
    async rulesForFile(projectId: string, fileId: string): Promise<RuleSetData> {
      return (await effective({ level: 'file', projectId, fileId })).data;
    },

    async queryDefault(only?: TagType): Promise<RuleSettingAnswer> {
      const [stored] = await store.readRuleSets([{ level: 'default' }]);
      const data = stored?.data ?? defaultRuleSet();
      return answerOf('default', data, { level: 'default' }, stored?.updateTime, only);
    },

    async querySetting(caller: Caller, input: ScopeInput & { type?: TagType }): Promise<RuleSettingAnswer> {
      const scope = await readableScope(caller, input);
      const { level, data, stored } = await effective(scope);
      return answerOf(level, data, scope, stored?.updateTime, input.type);
    },

    async save(
      caller: Caller,
      input: SaveInput,
      lang: Language,
    ): Promise<RuleSettingAnswer | NeedsConfirmation> {
      const scope = await writableScope(caller, input);
      if (input.reset) {
        // The default goes back to the seeded rules; a project or drawing forgets its own.
        if (scope.level === 'default') await writeSeededDefault();
        else await store.deleteRuleSet(scope);
        const { level, data, stored } = await effective(scope);
        return answerOf(level, data, scope, stored?.updateTime);
      }
      if (input.ruleSets.length === 0) throw new BadRequestError('pid.rule.setRequired');
      // What the caller leaves out is kept from the rules that applied so far.
      const before = (await effective(scope)).data;
      const given = new Map(input.ruleSets.map((set) => [set.type, set]));
      const types = [
        ...input.ruleSets.map(({ meterRuleSettings: _rows, ...set }) => set),
        ...before.types.filter((set) => !given.has(set.type)),
      ];
      const circuitRows: CircuitRow[] =
        given.get('instrument')?.meterRuleSettings ?? before.meterRuleSettings;
      const attributes = await attributesFor(scope.level === 'default' ? undefined : scope.projectId);
      const checked = validateRuleSet({ types, meterRuleSettings: circuitRows }, attributes);
      if (checked.errors.length > 0) throw rejection(checked.errors[0], lang);
      if (checked.warnings.length > 0 && !input.confirmed) {
        const warning = rejection(checked.warnings[0], lang);
        return { confirm: warning.messageKey, params: warning.params };
      }
      const at = await writeChecked(scope, checked.ruleSet, caller);
      return answerOf(scope.level, checked.ruleSet, scope, at);
    },

    /**
     * Rules inferred from known tags (a drawing's DEXPI truth) for a drawing or a project: the sampled types'
     * rules replaced, the others and the circuit rows kept from the rules that applied. Checked as a save is
     * (the spec's messages; warnings answered as a confirm until `confirmed`); a preview needs only read
     * rights and saves nothing.
     */
    async seed(
      caller: Caller,
      input: SeedInput,
      lang: Language,
    ): Promise<RuleSeedAnswer | NeedsConfirmation> {
      if (!input.projectId) throw new BadRequestError('pid.projectRequired');
      const scope = input.preview ? await readableScope(caller, input) : await writableScope(caller, input);
      if (scope.level === 'default') throw new BadRequestError('pid.projectRequired');
      const before = (await effective(scope)).data;
      const attributes = await attributesFor(scope.projectId);
      const seeded = seededRules(input.samples, before, attributes);
      if (seeded.inferred.length === 0) throw new BadRequestError('pid.seed.noTags');
      const checked = validateRuleSet(seeded.ruleSet, attributes);
      if (checked.errors.length > 0) throw rejection(checked.errors[0], lang);
      const warnings = checked.warnings.map((w) => rejection(w, lang));
      let updateTime: string | undefined;
      if (!input.preview) {
        if (warnings.length > 0 && !input.confirmed)
          return { confirm: warnings[0].messageKey, params: warnings[0].params };
        updateTime = await writeChecked(scope, checked.ruleSet, caller);
      }
      return {
        saved: !input.preview,
        rules: answerOf(scope.level, checked.ruleSet, scope, updateTime),
        inferred: seeded.inferred,
        ...coverageOf(checked.ruleSet, input.samples),
        warnings: warnings.map((w) => translate(w.messageKey, lang, w.params)),
      };
    },

    async queryAttributes(
      caller: Caller,
      input: { projectId?: string; type?: TagType },
    ): Promise<PidAttribute[]> {
      if (input.projectId) await access.member(caller, input.projectId);
      const all = await attributesFor(input.projectId);
      return input.type ? all.filter((a) => a.types.includes(input.type as TagType)) : all;
    },

    async addAttribute(
      caller: Caller,
      input: { projectId: string; type: TagType; attrName: string; attrNameEn?: string },
    ): Promise<PidAttribute> {
      const membership = await access.member(caller, input.projectId);
      if (!membership.mayChangeRules) throw new ForbiddenError();
      const existing = await attributesFor(input.projectId);
      const names = new Set(existing.flatMap((a) => [a.attrName.toLowerCase(), a.attrNameEn.toLowerCase()]));
      const attrNameEn = input.attrNameEn || input.attrName;
      if (names.has(input.attrName.toLowerCase()) || names.has(attrNameEn.toLowerCase()))
        throw new ConflictError('pid.attrExists');
      const attribute = {
        id: randomUUID(),
        types: [input.type],
        attrName: input.attrName,
        attrNameEn,
        projectId: input.projectId,
        sort: existing.length + 1,
      };
      const added = await store.insertAttribute(
        attribute,
        { userId: caller.userId, tenantId: caller.tenantId },
        now(),
      );
      if (!added) throw new ConflictError('pid.attrExists');
      return attribute;
    },

    /** A dictionary by name, optionally one parent's items or one box type's; unknown names are 404. */
    async dictionary(
      name: string,
      filter: { parentKey?: string; boxType?: string } = {},
    ): Promise<DicItem[]> {
      const seeded = seededDictionaries()[name];
      let items = await store.dictionaryItems(name);
      if (items.length === 0) {
        if (!seeded) throw new NotFoundError('pid.dicNotFound');
        items = seeded;
      }
      return items.filter(
        (item) =>
          (!filter.parentKey || item.parentKey === filter.parentKey) &&
          (!filter.boxType || item.boxType === filter.boxType),
      );
    },

    /** Seeds the dictionaries and the default rule set; a default an administrator saved is kept. */
    async ensureSeeds(): Promise<void> {
      for (const [name, items] of Object.entries(seededDictionaries())) {
        const version = await store.dictionaryVersion(name);
        if (version === undefined || version < DICTIONARY_VERSION)
          await store.writeDictionary(name, items, DICTIONARY_VERSION);
      }
      const [stored] = await store.readRuleSets([{ level: 'default' }]);
      if (!stored || (stored.seedVersion !== undefined && stored.seedVersion < DEFAULT_RULES_VERSION))
        await writeSeededDefault();
    },
  };
}

export type RuleService = ReturnType<typeof makeRuleService>;
