import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { tapLogSubscriptions } from './logSubscriptions.ts';

describe('local log subscriptions', () => {
  it('delivers matching stdout lines in the CloudWatch Logs event shape and passes the rest through', async () => {
    const delivered: string[][] = [];
    const tap = tapLogSubscriptions([
      {
        name: 'audit',
        match: { field: 'audit', anyOf: ['operation', 'access'] },
        handler: async (event) => {
          const batch = JSON.parse(gunzipSync(Buffer.from(event.awslogs.data, 'base64')).toString());
          delivered.push(batch.logEvents.map((e: { message: string }) => e.message));
        },
      },
    ]);
    try {
      expect(process.stdout.write('{"audit":"operation","entry":{"id":1}}\n')).toBe(true);
      process.stdout.write('{"audit":"operation","entry":{"id":2}}\n');
      process.stdout.write('');
      await tap.settle();
    } finally {
      await tap.stop();
    }
    expect(delivered).toEqual([
      ['{"audit":"operation","entry":{"id":1}}', '{"audit":"operation","entry":{"id":2}}'],
    ]);
  });

  it('retries a failed delivery', async () => {
    let calls = 0;
    const tap = tapLogSubscriptions([
      {
        name: 'audit',
        match: { field: 'audit', anyOf: ['operation', 'access'] },
        handler: async () => {
          calls++;
          if (calls === 1) throw new Error('busy');
        },
      },
    ]);
    try {
      process.stdout.write('{"audit":"operation","entry":{}}\n');
      await tap.settle();
    } finally {
      await tap.stop();
    }
    expect(calls).toBe(2);
  });
});
