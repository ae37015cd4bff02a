import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { conditionFailed } from './errors.ts';

describe('conditionFailed', () => {
  const sdk = new ConditionalCheckFailedException({
    message: 'The conditional request failed',
    $metadata: {},
  });
  it('knows the SDK exception, bare or wrapped by ElectroDB', () => {
    expect(conditionFailed(sdk)).toBe(true);
    expect(conditionFailed(new Error('Error thrown by DynamoDB client', { cause: sdk }))).toBe(true);
  });
  it('does not take other errors for a failed condition', () => {
    expect(conditionFailed(new Error('The conditional request failed'))).toBe(false);
    expect(conditionFailed(undefined)).toBe(false);
  });
});
