import { DeleteAccountBody } from '@loopline/shared/contracts/user';
import { checkDeletion, requestDeletion } from '../account/index.ts';
import { Reply, route } from '../lib/http/route.ts';

/** Account deletion: check, then (agreement accepted, identity checked) the request. */
export const deletionRoutes = [
  route({
    method: 'POST',
    path: '/api/cloud/user/logoutCheck',
    auth: 'user',
    summary: 'May this account be deleted now? (recent sensitive changes, administrators)',
    handler: async ({ caller }) => checkDeletion(caller),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/user/logoutAccount',
    auth: 'user',
    summary: 'Request deletion: 7-day cooling period, withdrawn by signing in; signs out every device',
    body: DeleteAccountBody,
    handler: async ({ body, caller }) => {
      const result = await requestDeletion(caller, body.ticket);
      return new Reply(result, 'deletion.requested', { date: result.deletionDueAt.slice(0, 10) });
    },
  }),
];
