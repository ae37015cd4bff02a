import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { TransactionCancelledError, transactWrite, txItem } from './transaction.ts';

function cancelling(codes: string[]) {
  const sent: TransactWriteCommand[] = [];
  return {
    sent,
    async send(command: TransactWriteCommand) {
      sent.push(command);
      throw new TransactionCanceledException({
        message: 'Transaction cancelled',
        $metadata: {},
        CancellationReasons: codes.map((Code) => ({ Code })),
      });
    },
  };
}

describe('transactWrite', () => {
  it('names the items whose condition failed, skipping left-out items', async () => {
    const client = cancelling(['None', 'ConditionalCheckFailed', 'None']);
    const error = await transactWrite(
      {
        entry: { Put: { TableName: 't', Item: { pk: 'a' } } },
        skipped: false,
        uniqueName: { Put: { TableName: 't', Item: { pk: 'b' } } },
        storage: { Update: { TableName: 't', Key: { pk: 'c' } } },
      },
      { client },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransactionCancelledError);
    const cancelled = error as TransactionCancelledError;
    expect(cancelled.failed).toEqual(['uniqueName']);
    expect(cancelled.failedOn('uniqueName')).toBe(true);
    expect(cancelled.failedOn('entry')).toBe(false);
    expect(cancelled.conditionsOnly).toBe(true);
    expect(client.sent[0]!.input.TransactItems).toHaveLength(3);
  });

  it('tells a conflict with another transaction from a failed condition', async () => {
    const client = cancelling(['TransactionConflict', 'None']);
    const error = (await transactWrite(
      {
        a: { Put: { TableName: 't', Item: { pk: 'a' } } },
        b: { Put: { TableName: 't', Item: { pk: 'b' } } },
      },
      { client },
    ).catch((e: unknown) => e)) as TransactionCancelledError;
    expect(error.failed).toEqual([]);
    expect(error.reasons).toEqual({ a: 'TransactionConflict', b: 'None' });
    expect(error.conditionsOnly).toBe(false);
  });

  it('sends nothing when every item is left out, and refuses more than 100 items', async () => {
    const client = cancelling([]);
    await transactWrite({ a: undefined, b: null }, { client });
    expect(client.sent).toHaveLength(0);
    const many = Object.fromEntries(
      Array.from({ length: 101 }, (_, i) => [`i${i}`, { Put: { TableName: 't', Item: { pk: `${i}` } } }]),
    );
    await expect(transactWrite(many, { client })).rejects.toThrow(/at most 100/);
  });
});

describe('txItem', () => {
  it('turns an entity write chain into its transaction item', async () => {
    // Entities read the table name when their module loads; unit tests have no table.
    process.env.TABLE_NAME ??= 'unit-test-table';
    const { fileListMode } = await import('./fileListMode.ts');
    const item = txItem(fileListMode.create({ userId: 'u1', mode: 'list', updateTime: 't' }));
    expect(Object.keys(item)).toEqual(['Put']);
    expect((item.Put as { Item: Record<string, unknown> }).Item).toMatchObject({
      pk: 'USER#u1',
      sk: 'FILE_LIST_MODE',
      type: 'fileListMode',
      mode: 'list',
    });
  });
});
