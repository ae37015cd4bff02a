import type { RouteDef } from '../../functions/src/lib/http/route.ts';
import type { RawProbe } from './campaignRun.ts';
import { fieldsOf, kindOf, pathParams, sampleObject } from './probes.ts';

/**
 * Requests an outsider makes with the ids of someone else's data in every id-shaped place: path
 * parameters, query and body fields. Projects and folders go where their names say; any other id
 * is tried as the other's file entry, as the other user and as the other's project.
 */
export interface ForeignIds {
  projectId: string;
  dirId: string;
  entryId: string;
  userId: string;
}

const PROJECT = /project/i;
const FOLDER = /^(dir|parent|folder|target)(Id|Ids)$/i;
const ID = /(id|ids)$/i;

function idFor(name: string, foreign: ForeignIds, other: string): string | null {
  if (!ID.test(name)) return null;
  if (PROJECT.test(name)) return foreign.projectId;
  if (FOLDER.test(name)) return foreign.dirId;
  return other;
}

export function outsiderProbesFor(route: RouteDef, foreign: ForeignIds): RawProbe[] {
  const params = pathParams(route);
  const queryFields = Object.keys(fieldsOf(route.query) ?? {});
  const bodyFields =
    route.bodyFormat === 'json' || route.bodyFormat === 'json-or-form' ? fieldsOf(route.body) : null;
  const named = [...params, ...queryFields, ...Object.keys(bodyFields ?? {})];
  if (!named.some((n) => ID.test(n))) return [];
  const probes: RawProbe[] = [];
  for (const [what, other] of [
    ['an entry', foreign.entryId],
    ['a user', foreign.userId],
    ['a project', foreign.projectId],
  ] as const) {
    const path = route.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
      encodeURIComponent(idFor(name, foreign, other) ?? other),
    );
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(route.query ? sampleObject(route.query, {}) : {}))
      query.set(name, idFor(name, foreign, other) ?? String(value));
    for (const name of queryFields) {
      const id = idFor(name, foreign, other);
      if (id) query.set(name, id);
    }
    const q = query.size ? `?${query}` : '';
    let body: string | undefined;
    if (bodyFields) {
      const value: Record<string, unknown> = sampleObject(route.body!, {});
      for (const [name, field] of Object.entries(bodyFields)) {
        const id = idFor(name, foreign, other);
        if (id) value[name] = kindOf(field) === 'array' ? [id] : id;
      }
      body = JSON.stringify(value);
    }
    probes.push({
      what: `the other's ids (${what} for a plain id)`,
      method: route.method,
      path: `${path}${q}`,
      ...(body === undefined ? {} : { body, headers: { 'content-type': 'application/json' } }),
    });
  }
  return probes;
}
