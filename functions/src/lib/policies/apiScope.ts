import { scopeOfPath } from '@loopline/shared/console/scopes';

/** What the back office grants the caller's role (spec 3 §6). */
export interface ApiGrants {
  /** The built-in administrator role: every scope, including ones added later. */
  superRole: boolean;
  apiScopes: ReadonlySet<string>;
}

/**
 * May an administrator whose role has `grants` call the administrator route at `path`? Their own menu
 * always; a route no scope covers only the super role (closed by default); otherwise the route's scope
 * must be granted. `grants` is null when the caller's role does not exist (any more).
 */
export function apiScopeAllows(path: string, grants: ApiGrants | null): boolean {
  const scope = scopeOfPath(path);
  if (scope === 'self') return true;
  if (!grants) return false;
  if (grants.superRole) return true;
  return scope !== null && grants.apiScopes.has(scope);
}
