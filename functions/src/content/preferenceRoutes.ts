import {
  PreferenceDetailQuery,
  PreferenceRemoveBody,
  PreferenceSaveBody,
} from '@loopline/shared/contracts/content';
import { Reply, route } from '../lib/http/route.ts';
import { preferenceDetail, removePreferences, savePreference } from './preferences.ts';

/** eip-preferences (spec 2 §7, 3 §7): the caller's own saved preferences. */
export const preferenceRoutes = [
  route({
    method: 'GET',
    path: '/api/eip-preferences/detail',
    auth: 'user',
    summary: 'One saved preference (key; null when never saved), or all of the caller’s',
    query: PreferenceDetailQuery,
    handler: async ({ query, caller }) => preferenceDetail(caller.userId, query.key),
  }),
  route({
    method: 'POST',
    path: '/api/eip-preferences/save',
    auth: 'user',
    summary: 'Save a preference (key, value: JSON up to 4,000 characters)',
    body: PreferenceSaveBody,
    handler: async ({ body, caller }) => {
      await savePreference(caller.userId, body.key, body.value);
      return new Reply(null, 'preference.saved');
    },
  }),
  route({
    method: 'POST',
    path: '/api/eip-preferences/remove',
    auth: 'user',
    summary: 'Remove saved preferences (keys): back to the defaults',
    body: PreferenceRemoveBody,
    handler: async ({ body, caller }) => {
      await removePreferences(caller.userId, body.keys);
      return new Reply(null, 'preference.removed');
    },
  }),
];
