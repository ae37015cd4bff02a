import { z } from 'zod';
import { checkDeletion, requestDeletion } from '../account/deletion.ts';
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
    body: z.object({
      ticket: z
        .string({ error: 'security.ticketInvalid' })
        .min(1, { error: 'security.ticketInvalid' })
        .max(4096),
      agree: z.literal([true, 'true'], { error: 'deletion.agreementRequired' }),
    }),
    handler: async ({ body, caller }) => {
      const result = await requestDeletion(caller, body.ticket);
      return new Reply(result, 'deletion.requested', { date: result.deletionDueAt.slice(0, 10) });
    },
  }),
];
