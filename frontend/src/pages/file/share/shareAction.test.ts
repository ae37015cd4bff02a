import { describe, expect, it } from 'vitest';
import { actionState } from '../manager/rules.ts';

const context = { isDefault: 0 as const, canChangePerm: false };

describe('the share action (spec 1 §6)', () => {
  it('shows only when every selected entry has shareFile or shareDir', () => {
    const file = { isFile: 1 as const, filePerms: ['viewFile' as const, 'shareFile' as const] };
    const dir = { isFile: 0 as const, filePerms: ['viewDir' as const, 'shareDir' as const] };
    const plain = { isFile: 1 as const, filePerms: ['viewFile' as const] };
    expect(actionState('share', [file, dir], context)).toBe('enabled');
    expect(actionState('share', [file, plain], context)).toBe('hidden');
    expect(actionState('share', [{ ...dir, filePerms: ['shareFile' as const] }], context)).toBe('hidden');
    expect(actionState('share', [file], { ...context, isDefault: 2 })).toBe('hidden');
  });
});
