import { CopyFileBody, EmptyBody } from '@loopline/shared/contracts/oss';
import { route } from '../lib/http/route.ts';
import { multipartRoutes } from './routes.ts';
import { registerDirectUpload, temporaryCredentials } from './sts.ts';

/** The object-storage group (spec 1 §7 `oss`): the same multipart calls, credentials, direct uploads. */
export const ossRoutes = [
  ...multipartRoutes('/api/oss/file'),
  route({
    method: 'POST',
    path: '/api/oss/file/getStsTemporaryToken',
    auth: 'user',
    summary: "Temporary storage credentials limited to the caller's upload prefix (refresh every hour)",
    body: EmptyBody,
    handler: async ({ caller }) => temporaryCredentials(caller),
  }),
  route({
    method: 'POST',
    path: '/api/oss/file/copyFile',
    auth: 'user',
    summary:
      "Registers an object uploaded directly under the caller's prefix (key, md5, fileSize) for saving",
    body: CopyFileBody,
    handler: async ({ body, caller }) => registerDirectUpload(caller, body),
  }),
];
