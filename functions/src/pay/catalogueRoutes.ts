import {
  ChargeDirSortBody,
  ChargeDirUpdateBody,
  ChargeInfoQuery,
  ChargePublishBody,
  ChargeSortBody,
} from '@loopline/shared/contracts/chargeAdmin';
import { Reply, route } from '../lib/http/route.ts';
import { publishCharge, queryCharges, sortCharges } from './catalogueAdmin.ts';
import { listChargeDirs, renameChargeDir, sortChargeDirs } from './catalogueDirs.ts';

/** The back office's charge directories and its catalogue query, ordering and publishing (platform administrators). */
export const catalogueAdminRoutes = [
  route({
    method: 'GET',
    path: '/api/cloud/charge/dir/query',
    auth: 'admin',
    summary: 'The charge directories (memberships, storage packs, parse packs) with their names and order',
    handler: async () => listChargeDirs(),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/charge/dir/update',
    auth: 'admin',
    summary: "Rename a charge directory (zh and en); the directories themselves are the catalogue's kinds",
    body: ChargeDirUpdateBody,
    handler: async ({ body }) => new Reply(await renameChargeDir(body), 'pay.saved'),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/charge/dir/sort',
    auth: 'admin',
    summary: 'Put the charge directories in a new order (every directory once)',
    body: ChargeDirSortBody,
    handler: async ({ body }) => new Reply(await sortChargeDirs(body.ids), 'pay.saved'),
  }),
  route({
    method: 'GET',
    path: '/api/cloud/charge/info/query',
    auth: 'admin',
    summary: 'Catalogue items in display order, filtered by kind, publish state and a word of the name',
    query: ChargeInfoQuery,
    handler: async ({ query }) => queryCharges(query),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/charge/info/updateSort',
    auth: 'admin',
    summary: 'Order the items of one directory (they take the places they held between them)',
    body: ChargeSortBody,
    handler: async ({ body }) => new Reply(await sortCharges(body.ids), 'pay.saved'),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/charge/info/updatePublishState',
    auth: 'admin',
    summary: 'Put an item on sale or take it off (checkout refuses an unpublished item)',
    body: ChargePublishBody,
    handler: async ({ body }) => {
      await publishCharge(body.id, body.published);
      return new Reply(null, body.published ? 'charge.published' : 'charge.unpublished');
    },
  }),
];
