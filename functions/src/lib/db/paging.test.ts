import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../errors.ts';
import { decodeCursor, encodeCursor } from './paging.ts';

describe('page cursors', () => {
  const names = ['pk', 'sk', 'gsi1pk', 'gsi1sk'];
  const key = { pk: 'USER#a', sk: 'NOTICE#1', gsi1pk: 'NOTICE#a#UNREAD', gsi1sk: '1' };

  it('round-trip a key', () => {
    expect(decodeCursor(encodeCursor(key), names, ['gsi1pk', 'NOTICE#a#UNREAD'])).toEqual(key);
  });

  it('refuse garbage, other shapes and other partitions', () => {
    const bad = (cursor: string, partition: [string, string] = ['gsi1pk', 'NOTICE#a#UNREAD']) =>
      expect(() => decodeCursor(cursor, names, partition)).toThrow(BadRequestError);
    bad('not base64 json');
    bad(encodeCursor({ pk: 'USER#a', sk: 'NOTICE#1' }));
    bad(Buffer.from('[1,2]').toString('base64url'));
    bad(encodeCursor({ ...key, extra: 'x' }));
    bad(encodeCursor(key), ['gsi1pk', 'NOTICE#b#UNREAD']);
  });
});
