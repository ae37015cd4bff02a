import { DownBenefitsBody } from '@loopline/shared/contracts/order';
import { route } from '../lib/http/route.ts';
import { downBenefits } from './benefits.ts';

/** The 'order' group: membership benefits read by the file client (the payment issue adds more). */
export const orderRoutes = [
  route({
    method: 'POST',
    path: '/api/cloud/order/user/rel/queryDownBenefits',
    auth: 'user',
    summary: "The caller's download benefits from their membership tier: {downSpeed, downAnalysis}",
    body: DownBenefitsBody,
    handler: async ({ caller }) => downBenefits(caller.userId, caller.tenantId),
  }),
];
