import { DownLineBody } from '@loopline/shared/contracts/user';
import { downLine, onlineClients, sendDownLineCode } from '../account/index.ts';
import { Reply, route } from '../lib/http/route.ts';

/** Sign-in devices: the list and remote sign-out. */
export const deviceRoutes = [
  route({
    method: 'GET',
    path: '/api/cloud/user/onlineClient',
    auth: 'user',
    summary: 'Devices signed in to this account now',
    handler: async ({ caller }) => onlineClients(caller),
  }),
  route({
    method: 'POST',
    path: '/api/cloud/user/sendDownLineSms',
    auth: 'user',
    summary: 'Remote sign-out: a code to the bound phone',
    handler: async ({ caller, request }) => {
      await sendDownLineCode(caller, request.lang);
      return new Reply(null, 'code.sent');
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/user/downLine',
    auth: 'user',
    summary: 'Sign out another device of this account (it receives LOGOUT)',
    body: DownLineBody,
    handler: async ({ body, caller }) => {
      await downLine(caller, body.id, body.code);
      return new Reply(null, 'devices.signedOut');
    },
  }),
];
