import { couponRoutes } from './couponRoutes.ts';
import { eventRoutes } from './eventRoutes.ts';

/** The marketing centre: coupon rules, coupons and activities (issue 18 item 7). */
export const marketingRoutes = [...couponRoutes, ...eventRoutes];
