import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../lib/errors.ts';
import { decodeCursor, encodeCursor } from './pageReader.ts';

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

describe('cursors a client made up', () => {
  const names = ['pk', 'sk'];
  const partition: [string, string] = ['pk', 'PROJECT#p'];
  const refused = (cursor: string) => {
    try {
      decodeCursor(cursor, names, partition);
    } catch (error) {
      return error instanceof BadRequestError && error.messageKey === 'common.cursorInvalid';
    }
    return false;
  };

  it('are a 400 with the cursor message, whatever they hold', () => {
    const json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of [
      '-1',
      '0',
      '%00',
      'null',
      json(null),
      json(-1),
      json('PROJECT#p'),
      json({ pk: 'PROJECT#p', sk: 7 }),
      json({ pk: 'PROJECT#p', sk: { S: 'x' } }),
      json({ pk: 'PROJECT#p' }),
      json({ pk: 'PROJECT#q', sk: 'LOG#1' }),
      json({ pk: 'PROJECT#p', sk: 'x'.repeat(2000) }),
      'A'.repeat(10_000),
    ])
      expect(refused(cursor), cursor.slice(0, 40)).toBe(true);
  });

  it('still read back the cursors the server issued', () => {
    const key = { pk: 'PROJECT#p', sk: 'LOG#1' };
    expect(decodeCursor(encodeCursor(key), names, partition)).toEqual(key);
  });
});
