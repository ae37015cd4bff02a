import { detailRoutes } from './details/routes.ts';
import { dexpiRoutes } from './dexpi/exportRoutes.ts';
import { indexRoutes } from './index/routes.ts';
import { loopRoutes } from './loops/routes.ts';
import { recognitionRoutes } from './recognition/routes.ts';
import { pidRuleRoutes } from './rules/api/routes.ts';

/**
 * The P&ID group's routes (one Lambda): tag rules, attributes, dictionaries, recognition runs,
 * results and corrections, loops, the instrument index and DEXPI.
 */
export const pidRoutes = [
  ...pidRuleRoutes,
  ...recognitionRoutes,
  ...detailRoutes,
  ...loopRoutes,
  ...indexRoutes,
  ...dexpiRoutes,
];
