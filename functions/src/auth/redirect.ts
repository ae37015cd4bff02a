import { RedirectQuery } from '@loopline/shared/contracts/auth';
import { getSession } from '../lib/auth/sessions.ts';
import { verifyAccessToken } from '../lib/auth/tokens.ts';
import { RawReply, route } from '../lib/http/route.ts';

/** Only in-app hash routes: absolute, not protocol-relative. */
function safeRoute(value: string | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/wel/index';
  return value;
}

/**
 * GET /api/eip-auth/redirect (spec 2 §2): another app hands over a signed-in user. A valid token of
 * an active session goes to the SPA route with the token in the query (the route guard adopts it);
 * anything else goes to the sign-in page. It is a browser navigation, so it answers redirects.
 */
export const redirectRoutes = [
  route({
    method: 'GET',
    path: '/api/eip-auth/redirect',
    auth: 'public',
    summary: 'Hand a signed-in user over to the SPA (token, clientId, ct, redirectUrl) by redirect',
    query: RedirectQuery,
    handler: async ({ query }) => {
      const target = safeRoute(query.redirectUrl);
      const [path = '/', search = ''] = target.split('?');
      const params = new URLSearchParams(search);
      if (query.clientId && /^[\w-]+$/.test(query.clientId)) params.set('clientId', query.clientId);
      let valid = false;
      if (query.token) {
        try {
          const caller = await verifyAccessToken(query.token);
          valid = (await getSession(caller.userId, caller.sessionId))?.status === 'active';
        } catch {
          valid = false;
        }
      }
      let location: string;
      if (valid && query.token) {
        params.set('token', query.token);
        location = `/#${path}?${params}`;
      } else {
        const login = new URLSearchParams({ redirectUrl: `${path}${params.size ? `?${params}` : ''}` });
        if (params.get('clientId')) login.set('clientId', params.get('clientId') as string);
        location = `/#/client_login?${login}`;
      }
      return new RawReply('', 'text/plain; charset=utf-8', { location, 'cache-control': 'no-store' }, 302);
    },
  }),
];
