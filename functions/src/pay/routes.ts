import { payAdminRoutes } from './adminRoutes.ts';
import { kindConfigRoutes, kindRoutes } from './kindRoutes.ts';
import { petalRoutes } from './petalRoutes.ts';
import { rechargeStatsRoutes } from './rechargeRoutes.ts';
import { payNotifyRoutes, payUserRoutes } from './userRoutes.ts';

/** The pay group's own routes: the buyer's, the providers' notifies, then the back office's. */
export const payRoutes = [
  ...payUserRoutes,
  ...kindRoutes,
  ...payNotifyRoutes,
  ...payAdminRoutes,
  ...kindConfigRoutes,
  ...rechargeStatsRoutes,
  ...petalRoutes,
];
