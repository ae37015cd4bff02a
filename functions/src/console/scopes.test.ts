import { scopeOfPath } from '@loopline/shared/console/scopes';
import { routeTable } from '@loopline/shared/manifest';
import { describe, expect, it } from 'vitest';

describe('API scopes', () => {
  it('cover every administrator route, so a role can be granted each of them', () => {
    const uncovered = routeTable.filter((r) => r.auth === 'admin' && scopeOfPath(r.path) === null);
    expect(uncovered.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });
});
