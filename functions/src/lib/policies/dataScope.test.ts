import { describe, expect, it } from 'vitest';
import { deptAndBelow, grantedKind, rowScope, scopeAllowsRow } from './dataScope.ts';

const depts = [
  { id: '1', parentId: '0' },
  { id: '2', parentId: '1' },
  { id: '3', parentId: '2' },
  { id: '4', parentId: '0' },
];
const caller = { userId: 'u1', deptId: '2' };
const grants = (...codes: string[]) => ({ superRole: false, dataScopes: new Set(codes) });

describe('data scopes', () => {
  it('leaves a list unlimited for the super role and for a role granted none of its scopes', () => {
    expect(
      grantedKind('platformUser', { superRole: true, dataScopes: new Set(['platformUser.dept']) }),
    ).toBeNull();
    expect(rowScope('platformUser', grants('project.own'), caller, depts)).toEqual({ kind: 'all' });
    expect(rowScope('platformUser', null, caller, depts)).toEqual({ kind: 'all' });
  });

  it('takes the widest granted scope of the list', () => {
    expect(grantedKind('platformUser', grants('platformUser.dept', 'platformUser.deptTree'))).toBe(
      'deptTree',
    );
    expect(grantedKind('platformUser', grants('platformUser.dept', 'platformUser.all'))).toBe('all');
  });

  it('limits users to the caller’s department, or it and those below', () => {
    expect(rowScope('platformUser', grants('platformUser.dept'), caller, depts)).toEqual({
      kind: 'depts',
      deptIds: ['2'],
    });
    expect(rowScope('platformUser', grants('platformUser.deptTree'), caller, depts)).toEqual({
      kind: 'depts',
      deptIds: ['2', '3'],
    });
    expect([...deptAndBelow(depts, '1')].sort()).toEqual(['1', '2', '3']);
  });

  it('gives a caller without a department nothing under a department scope', () => {
    const scope = rowScope('platformUser', grants('platformUser.dept'), { userId: 'u1', deptId: '' }, depts);
    expect(scope).toEqual({ kind: 'depts', deptIds: [] });
    expect(scopeAllowsRow(scope, { deptIds: ['2'] })).toBe(false);
  });

  it('limits projects to the ones the caller created', () => {
    const scope = rowScope('project', grants('project.own'), caller, depts);
    expect(scope).toEqual({ kind: 'own', userId: 'u1' });
    expect(scopeAllowsRow(scope, { ownerId: 'u1' })).toBe(true);
    expect(scopeAllowsRow(scope, { ownerId: 'u2' })).toBe(false);
  });

  it('checks rows against department scopes', () => {
    const scope = { kind: 'depts' as const, deptIds: ['2', '3'] };
    expect(scopeAllowsRow(scope, { deptIds: ['3'] })).toBe(true);
    expect(scopeAllowsRow(scope, { deptIds: ['1', '4'] })).toBe(false);
    expect(scopeAllowsRow({ kind: 'all' }, {})).toBe(true);
  });
});
