import { describe, expect, it } from 'vitest';
import { fillTemplate, maskSecret, secretHint } from './text.ts';

describe('resource config text', () => {
  it('keeps only the last four characters of a long secret, none of a short one', () => {
    expect(secretHint('abcdefghijklmnop')).toBe('mnop');
    expect(secretHint('short')).toBe('');
    expect(maskSecret('mnop', true)).toBe('******mnop');
    expect(maskSecret('', true)).toBe('******');
    expect(maskSecret('', false)).toBe('');
  });

  it('fills a template and names what is missing', () => {
    expect(fillTemplate('Code {{code}}, valid {{ minutes }} min', { code: '1234', minutes: 5 })).toEqual({
      text: 'Code 1234, valid 5 min',
      missing: [],
    });
    expect(fillTemplate('Hi {{name}} {{name}} {{x}}', {}).missing).toEqual(['name', 'x']);
  });
});
