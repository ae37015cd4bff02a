import { translate } from '@loopline/shared';
import type { z } from 'zod';
import { currentLanguage } from '../../../i18n/index.ts';

/**
 * The form's problems by field, checked with the same zod schema the server uses, so the form shows
 * the server's own translated messages before anything is sent.
 */
export function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= translate(issue.message, currentLanguage());
  }
  return errors;
}

/** A server message "field: text" goes under its field; anything else is left to the toast. */
export function serverFieldError(message: string, fields: readonly string[]): [string, string] | null {
  const match = /^(\w+)[:：]\s*(.*)$/.exec(message);
  return match && fields.includes(match[1]!) ? [match[1]!, match[2]!] : null;
}
