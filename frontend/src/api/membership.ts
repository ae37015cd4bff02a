import type { Envelope } from '@loopline/shared';
import type { RequestInput } from '@loopline/shared/contracts/input';
import type { SpaceUserQuery, UserSpace, UserTierBody } from '@loopline/shared/contracts/space';
import { http } from './client.ts';

/** Platform administrators: a user's membership (looked up by account) and setting its tier (issue 15). */
export const adminUserSpace = (account: string) =>
  http
    .get<UserSpace>('/api/cloudUserSpace/getUserSpaceInfo', {
      account,
    } satisfies RequestInput<typeof SpaceUserQuery>)
    .then((envelope) => envelope.data);

export const setUserTier = (input: RequestInput<typeof UserTierBody>): Promise<Envelope<UserSpace>> =>
  http.post<UserSpace>('/api/cloud/user/update', input);
