import { describe, expect, it } from 'vitest';
import { failureOf, PidRefused } from './errors.ts';

describe('failureOf', () => {
  const refused = new PidRefused('pid.tooManyPages', { pages: 2000, max: 300 });

  it('reads a refusal as the local runner hands it over (Cause is the message)', () => {
    expect(failureOf({ Error: 'PidRefused', Cause: refused.message })).toEqual({
      reason: 'pid.tooManyPages',
      params: { pages: 2000, max: 300 },
    });
  });

  it('reads a refusal as Lambda hands it over (Cause is the error JSON)', () => {
    const cause = JSON.stringify({ errorType: 'PidRefused', errorMessage: refused.message });
    expect(failureOf({ Error: 'PidRefused', Cause: cause }).reason).toBe('pid.tooManyPages');
  });

  it('answers a timeout, a crash, or a foreign key as generic reasons', () => {
    expect(failureOf({ Error: 'States.Timeout' }).reason).toBe('pid.timeout');
    expect(failureOf({ Error: 'TypeError', Cause: 'x is undefined' }).reason).toBe('pid.recognitionFailed');
    expect(failureOf({ Error: 'PidRefused', Cause: '{"reason":"model.corrupt"}' }).reason).toBe(
      'pid.recognitionFailed',
    );
    expect(failureOf(undefined).reason).toBe('pid.recognitionFailed');
  });
});
