import { S3ServiceException } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { ConvertError } from '../convert/index.ts';
import { classified, failureKey, ModelFailed, TransientError } from './errors.ts';

describe('pipeline errors', () => {
  it('turns converter refusals into ModelFailed carrying the message key', () => {
    const e = classified(new ConvertError('model.truncated', 'ends early'));
    expect(e).toBeInstanceOf(ModelFailed);
    expect(e.name).toBe('ModelFailed');
    expect(e.message).toBe('model.truncated');
  });

  it('turns throttling and server faults into TransientError, by class', () => {
    const slow = new S3ServiceException({ name: 'SlowDown', $fault: 'server', $metadata: {} });
    expect(classified(slow)).toBeInstanceOf(TransientError);
    expect(classified(slow).name).toBe('TransientError');
    const denied = new S3ServiceException({ name: 'AccessDenied', $fault: 'client', $metadata: {} });
    expect(classified(denied)).toBe(denied);
  });

  it('reads the key from a Catch both as the local runner and as Lambda report it', () => {
    expect(failureKey({ Error: 'ModelFailed', Cause: 'model.corrupt' })).toBe('model.corrupt');
    expect(
      failureKey({
        Error: 'ModelFailed',
        Cause: JSON.stringify({ errorType: 'ModelFailed', errorMessage: 'model.rvmNotSupported', trace: [] }),
      }),
    ).toBe('model.rvmNotSupported');
    expect(failureKey({ Error: 'States.Timeout', Cause: '' })).toBe('model.timeout');
    expect(failureKey({ Error: 'Runtime.ExitError', Cause: 'out of memory' })).toBe('model.parseFailed');
    expect(failureKey({ Error: 'Error', Cause: 'model.corrupt' }, 'model.upgradeFailed')).toBe(
      'model.upgradeFailed',
    );
    expect(failureKey(undefined)).toBe('model.parseFailed');
  });
});
