import type { Envelope } from '@loopline/shared';
import type { RequestInput } from '@loopline/shared/contracts/input';
import type {
  DicItem,
  DicQuery,
  PidAttrBody,
  PidAttribute,
  RuleAttributeQueryBody,
  RuleSettingAnswer,
  RuleSettingQueryBody,
  SaveRuleBody,
  TagType,
  TypeRuleSet,
} from '@loopline/shared/contracts/pidRules';
import { http } from './client.ts';
import { isApiError } from './errors.ts';

/** P&ID tag rules (`/api/cloud/dm2d/rule/*`, spec 3 §7), rule attributes (`/api/pidAttr`) and dictionaries (`/api/dic`). */

const data = <T>(envelope: Envelope<T>) => envelope.data;

export type {
  CircuitRow,
  DicItem,
  PidAttribute,
  RuleRow,
  RuleSetData,
  RuleSettingAnswer,
  TagRule,
  TagType,
  TypeRuleSet,
} from '@loopline/shared/contracts/pidRules';

/** Where a rule set applies: no project = the platform default; a project; a drawing of a project. */
export interface RuleScope {
  projectId?: string;
  fkFileId?: string;
}

export function queryRuleSetting(scope: RuleScope) {
  return http
    .post<RuleSettingAnswer>(
      '/api/cloud/dm2d/rule/setting/query',
      scope satisfies RequestInput<typeof RuleSettingQueryBody>,
    )
    .then(data);
}

export function queryDefaultRules(type?: TagType) {
  return http
    .post<RuleSettingAnswer>(
      '/api/cloud/dm2d/rule/setting/queryDefaultRules',
      (type ? { type } : {}) satisfies RequestInput<typeof RuleSettingQueryBody>,
    )
    .then(data);
}

export function queryRuleAttributes(projectId?: string, type?: TagType) {
  return http
    .post<PidAttribute[]>('/api/cloud/dm2d/rule/attribute/query', {
      ...(projectId ? { projectId } : {}),
      ...(type ? { type } : {}),
    } satisfies RequestInput<typeof RuleAttributeQueryBody>)
    .then(data);
}

/** The answer of a save: saved (with the rules now stored), or a warning the user must confirm first. */
export type SaveRuleOutcome =
  | { kind: 'saved'; answer: RuleSettingAnswer; message: string }
  | { kind: 'confirm'; message: string };

/**
 * saveRule: code 5000 is the server's confirm (spec 3 §5: no circuit row handled "all", a space delimiter
 * between fields that run together); the caller shows its message and sends again with `confirmed: true`.
 */
export async function saveRules(
  scope: RuleScope,
  ruleSets: TypeRuleSet[],
  options: { confirmed?: boolean; reset?: boolean } = {},
): Promise<SaveRuleOutcome> {
  const body = {
    ...scope,
    ruleSets,
    ...(options.reset ? { reset: true } : {}),
    ...(options.confirmed ? { confirmed: true } : {}),
  } satisfies RequestInput<typeof SaveRuleBody>;
  const envelope = await http.post<RuleSettingAnswer | null>('/api/cloud/dm2d/rule/setting/saveRule', body);
  if (envelope.code === 5000 || !envelope.data) return { kind: 'confirm', message: envelope.msg };
  return { kind: 'saved', answer: envelope.data, message: envelope.msg };
}

export function addPidAttribute(body: RequestInput<typeof PidAttrBody>) {
  return http.post<PidAttribute>('/api/pidAttr', body).then(data);
}

/** A P&ID dictionary; a name the server does not hold answers [] (no preset list), without a toast. */
export async function readDictionary(query: RequestInput<typeof DicQuery>): Promise<DicItem[]> {
  try {
    return await http.get<DicItem[]>('/api/dic', { ...query }, { silentCodes: [404] }).then(data);
  } catch (error) {
    if (isApiError(error) && error.code === 404) return [];
    throw error;
  }
}
