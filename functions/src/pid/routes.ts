import { dexpiRoutes } from './dexpi/exportRoutes.ts';
import { indexRoutes } from './index/routes.ts';
import { loopRoutes } from './loops/routes.ts';
import { recognitionRoutes } from './recognition/routes.ts';
import { pidRuleRoutes } from './rules/api/routes.ts';

/** The P&ID group's routes (one Lambda): tag rules, attributes, dictionaries, recognition runs and results. */
export const pidRoutes = [
  ...pidRuleRoutes,
  ...recognitionRoutes,
  ...loopRoutes,
  ...indexRoutes,
  ...dexpiRoutes,
];
