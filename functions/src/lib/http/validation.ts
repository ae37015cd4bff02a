import type { ZodError, z } from 'zod';
import { ValidationError } from '../errors.ts';

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** The first zod issue as a ValidationError naming the field ("name: is required", "id: must be a string"). */
export function validationFromZod(error: ZodError, input: unknown): ValidationError {
  const issue = error.issues[0]!;
  const field = issue.path.join('.') || 'body';
  if (issue.code === 'invalid_type') {
    if (valueAt(input, issue.path) === undefined) return new ValidationError(field, 'common.required');
    return new ValidationError(field, 'common.invalidType', { expected: String(issue.expected) });
  }
  return new ValidationError(field, issue.message);
}

/** Validates against an optional schema (no schema: undefined), throwing the pipeline's ValidationError. */
export function validateWith(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw validationFromZod(result.error, value);
  return result.data;
}

/**
 * Validates a value against a schema inside a handler, throwing the same ValidationError (400) the
 * pipeline would. Use it, never `schema.parse`, on anything the request carries.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  return validateWith(schema, value) as z.output<S>;
}
