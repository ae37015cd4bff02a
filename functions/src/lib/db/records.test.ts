import { describe, expect, it } from 'vitest';
import { recordOf } from './records.ts';

describe('recordOf', () => {
  it('drops key, index and tag attributes and keeps the record', () => {
    const item = {
      pk: 'TEAM#1',
      sk: 'INVITE#2',
      gsi1pk: 'USER#2#TEAMINVITES',
      gsi1sk: 't',
      gsi4sk: 'x',
      type: 'teamInvite',
      ownerId: '1',
      status: 'pending',
    };
    expect(recordOf(item)).toEqual({ ownerId: '1', status: 'pending' });
  });

  it('keeps a `type` field when the entity is tagged by another attribute', () => {
    expect(recordOf({ pk: 'a', sk: 'b', entity: 'feedback', type: 'web' }, 'entity')).toEqual({
      type: 'web',
    });
  });
});
