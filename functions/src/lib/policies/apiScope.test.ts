import { describe, expect, it } from 'vitest';
import { apiScopeAllows, scopeAccess } from './apiScope.ts';

const auditor = { superRole: false, apiScopes: new Set(['operateLog']) };

describe('apiScopeAllows', () => {
  it('lets a role call the routes of the scopes it was granted, and no others', () => {
    expect(apiScopeAllows('/api/cloud/operateLog/listOperate', auditor)).toBe(true);
    expect(apiScopeAllows('/api/cloud/sensitiveWord/list', auditor)).toBe(false);
    expect(apiScopeAllows('/api/blade-system/role/grant', auditor)).toBe(false);
  });

  it('lets the super role call everything, a scope-less route included', () => {
    const all = { superRole: true, apiScopes: new Set<string>() };
    expect(apiScopeAllows('/api/cloud/sensitiveWord/list', all)).toBe(true);
    expect(apiScopeAllows('/api/not/scoped', all)).toBe(true);
  });

  it('keeps a route no scope covers closed to ordinary roles', () => {
    expect(apiScopeAllows('/api/not/scoped', { superRole: false, apiScopes: new Set(['operateLog']) })).toBe(
      false,
    );
  });

  it('always answers an administrator their own menu, even without a role', () => {
    expect(apiScopeAllows('/api/blade-system/menu/routes', null)).toBe(true);
    expect(apiScopeAllows('/api/cloud/operateLog/listOperate', null)).toBe(false);
  });

  it('matches the longest prefix (blade-user/grant belongs to roles, not users)', () => {
    const users = { superRole: false, apiScopes: new Set(['platformUser']) };
    expect(apiScopeAllows('/api/blade-user/grant', users)).toBe(false);
    expect(apiScopeAllows('/api/cloud/user/update', users)).toBe(true);
  });
});

describe('scopeAccess', () => {
  const charges = { superRole: false, apiScopes: new Set(['charges']) };
  const help = { superRole: false, apiScopes: new Set(['helpContent']) };
  const submit = '/api/cloudExplain/explainManage/submit';

  it('opens the help routes to Charges for the membership and fees areas only', () => {
    const access = scopeAccess(submit, charges);
    expect(access.kind).toBe('areas');
    expect(access.kind === 'areas' && [...access.areas].sort()).toEqual(['fees', 'membership']);
    expect(apiScopeAllows(submit, charges)).toBe(true);
  });

  it('gives the help scope and the super role every area', () => {
    expect(scopeAccess(submit, help)).toEqual({ kind: 'all' });
    expect(scopeAccess(submit, { superRole: true, apiScopes: new Set() })).toEqual({ kind: 'all' });
  });

  it('lends Charges nothing beyond its area grant', () => {
    expect(scopeAccess('/api/cloud/feedback/list', charges)).toEqual({ kind: 'none' });
    expect(scopeAccess(submit, { superRole: false, apiScopes: new Set(['operateLog']) })).toEqual({
      kind: 'none',
    });
    expect(scopeAccess(submit, null)).toEqual({ kind: 'none' });
  });
});
