import { isMessageKey, type MessageKey } from '@loopline/shared';
import type { ZodError, z } from 'zod';
import { ValidationError } from '../errors.ts';
import { refuseDeepNesting } from './body.ts';
import { refuseBrokenText } from './brokenText.ts';

type Issue = z.core.$ZodIssue;

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** "must be a …" for the types zod reports: one key each, so the type name is translated too. */
const MUST_BE: Record<string, MessageKey> = {
  string: 'common.mustBeString',
  number: 'common.mustBeNumber',
  int: 'common.mustBeInt',
  boolean: 'common.mustBeBoolean',
  array: 'common.mustBeArray',
  object: 'common.mustBeObject',
};

const bound = (value: unknown) => (typeof value === 'bigint' ? value.toString() : Number(value));

/**
 * A zod issue without a message key of ours (zod's own English default: "Too small: expected
 * number to be >=1", "Invalid input") as a translated key and its parameters.
 */
function keyOfIssue(issue: Issue, value: unknown): [MessageKey, Record<string, string | number>?] {
  switch (issue.code) {
    case 'invalid_type': {
      if (value === undefined) return ['common.required'];
      const key = MUST_BE[issue.expected];
      return key ? [key] : ['common.invalidValue'];
    }
    case 'too_small':
      if (issue.origin === 'string') return ['common.tooShort', { min: bound(issue.minimum) }];
      if (issue.origin === 'array' || issue.origin === 'set')
        return ['common.tooFewItems', { min: bound(issue.minimum) }];
      if (issue.origin === 'number' || issue.origin === 'bigint' || issue.origin === 'int')
        return ['common.tooSmallNumber', { min: bound(issue.minimum) }];
      return ['common.invalidValue'];
    case 'too_big':
      if (issue.origin === 'string') return ['common.tooLong', { max: bound(issue.maximum) }];
      if (issue.origin === 'array' || issue.origin === 'set')
        return ['common.tooManyItems', { max: bound(issue.maximum) }];
      if (issue.origin === 'number' || issue.origin === 'bigint' || issue.origin === 'int')
        return ['common.tooBigNumber', { max: bound(issue.maximum) }];
      return ['common.invalidValue'];
    case 'invalid_value':
      return ['common.notAnOption', { options: issue.values.map(String).join(', ') }];
    case 'unrecognized_keys':
      return ['common.unknownFields', { keys: issue.keys.join(', ') }];
    case 'invalid_union':
      return value === undefined ? ['common.required'] : ['common.invalidValue'];
    default:
      // invalid_format, not_multiple_of, invalid_key, invalid_element, custom without our key.
      return ['common.invalidValue'];
  }
}

/** The first zod issue as a ValidationError naming the field ("name: is required", "id: must be a string"). */
export function validationFromZod(error: ZodError, input: unknown): ValidationError {
  const issue = error.issues[0]!;
  const field = issue.path.join('.') || 'body';
  const value = valueAt(input, issue.path);
  if (issue.code === 'invalid_type' && value === undefined)
    return new ValidationError(field, 'common.required');
  // A contract's own key wins; zod's English defaults never reach the client.
  if (isMessageKey(issue.message) && issue.code !== 'invalid_type')
    return new ValidationError(field, issue.message);
  const [key, params] = keyOfIssue(issue, value);
  return new ValidationError(field, key, params);
}
export function validateWith(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw validationFromZod(result.error, value);
  return result.data;
}

/**
 * Validates a value against a schema inside a handler, throwing the same errors (400) the pipeline
 * would: its nesting limit, the schema's refusal, then broken text in what the schema let through.
 * Use it, never `schema.parse`, on anything the request carries (a JSON part of a form included).
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  refuseDeepNesting(value);
  const parsed = validateWith(schema, value);
  refuseBrokenText(parsed, '');
  return parsed as z.output<S>;
}
