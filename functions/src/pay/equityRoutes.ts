import {
  EquityIdBody,
  EquityItemsBody,
  EquityPublishBody,
  EquityRemoveBody,
  FunctionItemListQuery,
  FunctionItemPublishBody,
  FunctionItemUpdateBody,
} from '@loopline/shared/contracts/equityAdmin';
import { z } from 'zod';
import { Reply, route } from '../lib/http/route.ts';
import {
  equityFunctionItems,
  equityRows,
  listFunctionItems,
  publishEquities,
  publishFunctionItems,
  removeEquities,
  setEquityItems,
  updateFunctionItem,
} from '../membership/index.ts';

/**
 * personal-equity and the function items page (spec 3 §7 "Function items and equity"): the tiers'
 * equity packages and the equity codes behind them, on the tier records the product enforces.
 */
export const equityAdminRoutes = [
  route({
    method: 'GET',
    path: '/api/cloud/functionItem/list',
    auth: 'admin',
    summary:
      'The function items (the equity codes: limits and switches) in order, filtered by name and status',
    query: FunctionItemListQuery,
    handler: async ({ query }) => listFunctionItems(query),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/functionItem/update',
    auth: 'admin',
    summary: "Change a function item's names, descriptions (zh and en) and place in the comparison",
    body: FunctionItemUpdateBody,
    handler: async ({ body }) => new Reply(await updateFunctionItem(body), 'pay.saved'),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/functionItem/publish',
    auth: 'admin',
    summary:
      'Publish (status 1) or withdraw (0) function items (ids): a withdrawn item leaves the comparison and a withdrawn switch is granted by no tier',
    body: FunctionItemPublishBody,
    handler: async ({ body }) => {
      await publishFunctionItems(body.ids, body.status as 0 | 1);
      return new Reply(null, body.status === 1 ? 'equity.published' : 'equity.withdrawn');
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/equity/publish',
    auth: 'admin',
    summary: 'Show (status 1) or withdraw (0) equities (ids: tier codes) in the member centre’s comparison',
    body: EquityPublishBody,
    handler: async ({ body }) => {
      await publishEquities(body.ids, body.status as 0 | 1);
      return new Reply(null, body.status === 1 ? 'equity.published' : 'equity.withdrawn');
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/equity/remove',
    auth: 'admin',
    summary:
      "Remove the back office's changes to equities (ids): each tier returns to the names, limits, switches and place Loopline ships",
    body: EquityRemoveBody,
    handler: async ({ body }) => {
      await removeEquities(body.ids);
      return new Reply(null, 'pay.removed');
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/equity/functionItemList',
    auth: 'admin',
    summary: 'The function items of one equity (id: tier code): attached or not, with the limit of each',
    body: EquityIdBody,
    handler: async ({ body }) => equityFunctionItems(body.id),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/equity/addFunctionItems',
    auth: 'admin',
    summary:
      'Grant switches (itemIds) with an equity (id); limits are always attached, withdrawn switches refused',
    body: EquityItemsBody,
    handler: async ({ body }) => new Reply(await setEquityItems(body.id, body.itemIds, true), 'pay.saved'),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/equity/removeFunctionItems',
    auth: 'admin',
    summary: 'Stop granting switches (itemIds) with an equity (id): its members lose them at once',
    body: EquityItemsBody,
    handler: async ({ body }) => new Reply(await setEquityItems(body.id, body.itemIds, false), 'pay.saved'),
  }),
  route({
    method: 'GET',
    path: '/api/cloud/equity/sort',
    auth: 'admin',
    summary:
      'Every equity in the comparison’s order with its place and status (saveOrUpdate with sort moves one)',
    query: z.object({}),
    handler: async () => equityRows(),
  }),
];
