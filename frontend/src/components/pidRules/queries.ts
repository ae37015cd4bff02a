import { useQuery } from '@tanstack/react-query';
import {
  queryDefaultRules,
  queryRuleAttributes,
  queryRuleSetting,
  type RuleScope,
} from '../../api/pidRules.ts';

/** Query keys of the P&ID rule dialog: one rule set per scope, attributes per project. */
export const pidRuleKeys = {
  all: () => ['pidRules'] as const,
  setting: (scope: RuleScope) =>
    ['pidRules', 'setting', scope.projectId ?? '', scope.fkFileId ?? ''] as const,
  attributes: (projectId?: string) => ['pidRules', 'attributes', projectId ?? ''] as const,
};

/** The rules in force at a scope; with no project, the platform default (the back office edits that). */
export function useRuleSetting(scope: RuleScope) {
  return useQuery({
    queryKey: pidRuleKeys.setting(scope),
    queryFn: () => (scope.projectId ? queryRuleSetting(scope) : queryDefaultRules()),
  });
}

export function useRuleAttributes(projectId?: string) {
  return useQuery({
    queryKey: pidRuleKeys.attributes(projectId),
    queryFn: () => queryRuleAttributes(projectId),
    staleTime: 60_000,
  });
}
