import { IdsBody } from '@loopline/shared/contracts/console';
import {
  OssSubmitBody,
  ResourceIdBody,
  ResourceIdQuery,
  type ResourceKind,
  ResourceListQuery,
  SendMessageBody,
  SmsSubmitBody,
} from '@loopline/shared/contracts/resource';
import { Reply, route } from '../lib/http/route.ts';
import { attachRoutes } from './attachRoutes.ts';
import { configDetail, enableConfig, listConfigs, removeConfigs, submitConfig } from './configs.ts';
import { sendTestMessage } from './sms.ts';

/** The list, detail, remove and enable routes of one kind (the spec's CRUD rule under its prefix). */
function commonRoutes(kind: ResourceKind) {
  const base = `/api/blade-resource/${kind}`;
  const label = kind === 'sms' ? 'SMS' : 'OSS';
  return [
    route({
      method: 'GET',
      path: `${base}/list`,
      auth: 'admin',
      summary: `A page of the tenant’s ${label} configs (current, size; code), secrets masked`,
      query: ResourceListQuery,
      handler: async ({ query, caller }) => listConfigs(caller.tenantId, kind, query),
    }),
    route({
      method: 'GET',
      path: `${base}/detail`,
      auth: 'admin',
      summary: `One ${label} config (id), its secret masked`,
      query: ResourceIdQuery,
      handler: async ({ query, caller }) => configDetail(caller.tenantId, kind, query.id),
    }),
    route({
      method: 'POST',
      path: `${base}/remove`,
      auth: 'admin',
      summary: `Remove ${label} configs (ids)`,
      body: IdsBody,
      handler: async ({ body, caller }) => {
        await removeConfigs(caller.tenantId, kind, body.ids);
        return new Reply(true, 'resource.removed');
      },
    }),
    route({
      method: 'POST',
      path: `${base}/enable`,
      auth: 'admin',
      summary: `Enable one ${label} config (id); the others of its kind are switched off`,
      body: ResourceIdBody,
      handler: async ({ body, caller }) => {
        await enableConfig(caller.tenantId, kind, body.id);
        return new Reply(true, 'resource.enabled');
      },
    }),
  ];
}

/** blade-resource (spec 3 §7): SMS and OSS configs of the tenant. */
export const resourceRoutes = [
  ...commonRoutes('sms'),
  route({
    method: 'POST',
    path: '/api/blade-resource/sms/submit',
    auth: 'admin',
    summary:
      'Add or change an SMS config: code, category, templateId, content, signName, keys (secret sealed)',
    body: SmsSubmitBody,
    handler: async ({ body, caller }) =>
      new Reply(
        await submitConfig(caller.tenantId, 'sms', {
          id: body.id,
          code: body.code,
          category: body.category,
          settings: {
            templateId: body.templateId,
            content: body.content,
            signName: body.signName,
            accessKey: body.accessKey,
            region: body.region,
          },
          secretKey: body.secretKey,
          remark: body.remark,
        }),
        'resource.saved',
      ),
  }),
  route({
    method: 'POST',
    path: '/api/blade-resource/sms/endpoint/send-message',
    auth: 'admin',
    summary: 'Send a message through an SMS config (code; the enabled one when blank) to phones, with params',
    body: SendMessageBody,
    handler: async ({ body, caller }) =>
      new Reply(await sendTestMessage(caller.tenantId, body), 'resource.sent'),
  }),
  ...commonRoutes('oss'),
  route({
    method: 'POST',
    path: '/api/blade-resource/oss/submit',
    auth: 'admin',
    summary:
      'Add or change an OSS config: code, category, endpoint, bucketName, accessKey, secretKey (sealed)',
    body: OssSubmitBody,
    handler: async ({ body, caller }) =>
      new Reply(
        await submitConfig(caller.tenantId, 'oss', {
          id: body.id,
          code: body.code,
          category: body.category,
          settings: {
            endpoint: body.endpoint,
            bucketName: body.bucketName,
            accessKey: body.accessKey,
            region: body.region,
          },
          secretKey: body.secretKey,
          remark: body.remark,
        }),
        'resource.saved',
      ),
  }),
  ...attachRoutes,
];
