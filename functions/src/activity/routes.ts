import { ActiveListQuery, InviteCodeInput, InviteCountQuery } from '@loopline/shared/contracts/activity';
import type { z } from 'zod';
import { page } from '../lib/envelope.ts';
import { Reply, route } from '../lib/http/route.ts';
import { activeEvents } from './events.ts';
import { bindInviteCode, inviteCodeOf, inviteCount } from './inviteCodes.ts';

const bind = async ({
  body,
  caller,
}: {
  body: z.output<typeof InviteCodeInput>;
  caller: Parameters<typeof bindInviteCode>[0];
}) => new Reply(await bindInviteCode(caller, body.code), 'invite.bound');

/** Marketing activities for users and the invite code. */
export const activityRoutes = [
  route({
    method: 'GET',
    path: '/api/cloud/event/activeList',
    auth: 'user',
    summary: 'Running activities (status 1), up to size (999)',
    query: ActiveListQuery,
    handler: async ({ query, caller }) => {
      const records = query.status === 1 ? await activeEvents(caller.tenantId, query.size) : [];
      return page(records, records.length, query.current, query.size);
    },
  }),
  route({
    method: 'GET',
    path: '/api/cloud/inviteCode/get',
    auth: 'user',
    summary: 'The signed-in user’s invite code',
    handler: async ({ caller }) => ({ code: await inviteCodeOf(caller) }),
  }),
  route({
    method: 'GET',
    path: '/api/cloud/inviteCode/bind',
    auth: 'user',
    summary: 'Bind someone’s invite code (collaboration client, once per account)',
    query: InviteCodeInput,
    handler: ({ query, caller }) => bind({ body: query, caller }),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/inviteCode/bind',
    auth: 'user',
    summary: 'Bind someone’s invite code (form or JSON code)',
    body: InviteCodeInput,
    handler: bind,
  }),
  route({
    method: 'GET',
    path: '/api/cloud/inviteCode/count',
    auth: 'user',
    summary: 'How many people bound the caller’s code during an activity',
    query: InviteCountQuery,
    handler: async ({ query, caller }) => ({ count: await inviteCount(caller, query.eventId) }),
  }),
];
