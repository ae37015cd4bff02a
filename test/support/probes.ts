import type { z } from 'zod';
import type { RouteDef } from '../../functions/src/lib/http/route.ts';

/**
 * Hostile and careless inputs for one route, derived from its declared schemas (zod 4 introspection):
 * the campaign test sends them all and checks the product answers each with a 4xx/2xx envelope.
 */

// biome-ignore lint/suspicious/noExplicitAny: zod's internal definitions are untyped here on purpose.
type Def = any;
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The schema a value is checked against, past optional, default, pipe and lazy wrappers. */
export function core(schema: z.ZodType): z.ZodType {
  let s = schema;
  for (let i = 0; i < 32; i++) {
    const d = defOf(s);
    if (['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'].includes(d.type))
      s = d.innerType;
    // A preprocess or transform in front: what it feeds is the schema that judges the value.
    else if (d.type === 'pipe') s = defOf(d.in).type === 'transform' ? d.out : d.in;
    else if (d.type === 'lazy') s = d.getter();
    else return s;
  }
  return s;
}

export const kindOf = (schema: z.ZodType): string => defOf(core(schema)).type as string;

/** The fields of an object schema (after unwrapping), or null when the schema is not an object. */
export function fieldsOf(schema: z.ZodType | undefined): Record<string, z.ZodType> | null {
  if (!schema) return null;
  const d = defOf(core(schema));
  if (d.type === 'object') return d.shape as Record<string, z.ZodType>;
  // An intersection or union of objects (a few routes accept two spellings): the union of their fields.
  if (d.type === 'union' || d.type === 'intersection') {
    const parts = d.type === 'union' ? (d.options as z.ZodType[]) : [d.left, d.right];
    const merged: Record<string, z.ZodType> = {};
    for (const part of parts) Object.assign(merged, fieldsOf(part) ?? {});
    return Object.keys(merged).length ? merged : null;
  }
  return null;
}

const optional = (s: z.ZodType) => s.safeParse(undefined).success;

/** A plausible value for a field: a known value by name, else one of its declared type. */
export function sample(schema: z.ZodType, name: string, known: Record<string, unknown>, depth = 0): unknown {
  if (name in known) return known[name];
  const s = core(schema);
  const d = defOf(s);
  switch (d.type) {
    case 'string':
      return 'x1';
    case 'number':
    case 'int':
      return 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(d.entries)[0];
    case 'literal':
      return d.values[0];
    case 'array':
      return depth > 3 ? [] : [sample(d.element, '', known, depth + 1)];
    case 'object':
      return depth > 3 ? {} : sampleObject(s, known, depth + 1);
    case 'union':
      return sample(d.options[0], name, known, depth + 1);
    default:
      return undefined;
  }
}

/** An object with its required fields (and the known ones) filled in. */
export function sampleObject(schema: z.ZodType, known: Record<string, unknown>, depth = 0) {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fieldsOf(schema) ?? {})) {
    if (optional(field) && !(name in known)) continue;
    out[name] = sample(field, name, known, depth);
  }
  return out;
}

/** A value of another type than the field's, preferring one the field's schema refuses. */
export function wrongType(schema: z.ZodType): unknown {
  const byKind: Record<string, unknown[]> = {
    string: [12345, true, { a: 1 }, ['x']],
    number: ['not a number', true, { a: 1 }, [1]],
    int: ['not a number', true, { a: 1 }, [1]],
    boolean: ['x', 7, { a: 1 }, [true]],
    array: [{ a: 1 }, 12345, 'x'],
    object: ['x', 12345, [1]],
    enum: [12345, 'not-an-option', { a: 1 }],
  };
  const candidates = byKind[kindOf(schema)] ?? [12345, 'x', { a: 1 }, [1], true];
  return candidates.find((c) => !schema.safeParse(c).success) ?? candidates[0];
}

/** An object nested `depth` levels deep. */
export function nested(depth = 64): unknown {
  let value: unknown = { leaf: 'x' };
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

export const HUGE_NUMBERS = [1e308, 2 ** 64] as const;
export const LONG_STRING = 'x'.repeat(100_000);
/** Query strings travel in the URL, which API Gateway caps at 8 KB: the long value stays under it. */
export const LONG_QUERY_STRING = 'x'.repeat(6_000);
export const LONG_ID = '9'.repeat(8_000);
/** One id of 5,000 characters: under an id list's total length, far over a key's (issue 14 item 3). */
export const ID_5K = '9'.repeat(5_000);
export const BROKEN_ESCAPE = '%E0%A4%A';
export const MALFORMED_JSON = '{"a": ';

/** The multipart body of issue 14 item 1: the file part never reaches its closing boundary. */
export const TRUNCATED_MULTIPART = Buffer.concat([
  Buffer.from(
    '--B\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
  ),
  Buffer.from([0x89, 0x50, 0x4e, 0x47]),
]);

export interface Probe {
  /** What is being tried, for the report. */
  what: string;
  path: string;
  query?: Record<string, string>;
  /** A JSON value, or raw text / bytes sent as they are. */
  json?: unknown;
  raw?: string | Buffer;
  contentType?: string;
}

/** The path with each template parameter replaced by `values[name]` or a plain id. */
export function concretePath(route: Pick<RouteDef, 'path'>, values: Record<string, string> = {}) {
  return route.path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? 'x1');
}

export const pathParams = (route: Pick<RouteDef, 'path'>) =>
  [...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);

/**
 * The truncated multipart body for a multipart route. It is kept apart from `probesFor`: until the
 * parser handles it, it ends the local cloud's process (and the test run with it), so the campaign
 * sends it last, after every other finding is reported.
 */
export function truncatedMultipartProbe(route: RouteDef): Probe | null {
  if (route.bodyFormat !== 'multipart') return null;
  return {
    what: 'truncated multipart body',
    path: concretePath(route),
    raw: TRUNCATED_MULTIPART,
    contentType: 'multipart/form-data; boundary=B',
  };
}

/** Every probe for a route, given known values for fields (ids of seeded data). */
export function probesFor(route: RouteDef, known: Record<string, unknown>): Probe[] {
  const probes: Probe[] = [];
  const knownStrings = Object.fromEntries(
    Object.entries(known).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
  const path = concretePath(route, knownStrings);
  const baseQuery = route.query ? stringsOf(sampleObject(route.query, known)) : undefined;

  for (const param of pathParams(route)) {
    for (const [what, value] of [
      ['8k-character id', LONG_ID],
      ['broken percent-escape', BROKEN_ESCAPE],
    ] as const) {
      probes.push({
        what: `${what} in {${param}}`,
        // The escape goes in as is: it is the raw path that is broken.
        path: concretePath(route, { ...knownStrings, [param]: value }),
        query: baseQuery,
      });
    }
  }

  if (route.bodyFormat === 'multipart') {
    probes.push({ what: 'malformed JSON', path, raw: MALFORMED_JSON, contentType: 'application/json' });
    probes.push({
      what: 'a multipart body without a boundary',
      path,
      raw: TRUNCATED_MULTIPART,
      contentType: 'multipart/form-data',
    });
  } else if (route.bodyFormat !== 'none' && route.body) {
    const schema = route.body;
    probes.push({
      what: 'malformed JSON',
      path,
      query: baseQuery,
      raw: MALFORMED_JSON,
      contentType: 'application/json',
    });
    probes.push({ what: 'an array instead of an object', path, query: baseQuery, json: [1, 'x', { a: 1 }] });
    probes.push({ what: 'a string instead of an object', path, query: baseQuery, json: 'x' });
    const fields = fieldsOf(schema);
    if (!fields) {
      // A body that is itself an array or union of shapes: its own wrong type and a nested object.
      probes.push({ what: 'wrong type for the body', path, query: baseQuery, json: wrongType(schema) });
      probes.push({ what: 'nested object as the body', path, query: baseQuery, json: nested() });
    } else {
      const base = sampleObject(schema, known);
      for (const [name, field] of Object.entries(fields)) {
        const kind = kindOf(field);
        const variant = (what: string, value: unknown) =>
          probes.push({
            what: `${what} in body.${name}`,
            path,
            query: baseQuery,
            json: { ...base, [name]: value },
          });
        variant(`wrong type (${kind})`, wrongType(field));
        variant('nested object', nested());
        if (kind === 'string' || kind === 'union') variant('100k-character string', LONG_STRING);
        // Ids, alone or comma-joined: one id of 5,000 characters, first on its own, then in a list.
        if (/ids?$/i.test(name) && kind !== 'number') {
          variant('5,000-character id', kind === 'array' ? [ID_5K] : ID_5K);
          if (kind !== 'array') variant('5,000-character id in a list', `9,${ID_5K}`);
        }
        if (kind === 'number' || kind === 'int' || kind === 'union')
          for (const n of HUGE_NUMBERS) variant(`huge number ${n}`, n);
        if (kind === 'array') variant('100k-character element', [LONG_STRING]);
      }
    }
  }

  for (const [name, field] of Object.entries(fieldsOf(route.query) ?? {})) {
    const kind = kindOf(field);
    const variant = (what: string, value: string) =>
      probes.push({ what: `${what} in query.${name}`, path, query: { ...baseQuery, [name]: value } });
    if (kind !== 'string') variant(`wrong type (${kind})`, 'not-a-number');
    variant('6k-character string', LONG_QUERY_STRING);
    for (const n of HUGE_NUMBERS) variant(`huge number ${n}`, String(n));
    variant('broken percent-escape', BROKEN_ESCAPE);
  }
  return probes;
}

function stringsOf(value: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]));
}
