import { storageUsage } from '@loopline/shared';
import { describe, expect, it } from 'vitest';
import { formatBytes, formatDate } from './format.ts';

describe('format', () => {
  it('shows bytes in the largest sensible unit', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5 GB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(123.4 * 1024 ** 2)).toBe('123 MB');
  });

  it('formats dates and leaves empty ones empty', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate('2026-05-01T10:00:00')).toBe('2026-05-01');
  });

  it('colours storage green up to 80 %, red at 100 %, with the percentage rounded down', () => {
    expect(storageUsage(0, 100)).toEqual({ percent: 0, status: 'ok' });
    expect(storageUsage(80, 100)).toEqual({ percent: 80, status: 'ok' });
    expect(storageUsage(99.9, 100)).toEqual({ percent: 99, status: 'warn' });
    expect(storageUsage(100, 100)).toEqual({ percent: 100, status: 'full' });
    expect(storageUsage(5, 0)).toEqual({ percent: 100, status: 'full' });
  });
});
