import { z } from 'zod';
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
    body: z.object({}).passthrough(),
    handler: async ({ caller }) => temporaryCredentials(caller),
  }),
  route({
    method: 'POST',
    path: '/api/oss/file/copyFile',
    auth: 'user',
    summary:
      "Registers an object uploaded directly under the caller's prefix (key, md5, fileSize) for saving",
    body: z.object({
      key: z.string().min(1).max(1024),
      md5: z
        .string()
        .regex(/^[0-9a-fA-F]{32}$/)
        .transform((v) => v.toLowerCase()),
      fileSize: z.coerce.number().int().min(0),
    }),
    handler: async ({ body, caller }) => registerDirectUpload(caller, body),
  }),
];
