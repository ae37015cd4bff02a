import { describe, expect, it } from 'vitest';
import { identifierLike } from './labels.ts';

describe('identifierLike', () => {
  it('takes loop numbers and short lettered identifiers run into or hyphened to their code', () => {
    expect(identifierLike({ loopNumber: '2001' }, 'FV 2001')).toBe(true);
    expect(identifierLike({ loopNumber: 'MO1' }, 'BVMO1')).toBe(true);
    expect(identifierLike({ loopNumber: 'NIO' }, 'CKNIO')).toBe(true);
    expect(identifierLike({ loopNumber: 'F' }, 'HV-F')).toBe(true);
  });

  it('refuses a word that starts with a code and a legend code with its description', () => {
    expect(identifierLike({ loopNumber: 'ESSURE' }, 'PRESSURE')).toBe(false);
    expect(identifierLike({ loopNumber: 'BALL' }, 'BV BALL')).toBe(false);
  });
});
