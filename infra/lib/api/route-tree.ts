import type { AuthLevel, HttpMethod, RouteRow } from '../../../shared/src/manifest/index.ts';

export interface RouteEntry {
  group: string;
  method: HttpMethod;
  path: string;
  auth: AuthLevel;
}

/** `/api/a/{id}` → `['/api', '/api/a', '/api/a/{id}']`: the API Gateway resources a path needs. */
export function resourcePaths(path: string): string[] {
  const segments = path.split('/').slice(1);
  return segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`);
}

/**
 * Every route of the route table, checked: well-formed paths, no `METHOD path` declared twice, and
 * each path served by one group (its ANY method, which answers 405, goes to that group).
 */
export function routeEntries(rows: readonly RouteRow[]): RouteEntry[] {
  const seen = new Map<string, string>();
  const pathGroup = new Map<string, string>();
  return rows.map((row) => {
    const owner = pathGroup.get(row.path) ?? row.group;
    if (owner !== row.group) throw new Error(`Path ${row.path} is served by both ${owner} and ${row.group}`);
    pathGroup.set(row.path, owner);
    if (!/^(\/[A-Za-z0-9._~{}+-]+)+$/.test(row.path)) {
      throw new Error(`Route path "${row.path}" of group ${row.group} is not an API Gateway resource path`);
    }
    const key = `${row.method} ${row.path}`;
    const other = seen.get(key);
    if (other) throw new Error(`Route ${key} is declared by both ${other} and ${row.group}`);
    seen.set(key, row.group);
    return { group: row.group, method: row.method, path: row.path, auth: row.auth };
  });
}

/**
 * Which group owns each resource path: the only group whose routes pass through it, or null when
 * several do (such resources, like `/api`, are created once in the API stack itself).
 */
export function resourceOwners(entries: readonly RouteEntry[]): Map<string, string | null> {
  const users = new Map<string, Set<string>>();
  for (const entry of entries) {
    for (const path of resourcePaths(entry.path)) {
      const set = users.get(path) ?? new Set<string>();
      set.add(entry.group);
      users.set(path, set);
    }
  }
  const owners = new Map<string, string | null>();
  for (const [path, set] of [...users].sort(([a], [b]) => depth(a) - depth(b) || a.localeCompare(b))) {
    owners.set(path, set.size === 1 ? [...set][0]! : null);
  }
  return owners;
}

function depth(path: string): number {
  return path.split('/').length;
}

/** A construct id for a path (construct ids cannot contain `/`). */
export function pathId(path: string): string {
  return path.replace(/\//g, '.');
}
