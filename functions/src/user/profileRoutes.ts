import { AvatarParams, ProfileBody, UpdateAccountBody } from '@loopline/shared/contracts/user';
import { z } from 'zod';
import {
  personInfo,
  readAvatar,
  renameAccount,
  requireUser,
  saveProfile,
  storeAvatar,
  updateProfile,
} from '../account/index.ts';
import { BadRequestError } from '../lib/errors.ts';
import type { MultipartBody } from '../lib/http/multipart.ts';
import { RawReply, Reply, route } from '../lib/http/route.ts';

const saveInfo = async ({
  body,
  caller,
}: {
  body: z.output<typeof ProfileBody>;
  caller: Parameters<typeof saveProfile>[0];
}) => {
  await saveProfile(caller, body);
  return new Reply(await personInfo(caller), 'profile.updated');
};

/** Personal information: profile, user name, avatar. */
export const profileRoutes = [
  route({
    method: 'GET',
    path: '/api/cloud/user/personInfo',
    auth: 'user',
    summary: 'Profile of the signed-in user with membership and space',
    handler: async ({ caller }) => personInfo(caller),
  }),
  route({
    method: 'GET',
    path: '/api/cloud/user/userinfo',
    auth: 'user',
    summary: 'Name and avatar of the signed-in user (for the top bar)',
    handler: async ({ caller }) => {
      const user = await requireUser(caller.userId);
      return {
        userId: user.userId,
        account: user.account,
        realName: user.realName,
        nickName: user.nickName,
        avatar: user.avatar,
      };
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/user/updateInfo',
    auth: 'user',
    summary: 'Save real name, nickname, gender, birthday, company and position',
    body: ProfileBody,
    handler: saveInfo,
  }),
  route({
    method: 'POST',
    path: '/api/blade-user/update-info',
    auth: 'user',
    summary: 'Save profile fields (same as /cloud/user/updateInfo)',
    body: ProfileBody,
    handler: saveInfo,
  }),
  route({
    method: 'POST',
    path: '/api/cloud/user/updateAccount',
    auth: 'user',
    summary: 'Change the user name (once a year)',
    body: UpdateAccountBody,
    handler: async ({ body, caller }) => {
      await renameAccount(caller, body.account);
      return new Reply(await personInfo(caller), 'profile.accountChanged');
    },
  }),
  route({
    method: 'POST',
    path: '/api/cloud/user/avatar',
    auth: 'user',
    summary: 'Upload a new avatar (multipart field "file": JPG or PNG under 500 KB)',
    bodyFormat: 'multipart',
    body: z.custom<MultipartBody>((value) => typeof value === 'object' && value !== null),
    multipartLimits: { fileSize: 1024 * 1024, files: 1 },
    handler: async ({ body, caller }) => {
      const file = body.files.find((f) => f.fieldName === 'file' || f.fieldName === 'avatar');
      if (!file) throw new BadRequestError('avatar.required');
      const avatar = await storeAvatar(caller, file.data);
      await updateProfile(caller.userId, { avatar: avatar.avatarId });
      return new Reply({ avatar: avatar.avatarId }, 'avatar.saved');
    },
  }),
  route({
    method: 'GET',
    path: '/api/cloud/user/avatar/{id}',
    params: AvatarParams,
    auth: 'user',
    summary: 'An avatar picture of the caller’s tenant',
    handler: async ({ params, caller }) => {
      const { data, contentType } = await readAvatar(caller, params.id ?? '');
      return new RawReply(data, contentType, { 'cache-control': 'private, max-age=86400' });
    },
  }),
];
