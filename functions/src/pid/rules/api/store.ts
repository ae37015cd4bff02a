import { gunzipSync, gzipSync } from 'node:zlib';
import type { DicItem, PidAttribute, RuleSetData, TagType } from '@loopline/shared/contracts/pidRules';
import { getAcross } from '../../../entities/batchGet.ts';
import { conditionFailed } from '../../../entities/errors.ts';
import { pidAttribute } from '../../../entities/pidAttribute.ts';
import { pidDictItem } from '../../../entities/pidDictItem.ts';
import { pidRuleSet } from '../../../entities/pidRuleSet.ts';

/** Where a rule set applies. */
export type RuleScope =
  | { level: 'default' }
  | { level: 'project'; projectId: string }
  | { level: 'file'; projectId: string; fileId: string };

export function scopeKey(scope: RuleScope): string {
  if (scope.level === 'default') return 'DEFAULT';
  if (scope.level === 'project') return `PROJECT#${scope.projectId}`;
  return `PROJECT#${scope.projectId}#FILE#${scope.fileId}`;
}

export interface StoredRuleSet {
  scope: RuleScope;
  data: RuleSetData;
  updateTime: string;
  updateUser: string;
  seedVersion?: number;
}

/** The largest compressed rule set stored (the item limit is 400 KB). */
export const MAX_STORED_RULES = 300_000;

export function packRules(data: RuleSetData): string {
  return gzipSync(JSON.stringify(data)).toString('base64');
}

function unpackRules(packed: string): RuleSetData {
  return JSON.parse(gunzipSync(Buffer.from(packed, 'base64')).toString('utf8')) as RuleSetData;
}

function scopeOf(record: { level: RuleScope['level']; projectId?: string; fkFileId?: string }): RuleScope {
  if (record.level === 'file' && record.projectId && record.fkFileId)
    return { level: 'file', projectId: record.projectId, fileId: record.fkFileId };
  if (record.level === 'project' && record.projectId)
    return { level: 'project', projectId: record.projectId };
  return { level: 'default' };
}

/**
 * The saved rule sets of several scopes in one read, in the order asked (null where none is saved).
 * The rules resolve most specific first: a drawing's, its project's, the platform default.
 */
export async function readRuleSets(scopes: RuleScope[]): Promise<(StoredRuleSet | null)[]> {
  const items = await getAcross(scopes.map((scope) => pidRuleSet.get({ scope: scopeKey(scope) })));
  return items.map((item) => {
    if (!item) return null;
    const record = pidRuleSet.parse({ Item: item }).data;
    if (!record) return null;
    return {
      scope: scopeOf(record),
      data: unpackRules(record.rules),
      updateTime: record.updateTime,
      updateUser: record.updateUser,
      ...(record.seedVersion === undefined ? {} : { seedVersion: record.seedVersion }),
    };
  });
}

export async function writeRuleSet(
  scope: RuleScope,
  packed: string,
  who: { userId: string; tenantId?: string },
  now: string,
  seedVersion?: number,
): Promise<void> {
  await pidRuleSet
    .put({
      scope: scopeKey(scope),
      level: scope.level,
      rules: packed,
      updateUser: who.userId,
      updateTime: now,
      ...(who.tenantId ? { tenantId: who.tenantId } : {}),
      ...(scope.level === 'default' ? {} : { projectId: scope.projectId }),
      ...(scope.level === 'file' ? { fkFileId: scope.fileId } : {}),
      ...(seedVersion === undefined ? {} : { seedVersion }),
    })
    .go();
}

export async function deleteRuleSet(scope: RuleScope): Promise<void> {
  await pidRuleSet.delete({ scope: scopeKey(scope) }).go();
}

/** A project's own attributes, in the order they were added. */
export async function projectAttributes(projectId: string): Promise<PidAttribute[]> {
  const { data } = await pidAttribute.query.byProject({ projectId }).go({ pages: 'all' });
  return data
    .map((a) => ({
      id: a.id,
      types: a.types as TagType[],
      attrName: a.attrName,
      attrNameEn: a.attrNameEn,
      projectId: a.projectId,
      sort: a.sort,
    }))
    .sort((a, b) => a.sort - b.sort);
}

/** Adds a project attribute; false when the project already has one of that name. */
export async function insertAttribute(
  attribute: PidAttribute & { projectId: string },
  who: { userId: string; tenantId: string },
  now: string,
): Promise<boolean> {
  try {
    await pidAttribute
      .create({
        ...attribute,
        nameKey: attribute.attrName.toLowerCase(),
        tenantId: who.tenantId,
        createUser: who.userId,
        createTime: now,
      })
      .go();
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

export async function dictionaryItems(name: string): Promise<DicItem[]> {
  const { data } = await pidDictItem.query.byName({ name }).go({ pages: 'all' });
  return data
    .map(({ dictKey, dictValue, dictValueEn, parentKey, boxType, sort }) => ({
      dictKey,
      dictValue,
      dictValueEn,
      sort,
      ...(parentKey ? { parentKey } : {}),
      ...(boxType ? { boxType } : {}),
    }))
    .sort((a, b) => a.sort - b.sort);
}

/** The seeded dictionary items' versions by name, to rewrite only what changed. */
export async function dictionaryVersion(name: string): Promise<number | undefined> {
  const { data } = await pidDictItem.query.byName({ name }).go({ limit: 1 });
  return data[0]?.seedVersion;
}

export async function writeDictionary(name: string, items: DicItem[], seedVersion: number): Promise<void> {
  if (items.length === 0) return;
  await pidDictItem.put(items.map((item) => ({ ...item, name, seedVersion }))).go();
}
