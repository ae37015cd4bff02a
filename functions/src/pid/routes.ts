import { pidRuleRoutes } from './rules/api/routes.ts';

/** The P&ID group's routes (one Lambda): tag rules, attributes and dictionaries so far. */
export const pidRoutes = [...pidRuleRoutes];
