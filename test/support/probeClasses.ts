import type { RouteDef } from '../../functions/src/lib/http/route.ts';
import type { RawProbe } from './campaignRun.ts';
import { concretePath, fieldsOf, kindOf, pathParams, sampleObject } from './probes.ts';

/**
 * The input classes the first campaign (probes.ts) does not send: wrong and missing content types,
 * bytes that are not UTF-8, a byte-order mark, empty and scalar bodies, prototype keys, deep
 * nesting, numbers a careless client sends for whole numbers, unicode a hostile one sends in text
 * (NUL, lone surrogates, bidi overrides), path segments that try to climb or smuggle a slash,
 * repeated query parameters, absurd pages, impossible dates and methods a route does not take.
 */

/** Unicode a string field may meet: emoji, a right-to-left override and Arabic, a NUL. */
export const ODD_TEXT = 'a😀\u202Eب\u0000z';
/** A JSON string holding a lone high surrogate (it cannot be written as UTF-8). */
const LONE_SURROGATE_JSON = '"x\\ud800y"';
/** Deep enough to break a recursive reader, well under the 1 MB body limit. */
const DEEP = 20_000;
const deepArray = `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`;

const NUMBER_SPELLINGS: [string, string][] = [
  ['a fraction', '1.5'],
  ['a negative number', '-1'],
  ['minus zero', '-0'],
  ['1e309 (Infinity)', '1e309'],
  ['a number in a string', '"12"'],
];

/** The UTF-8 spelling of a lone surrogate, percent-encoded: sent as it is. */
const ENCODED_SURROGATE = '%ED%A0%80';

const PATH_SEGMENTS: [string, string][] = [
  ['..', '..'],
  ['an encoded slash', 'a%2Fb'],
  ['an encoded NUL', 'a%00b'],
  ['encoded dots', '%2e%2e'],
  ['emoji and a bidi override', encodeURIComponent('a😀\u202Eب')],
  ['an encoded lone surrogate', ENCODED_SURROGATE],
];

const DATE_FIELD = /(date|time|day|month|start|end|from|to|since|until)$/i;
const PAGE_FIELD = /^(size|current|page|pageSize|limit|pageNum)$/;

function encodeQuery(query: Record<string, string | string[]>): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(query))
    for (const one of Array.isArray(v) ? v : [v])
      parts.push(`${encodeURIComponent(k)}=${one === ENCODED_SURROGATE ? one : encodeURIComponent(one)}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/** A JSON text of `base` with `field` set to the raw JSON `valueJson` (numbers JSON cannot spell, surrogates). */
function withRawField(base: Record<string, unknown>, field: string, valueJson: string): string {
  const rest = JSON.stringify({ ...base, [field]: null });
  return rest.replace(`${JSON.stringify(field)}:null`, `${JSON.stringify(field)}:${valueJson}`);
}

const JSON_TYPE = { 'content-type': 'application/json' };

/** Every probe of these classes for one route; `methodsAt` gives the methods declared for a path. */
export function probeClassesFor(
  route: RouteDef,
  known: Record<string, unknown>,
  methodsAt: (path: string) => Set<string>,
): RawProbe[] {
  const probes: RawProbe[] = [];
  const knownStrings = Object.fromEntries(
    Object.entries(known).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
  const path = concretePath(route, knownStrings);
  const query = route.query ? sampleQuery(route.query, known) : {};
  const url = `${path}${encodeQuery(query)}`;
  const method = route.method;

  // Methods the path does not take (one route per path sends them, the first declared): 405, except
  // OPTIONS, which a known resource answers with 204 and Allow (test/contract/methods.test.ts).
  const declared = methodsAt(route.path);
  if ([...declared][0] === method)
    for (const other of ['PATCH', 'PUT', 'DELETE', 'GET', 'POST', 'OPTIONS', 'HEAD'])
      if (!declared.has(other))
        probes.push({ what: `method ${other}`, method: other, path: url, mustRefuse: other !== 'OPTIONS' });

  for (const param of pathParams(route))
    for (const [what, segment] of PATH_SEGMENTS)
      probes.push({
        what: `${what} in {${param}}`,
        method,
        path: `${route.path.replace(/\{([^}]+)\}/g, (_, name: string) => (name === param ? segment : (knownStrings[name] ?? 'x1')))}${encodeQuery(query)}`,
        ...(method === 'GET' || route.bodyFormat === 'none' ? {} : { headers: JSON_TYPE, body: '{}' }),
      });

  for (const [name, field] of Object.entries(fieldsOf(route.query) ?? {})) {
    const kind = kindOf(field);
    const variant = (what: string, value: string | string[]) =>
      probes.push({
        what: `${what} in query.${name}`,
        method,
        path: `${path}${encodeQuery({ ...query, [name]: value })}`,
      });
    variant('a repeated parameter', ['1', 'x']);
    if (kind === 'string' || kind === 'union' || kind === 'pipe') {
      variant('unicode with a NUL', ODD_TEXT);
      variant('an encoded lone surrogate', ENCODED_SURROGATE);
    }
    if (PAGE_FIELD.test(name) || kind === 'number' || kind === 'int')
      for (const n of ['-1', '0', '1.5', '100000000', '1e309', '-0']) variant(`${n}`, n);
    if (DATE_FIELD.test(name))
      for (const d of ['2024-13-45', 'not a date', '0000-00-00']) variant(`date ${d}`, d);
  }

  if (route.bodyFormat === 'multipart') {
    probes.push({
      what: 'a JSON body on a multipart route',
      method,
      path: url,
      headers: JSON_TYPE,
      body: '{}',
    });
    probes.push({
      what: 'a form body on a multipart route',
      method,
      path: url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
      mustRefuse: true,
    });
    // Text parts a handler reads itself: JSON with a NUL, a lone surrogate, deep nesting.
    for (const [what, param] of [
      ['a NUL in a JSON part', '{"content":"a\\u0000b","title":"a\\u0000b"}'],
      ['a lone surrogate in a JSON part', '{"content":"a\\ud800b","title":"a\\ud800b"}'],
      [`a JSON part nested ${DEEP} deep`, `{"content":${deepArray}}`],
    ])
      probes.push({
        what,
        method,
        path: url,
        headers: { 'content-type': 'multipart/form-data; boundary=B' },
        body: `--B\r\nContent-Disposition: form-data; name="param"\r\n\r\n${param}\r\n--B\r\nContent-Disposition: form-data; name="name"\r\n\r\na\u0000b\r\n--B--\r\n`,
      });
    return probes;
  }
  if (route.bodyFormat === 'none' || route.bodyFormat === 'text' || !route.body) return probes;

  const fields = fieldsOf(route.body);
  const base = fields ? sampleObject(route.body, known) : {};
  const json = JSON.stringify(base);
  const body = (
    what: string,
    payload: string | Buffer,
    headers: Record<string, string> = JSON_TYPE,
    mustRefuse = false,
  ) => probes.push({ what, method, path: url, headers, body: payload, mustRefuse });

  body('text/plain content type', json, { 'content-type': 'text/plain' });
  body('no content type', json, {});
  body(
    'a multipart body where JSON is expected',
    `--B\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--B--\r\n`,
    { 'content-type': 'multipart/form-data; boundary=B' },
    true,
  );
  body('JSON under a form content type', json, { 'content-type': 'application/x-www-form-urlencoded' });
  body(
    'bytes that are not UTF-8',
    Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]),
  );
  body('a byte-order mark before JSON', `\uFEFF${json}`);
  body('an empty body', '');
  body('null as the body', 'null');
  body('a number as the body', '12');
  body(`an array nested ${DEEP} deep`, deepArray);
  body(
    '__proto__ and constructor keys',
    `{"__proto__":{"isAdmin":true,"tenantId":"x"},"constructor":{"prototype":{"polluted":1}},${json.slice(1)}`.replace(
      /,}$/,
      '}',
    ),
  );
  body('duplicate keys', json === '{}' ? '{"a":1,"a":2}' : `${json.slice(0, -1)},${json.slice(1)}`);

  for (const [name, field] of Object.entries(fields ?? {})) {
    const kind = kindOf(field);
    const variant = (what: string, valueJson: string) =>
      body(`${what} in body.${name}`, withRawField(base, name, valueJson));
    if (kind === 'number' || kind === 'int') for (const [what, n] of NUMBER_SPELLINGS) variant(what, n);
    if (kind === 'string' || kind === 'union' || kind === 'pipe') {
      variant('unicode with a NUL', JSON.stringify(ODD_TEXT));
      variant('a lone surrogate', LONE_SURROGATE_JSON);
      if (DATE_FIELD.test(name))
        for (const d of ['2024-13-45', 'not a date']) variant(`date ${d}`, JSON.stringify(d));
    }
    if (kind === 'array') {
      variant('a scalar where a list is expected', '"x"');
      variant(`a list nested ${DEEP} deep`, deepArray);
    }
    if (kind === 'object' || kind === 'record' || kind === 'unknown' || kind === 'any') {
      variant(`an array nested ${DEEP} deep`, deepArray);
      variant('__proto__ key', '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}');
    }
  }
  return probes;
}

function sampleQuery(schema: NonNullable<RouteDef['query']>, known: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(sampleObject(schema, known)).map(([k, v]) => [k, String(v)]));
}

/**
 * Credentials that are not an access token, on a route that needs one: none of them may pass, and
 * each refusal is the 401 envelope. `refreshToken` is a real one: it must not open the API.
 */
export function credentialProbesFor(route: RouteDef, refreshToken: string): RawProbe[] {
  if (route.auth === 'public') return [];
  const path = concretePath(route);
  const body =
    route.method === 'GET' || route.bodyFormat === 'none' ? {} : { headers: JSON_TYPE, body: '{}' };
  return [
    ['an empty bearer', 'bearer '],
    ['a token that is not a JWT', 'bearer x.y.z'],
    ['a refresh token', `bearer ${refreshToken}`],
    ['a Basic credential', 'Basic YWRtaW46YWRtaW4='],
    ['an 8k token', `bearer ${'a'.repeat(8_000)}`],
  ].map(([what, value]) => ({
    what,
    method: route.method,
    path,
    ...body,
    headers: { ...body.headers, 'blade-auth': value! },
    mustRefuse: true,
  }));
}

/**
 * A body over what the route reads: 1 MB and a bit of JSON, or for a multipart route one file
 * part past its declared size (5 MB when it declares none, the parser's default).
 */
export function oversizeProbeFor(route: RouteDef): RawProbe | null {
  if (route.bodyFormat === 'none' || route.bodyFormat === 'text') return null;
  const path = concretePath(route);
  if (route.bodyFormat === 'multipart') {
    const size = (route.multipartLimits?.fileSize ?? 5 * 1024 * 1024) + 1024;
    const body = Buffer.concat([
      Buffer.from(
        '--B\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
      ),
      Buffer.alloc(size, 7),
      Buffer.from('\r\n--B--\r\n'),
    ]);
    const headers = { 'content-type': 'multipart/form-data; boundary=B' };
    return { what: `a ${size}-byte file part`, method: route.method, path, headers, body, mustRefuse: true };
  }
  const body = JSON.stringify({ filler: 'x'.repeat(1024 * 1024 + 16) });
  return {
    what: 'a JSON body over 1 MB',
    method: route.method,
    path,
    headers: JSON_TYPE,
    body,
    mustRefuse: true,
  };
}
