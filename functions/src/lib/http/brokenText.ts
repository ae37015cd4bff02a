import { ValidationError } from '../errors.ts';

/**
 * Control characters no form or editor produces (C0 except tab, line feed and carriage return) and
 * UTF-16 surrogates without their pair (JSON can spell them, "\ud800"; UTF-8 cannot). Either, once
 * stored, breaks what is made of it later: XML (the spreadsheet exports), object keys, and DynamoDB,
 * which takes strings as UTF-8 only.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const broken = (text: string, controlsAllowed = false) =>
  (!controlsAllowed && CONTROL.test(text)) || LONE_SURROGATE.test(text);

/**
 * Refuses broken text anywhere in a request value (strings and object keys, at any depth) with a
 * 400 naming the field. Walked with an explicit stack; bytes (multipart files) are not text. The
 * top-level fields in `controlsJudgedElsewhere` are refused for lone surrogates only.
 */
export function refuseBrokenText(
  value: unknown,
  root: string,
  controlsJudgedElsewhere: readonly string[] = [],
): void {
  const pending: [unknown, string][] = [[value, root]];
  while (pending.length) {
    const [item, path] = pending.pop()!;
    if (typeof item === 'string') {
      if (broken(item, controlsJudgedElsewhere.includes(path)))
        throw new ValidationError(path || 'body', 'common.brokenText');
      continue;
    }
    if (item === null || typeof item !== 'object' || Buffer.isBuffer(item) || item instanceof Uint8Array)
      continue;
    for (const [key, child] of Object.entries(item)) {
      const at = path ? `${path}.${key}` : key;
      if (broken(key)) throw new ValidationError(at, 'common.brokenText');
      pending.push([child, at]);
    }
  }
}
