import { describe, expect, it } from 'vitest';
import { auditLineOf, entriesOfLines, type OperationEntry } from './auditLine.ts';

const entry: OperationEntry = {
  tenantId: '000000',
  day: '2026-11-25',
  id: 'abc',
  userId: 'u1',
  account: 'demo',
  projectId: '',
  remoteIp: '127.0.0.1',
  operateSystem: 'Linux',
  operaModule: 'cloud/file',
  operaRoute: 'POST /api/cloud/file/dir/save',
  operaContent: 'Create a folder',
  status: 200,
  startTime: '2026-11-25T10:00:00.000Z',
  endTime: '2026-11-25T10:00:00.010Z',
  expiresAt: 1_800_000_000,
};

describe('audit lines', () => {
  it('is one line that starts with the audit tag, so a filter can pick it out', () => {
    const line = auditLineOf('operation', entry);
    expect(line.endsWith('\n')).toBe(true);
    expect(line.slice(0, -1)).not.toContain('\n');
    expect(line.startsWith('{"audit":"operation"')).toBe(true);
  });

  it('reads records back from delivered lines and skips what is not one', () => {
    const access = {
      tenantId: '000000',
      sourceType: 'file' as const,
      day: '2026-11-25',
      id: 'x1',
      sourceId: 'f1',
      projectId: 'p1',
      userId: 'u1',
      account: 'demo',
      remoteIp: '',
      operateSystem: '',
      accessTime: '2026-11-25T10:00:00.000Z',
      expiresAt: 1,
    };
    const { operations, accesses, skipped } = entriesOfLines([
      auditLineOf('access', access),
      auditLineOf('operation', entry).trimEnd(),
      '{"level":"INFO","message":"request"}',
      'not json',
      JSON.stringify({ audit: 'operation', entry: { ...entry, status: 'ok' } }),
    ]);
    expect(operations).toEqual([entry]);
    expect(accesses).toEqual([access]);
    expect(skipped).toBe(3);
  });
});
