import { z } from 'zod';
import {
  birthdayRule,
  GENDERS,
  nickNameRule,
  realNameRule,
  requiredEmailRule,
  shortTextRule,
} from '../account.ts';
import {
  codeRule,
  newPasswordPair,
  passwordRule,
  phoneRule,
  tenantIdRule,
  usernameRule,
} from '../validation.ts';
import { IdSchema } from './ids.ts';

/**
 * The user group (cloud/user and blade-user): registration and passwords, profile and avatar,
 * security checks and bindings, devices, account deletion. Requests and answers.
 */

// ---- Requests: registration and passwords ----

const accountOrPhone = z.string().trim().min(1, { error: 'common.required' }).max(64);
const ticket = z
  .string({ error: 'security.ticketInvalid' })
  .min(1, { error: 'security.ticketInvalid' })
  .max(4096);

export const VerifyAccountBody = z.object({ tenantId: tenantIdRule, account: usernameRule });
export const TenantPhoneBody = z.object({ tenantId: tenantIdRule, phone: phoneRule });
export const RegisterBody = z
  .object({
    tenantId: tenantIdRule,
    account: usernameRule,
    phone: phoneRule,
    code: codeRule,
    password: passwordRule,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: 'validation.password.mismatch',
    path: ['confirmPassword'],
  });
export const SendResetCodeBody = z.object({ tenantId: tenantIdRule, account: accountOrPhone });
export const VerifyResetCodeBody = z.object({
  tenantId: tenantIdRule,
  account: accountOrPhone,
  code: codeRule,
});
export const ResetPasswordBody = z.object({ ticket: z.string().min(1).max(4096) }).and(newPasswordPair);
export const UpdatePasswordBody = z
  .object({
    oldPassword: z.string().min(1, { error: 'validation.password.required' }),
    newPassword: passwordRule,
    newPassword1: z.string(),
  })
  .refine((v) => v.newPassword === v.newPassword1, {
    error: 'validation.password.mismatch',
    path: ['newPassword1'],
  });

// ---- Requests: profile ----

export const ProfileBody = z
  .object({
    realName: realNameRule.optional(),
    nickName: nickNameRule.optional(),
    gender: z.coerce
      .number<number | string>()
      .refine((v) => (GENDERS as readonly number[]).includes(v), { error: 'common.invalidValue' })
      .transform((v) => v as 0 | 1 | 2)
      .optional(),
    birthday: birthdayRule.optional(),
    companyName: shortTextRule(50).optional(),
    position: shortTextRule(30).optional(),
  })
  .strict();
export const UpdateAccountBody = z.object({ account: usernameRule });
/** `{id}` of an avatar picture. */
export const AvatarParams = z.object({ id: IdSchema });

// ---- Requests: security, devices, deletion ----

export const VerifyPasswordBody = z.object({
  password: z.string().min(1, { error: 'validation.password.required' }).max(64),
});
export const VerifyAuthCodeBody = z.object({
  code: codeRule,
  channel: z.enum(['sms', 'email']).default('sms'),
});
export const SendBindSmsBody = z.object({ phone: phoneRule, ticket });
export const BindPhoneBody = z.object({ phone: phoneRule, code: codeRule, ticket });
export const SendEmailCodeBody = z.object({ email: requiredEmailRule, ticket });
export const BindEmailBody = z.object({ email: requiredEmailRule, code: codeRule, ticket });
export const ModifyPasswordBody = z
  .object({ code: codeRule, newPassword: passwordRule, newPassword1: z.string() })
  .refine((v) => v.newPassword === v.newPassword1, {
    error: 'validation.password.mismatch',
    path: ['newPassword1'],
  });
export const DownLineBody = z.object({ id: z.string().min(1).max(64), code: codeRule });
export const DeleteAccountBody = z.object({
  ticket,
  agree: z.literal([true, 'true'], { error: 'deletion.agreementRequired' }),
});

export type Registration = Omit<z.input<typeof RegisterBody>, 'tenantId'>;
export type ProfileInput = z.input<typeof ProfileBody>;

// ---- Answers ----

/** The personal information page. */
export interface PersonInfo {
  userId: string;
  account: string;
  realName: string;
  nickName: string;
  avatar: string;
  gender: 0 | 1 | 2;
  birthday: string;
  companyName: string;
  position: string;
  phone: string;
  maskedPhone: string;
  email: string;
  memberName: string;
  memberNameEn: string;
  memberTier: string;
  memberDate: string;
  personalSpace: number;
  occupySpace: number;
  createTime: string;
  lastLoginAt: string;
  nextAccountChange: string;
  deletionDueAt: string;
}

/** A new account. */
export interface Registered {
  userId: string;
  account: string;
}

/** A short-lived proof that the caller passed an identity or reset check. */
export interface Ticket {
  ticket: string;
}

export interface OnlineClient {
  id: string;
  clientId: string;
  browser: string;
  os: string;
  ip: string;
  loginTime: string;
  lastActiveTime: string;
  current: boolean;
}

export interface DeletionCheck {
  allowed: boolean;
  checks: { key: string; passed: boolean; date?: string }[];
  coolingDays: number;
  deletionDueAt: string;
}

/** Where a reset code went (the masked phone). */
export interface ResetCodeSent {
  phone: string;
}

/** The new avatar's id. */
export interface AvatarSaved {
  avatar: string;
}

/** When a requested deletion takes effect. */
export interface DeletionRequested {
  deletionDueAt: string;
}
