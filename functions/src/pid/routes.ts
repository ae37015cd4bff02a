import { detailRoutes } from './details/routes.ts';
import { recognitionRoutes } from './recognition/routes.ts';
import { pidRuleRoutes } from './rules/api/routes.ts';

/** The P&ID group's routes (one Lambda): tag rules, attributes, dictionaries, recognition runs, results and corrections. */
export const pidRoutes = [...pidRuleRoutes, ...recognitionRoutes, ...detailRoutes];
