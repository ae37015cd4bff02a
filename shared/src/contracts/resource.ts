import { z } from 'zod';
import { phoneRule } from '../validation.ts';
import { blankToUndefined, paging } from './fragments.ts';
import { IdSchema, OptionalIdSchema } from './ids.ts';

/** blade-resource (spec 3 §7): SMS and OSS resource configs, enabling one, sending a test message. */

const INVALID = { error: 'resource.invalid' };
const text = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: 'resource.tooLong' });
const optional = (max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string(INVALID).trim().max(max, { error: 'resource.tooLong' }),
  );
const code = text(64, 'resource.codeRequired').regex(/^[A-Za-z0-9_-]+$/, { error: 'resource.codeInvalid' });
/** A secret is required when a config is added; left blank on an edit it keeps the stored one. */
const secret = z.preprocess(
  blankToUndefined,
  z.string(INVALID).max(256, { error: 'resource.tooLong' }).optional(),
);

export const RESOURCE_KINDS = ['sms', 'oss'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];
/**
 * SMS categories: `platform` is the product's own channel (SNS when deployed, the local outbox here);
 * the provider categories keep their keys for a provider adapter.
 */
export const SMS_CATEGORIES = ['platform', 'aliyun', 'tencent'] as const;
export const OSS_CATEGORIES = ['s3', 'minio', 'aliyun'] as const;

export const ResourceListQuery = z.object({
  ...paging(INVALID),
  code: z.preprocess(blankToUndefined, z.string(INVALID).trim().max(64, INVALID).optional()),
});
export const ResourceIdQuery = z.object({ id: IdSchema });
export const ResourceIdBody = z.object({ id: IdSchema });

export const SmsSubmitBody = z.object({
  id: OptionalIdSchema,
  code,
  category: z.enum(SMS_CATEGORIES, { error: 'resource.categoryRequired' }),
  templateId: text(64, 'resource.templateRequired'),
  /** The message text; `{{name}}` takes the parameter `name` of a send. */
  content: text(300, 'resource.contentRequired'),
  signName: text(32, 'resource.signNameRequired'),
  accessKey: optional(128),
  secretKey: secret,
  region: optional(64),
  remark: optional(255),
});

export const OssSubmitBody = z.object({
  id: OptionalIdSchema,
  code,
  category: z.enum(OSS_CATEGORIES, { error: 'resource.categoryRequired' }),
  endpoint: text(255, 'resource.endpointRequired').regex(/^https?:\/\/\S+$/, {
    error: 'resource.endpointInvalid',
  }),
  bucketName: text(63, 'resource.bucketRequired').regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
    error: 'resource.bucketInvalid',
  }),
  accessKey: text(128, 'resource.accessKeyRequired'),
  secretKey: secret,
  region: optional(64),
  remark: optional(255),
});

/** endpoint/send-message: the config `code` (the enabled one when blank), phones, template parameters. */
export const SendMessageBody = z.object({
  code: z.preprocess(blankToUndefined, z.string(INVALID).trim().max(64, INVALID).optional()),
  phones: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(/[,，\s]+/)
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z
      .array(phoneRule, { error: 'resource.phonesRequired' })
      .min(1, { error: 'resource.phonesRequired' })
      .max(20, {
        error: 'resource.tooManyPhones',
      }),
  ),
  /** An object, or its JSON text (form posts). */
  params: z.preprocess(
    (v) => {
      if (v === undefined || v === null || v === '') return {};
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v);
      } catch {
        return null;
      }
    },
    z.record(z.string(), z.union([z.string().max(100), z.number()]), { error: 'resource.paramsInvalid' }),
  ),
});

export interface ResourceConfigView {
  id: string;
  kind: ResourceKind;
  code: string;
  category: string;
  /** The kind's settings (SMS: templateId, content, signName, accessKey, region; OSS: endpoint, bucketName, accessKey, region). */
  settings: Record<string, string>;
  /** The secret key masked: never answered in full. */
  secretKey: string;
  status: 0 | 1;
  remark: string;
  updateTime: string;
}
