import { describe, expect, it } from 'vitest';
import { firstMatches } from './paging.ts';

const query = (FilterExpression?: string) => ({
  params: () => ({ KeyConditionExpression: '#pk = :pk', ...(FilterExpression ? { FilterExpression } : {}) }),
});

describe('the first matches of an entity query', () => {
  it('read a filtered query as far as DynamoDB allows per round trip, until enough match', () => {
    expect(firstMatches(query('#modelStatus = :modelStatus0'), 1)).toEqual({ count: 1, limit: 1000 });
    expect(firstMatches(query('#endTime > :endTime0'), 200)).toEqual({ count: 200, limit: 1000 });
  });

  it('read an unfiltered query just what is wanted, a thousand at a time past that', () => {
    expect(firstMatches(query(), 500)).toEqual({ count: 500, limit: 500 });
    expect(firstMatches(query(), 10_000)).toEqual({ count: 10_000, limit: 1000 });
  });
});
