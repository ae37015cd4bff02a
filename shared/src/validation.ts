import { z } from 'zod';
import { CLIENT_IDS, DEFAULT_TENANT_ID } from './constants.ts';

/**
 * Validation rules of spec 2 §5. The message of each refinement is an i18n key
 * (see messages/), translated by the API for its answers and by the SPA for its forms.
 */
const CHINESE = /[\u4e00-\u9fa5]/;

export const passwordRule = z
  .string({ error: 'validation.password.required' })
  .min(8, { error: 'validation.password.length' })
  .max(16, { error: 'validation.password.length' })
  .refine((v) => !/\s/.test(v) && !CHINESE.test(v), { error: 'validation.password.chars' })
  .refine((v) => passwordKinds(v) >= 2, { error: 'validation.password.kinds' });

/** Number of character kinds (digits, letters, specials) a password uses. */
export function passwordKinds(value: string): number {
  let kinds = 0;
  if (/\d/.test(value)) kinds++;
  if (/[a-zA-Z]/.test(value)) kinds++;
  if (/[^a-zA-Z\d\s\u4e00-\u9fa5]/.test(value)) kinds++;
  return kinds;
}

/** Sign-in only checks a minimum length, so older passwords still sign in. */
export const signInPasswordRule = z.string({ error: 'login.tip3' }).min(6, { error: 'login.tip3' });

export const phoneRule = z
  .string({ error: 'login.pleasePhone' })
  .min(1, { error: 'login.pleasePhone' })
  .regex(/^1\d{10}$/, { error: 'login.tip5' });

export const emailRule = z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'login.tip4' });

export const codeRule = z.string({ error: 'login.tip6' }).regex(/^\d{4}$/, { error: 'login.tip6' });

/** Up to 14 characters (a Chinese character counts as 2); Chinese, letters, digits, underscore; not all digits. */
export const usernameRule = z
  .string({ error: 'validation.username.required' })
  .trim()
  .min(1, { error: 'validation.username.required' })
  .refine((v) => /^[\u4e00-\u9fa5a-zA-Z\d_]+$/.test(v), { error: 'validation.username.chars' })
  .refine((v) => !/^\d+$/.test(v), { error: 'validation.username.digits' })
  .refine((v) => displayWidth(v) <= 14, { error: 'validation.username.length' });

export function displayWidth(value: string): number {
  let width = 0;
  for (const ch of value) width += CHINESE.test(ch) ? 2 : 1;
  return width;
}

export const tenantIdRule = z
  .string()
  .regex(/^\d{6}$/, { error: 'auth.tenantInvalid' })
  .default(DEFAULT_TENANT_ID);

export const clientIdRule = z.enum(CLIENT_IDS, { error: 'validation.clientId' });

/** A new password with its confirmation: rules, match. */
export const newPasswordPair = z
  .object({ password: passwordRule, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    error: 'validation.password.mismatch',
    path: ['confirmPassword'],
  });
