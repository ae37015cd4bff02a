import { AREA_GRANTS, scopeOfPath } from '@loopline/shared/console/scopes';

/** What the back office grants the caller's role (spec 3 §6). */
export interface ApiGrants {
  /** The built-in administrator role: every scope, including ones added later. */
  superRole: boolean;
  apiScopes: ReadonlySet<string>;
}

/**
 * What an administrator may do on a route: all of it, only rows of some areas (AREA_GRANTS: the route
 * handler must hold them to those), or nothing.
 */
export type ScopeAccess = { kind: 'all' } | { kind: 'areas'; areas: ReadonlySet<string> } | { kind: 'none' };

/**
 * The access an administrator whose role has `grants` has to the administrator route at `path`: their
 * own menu always; a route no scope covers only the super role (closed by default); otherwise the
 * route's scope must be granted, or a scope with an area grant on it. `grants` is null when the
 * caller's role does not exist (any more).
 */
export function scopeAccess(path: string, grants: ApiGrants | null): ScopeAccess {
  const scope = scopeOfPath(path);
  if (scope === 'self') return { kind: 'all' };
  if (!grants) return { kind: 'none' };
  if (grants.superRole || (scope !== null && grants.apiScopes.has(scope))) return { kind: 'all' };
  const areas = new Set(
    AREA_GRANTS.filter((g) => path.startsWith(g.prefix) && grants.apiScopes.has(g.scope)).flatMap(
      (g) => g.areas,
    ),
  );
  return areas.size > 0 ? { kind: 'areas', areas } : { kind: 'none' };
}

/** May the administrator call the route at all (the pipeline's check; area limits are the handler's)? */
export function apiScopeAllows(path: string, grants: ApiGrants | null): boolean {
  return scopeAccess(path, grants).kind !== 'none';
}
