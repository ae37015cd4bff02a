import { describe, expect, it } from 'vitest';
import { formatBytes, formatPropertyValue, screenshotFileName } from './format.ts';

describe('viewer formatting', () => {
  it('formats bytes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2.0 KB');
    expect(formatBytes(12.4 * 1024 * 1024)).toBe('12.4 MB');
  });

  it('formats property values', () => {
    expect(formatPropertyValue(true, 'Yes', 'No')).toBe('Yes');
    expect(formatPropertyValue(null, 'Yes', 'No')).toBe('—');
    expect(formatPropertyValue(0.1 + 0.2, 'Yes', 'No')).toBe('0.3');
    expect(formatPropertyValue(42, 'Yes', 'No')).toBe('42');
    expect(formatPropertyValue('C30/37', 'Yes', 'No')).toBe('C30/37');
  });

  it('names screenshots after the model', () => {
    expect(screenshotFileName('Tower A.ifc')).toBe('Tower A.png');
    expect(screenshotFileName('archive.v2.step')).toBe('archive.v2.png');
    expect(screenshotFileName('.ifc')).toBe('model.png');
  });
});
