import { BgCleanBody, BgIdBody, BgIdParams, LOGIN_BG_MAX_BYTES } from '@loopline/shared/contracts/settings';
import { z } from 'zod';
import type { UploadedFile } from '../lib/http/multipart.ts';
import { RawReply, Reply, route } from '../lib/http/route.ts';
import {
  activateBackground,
  activeBackgroundImage,
  backgroundImage,
  cleanBackgrounds,
  listBackgrounds,
  uploadBackground,
} from './backgrounds.ts';

const BASE = '/api/cloud/system/bg';
/** The sign-in page must show a newly activated background at once. */
const NO_STORE = { 'cache-control': 'no-store' };

/** cloud/system/bg: login backgrounds (spec 3 §5 JPG/PNG/GIF ≤ 1 MB; §7 list, blob, activate, clean). */
export const backgroundRoutes = [
  route({
    method: 'GET',
    path: `${BASE}/background`,
    auth: 'public',
    summary: 'The active login background image (204, no content, when none is active)',
    handler: async () => {
      const active = await activeBackgroundImage();
      // No background is the usual state, not an error: a 404 showed in every sign-in page's console.
      if (!active) return new RawReply('', 'image/png', NO_STORE, 204);
      return new RawReply(active.data, active.contentType, NO_STORE);
    },
  }),
  route({
    method: 'GET',
    path: `${BASE}/list`,
    auth: 'admin',
    summary: 'Login backgrounds, newest first, with the active flag',
    handler: async () => listBackgrounds(),
  }),
  route({
    method: 'POST',
    path: `${BASE}/upload`,
    auth: 'admin',
    summary: 'Upload a login background (multipart file: JPG, PNG or GIF up to 1 MB)',
    body: z.object({ fields: z.record(z.string(), z.string()), files: z.array(z.custom<UploadedFile>()) }),
    bodyFormat: 'multipart',
    multipartLimits: { fileSize: LOGIN_BG_MAX_BYTES + 1, files: 1 },
    handler: async ({ body, caller }) =>
      new Reply(await uploadBackground(body.files[0], caller.userId), 'bg.uploaded'),
  }),
  route({
    method: 'POST',
    path: `${BASE}/activate`,
    auth: 'admin',
    summary: 'Make a background the one the sign-in page shows (id)',
    body: BgIdBody,
    handler: async ({ body }) => {
      await activateBackground(body.id);
      return new Reply(null, 'bg.activated');
    },
  }),
  route({
    method: 'POST',
    path: `${BASE}/clean`,
    auth: 'admin',
    summary: 'Remove a background (id), or every inactive one',
    body: BgCleanBody,
    handler: async ({ body }) => new Reply(await cleanBackgrounds(body.id), 'param.removed'),
  }),
  route({
    method: 'GET',
    path: `${BASE}/{id}`,
    auth: 'admin',
    summary: 'One background image (blob)',
    params: BgIdParams,
    handler: async ({ params }) => {
      const { data, contentType } = await backgroundImage(params.id);
      return new RawReply(data, contentType, NO_STORE);
    },
  }),
];
