import { describe, expect, it } from 'vitest';
import type { OperationEntry } from '../lib/console/auditLine.ts';
import { countsOf } from './operateLogIngest.ts';

const entry = (account: string, operaModule: string, day = '2026-11-25', expiresAt = 1): OperationEntry => ({
  tenantId: 't',
  day,
  id: `${account}-${operaModule}-${day}`,
  userId: account,
  account,
  projectId: '',
  remoteIp: '',
  operateSystem: '',
  operaModule,
  operaRoute: '',
  operaContent: '',
  status: 200,
  startTime: `${day}T00:00:00.000Z`,
  endTime: `${day}T00:00:00.000Z`,
  expiresAt,
});

describe('operation counters of a batch', () => {
  it('adds one per account and module per day, summed over the batch', () => {
    const counts = countsOf([
      entry('a', 'cloud/file'),
      entry('a', 'cloud/project', '2026-11-25', 5),
      entry('b', 'cloud/file'),
      entry('a', 'cloud/file', '2026-11-24'),
    ]);
    const view = counts.map((c) => `${c.day} ${c.kind} ${c.key} ${c.count}`).sort();
    expect(view).toEqual([
      '2026-11-24 module cloud/file 1',
      '2026-11-24 user a 1',
      '2026-11-25 module cloud/file 2',
      '2026-11-25 module cloud/project 1',
      '2026-11-25 user a 2',
      '2026-11-25 user b 1',
    ]);
    expect(counts.find((c) => c.kind === 'user' && c.key === 'a' && c.day === '2026-11-25')?.expiresAt).toBe(
      5,
    );
  });
});
