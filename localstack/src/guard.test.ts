import { describe, expect, it, vi } from 'vitest';
import { guardProcess } from './guard.ts';

describe('the local cloud process guard', () => {
  it('logs stray errors instead of letting them end the process, and can be removed', () => {
    const before = {
      rejection: process.listenerCount('unhandledRejection'),
      exception: process.listenerCount('uncaughtException'),
    };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unguard = guardProcess();
    try {
      process.emit('unhandledRejection', new Error('stray rejection'), Promise.resolve());
      process.emit('uncaughtException', new Error('stray exception'));
      expect(logged).toHaveBeenCalledTimes(2);
      expect(String(logged.mock.calls[0]![1])).toMatch(/stray rejection/);
      expect(String(logged.mock.calls[1]![1])).toMatch(/stray exception/);
    } finally {
      unguard();
      logged.mockRestore();
    }
    expect(process.listenerCount('unhandledRejection')).toBe(before.rejection);
    expect(process.listenerCount('uncaughtException')).toBe(before.exception);
  });
});
