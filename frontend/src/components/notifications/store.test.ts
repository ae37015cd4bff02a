import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, notify, subscribeToasts } from './store.ts';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    notify.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a message once while it is up, and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToasts(listener);
    notify.error('Network down');
    notify.error('Network down');
    notify.success('Saved');
    expect(getToasts().map((t) => [t.type, t.content])).toEqual([
      ['error', 'Network down'],
      ['success', 'Saved'],
    ]);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('dismisses on request and by itself after a while', () => {
    notify.success('Saved');
    notify.error('Failed');
    notify.dismiss(getToasts()[1]!.id);
    expect(getToasts().map((t) => t.content)).toEqual(['Saved']);
    vi.advanceTimersByTime(4000);
    expect(getToasts()).toEqual([]);
    notify.error('Failed again');
    vi.advanceTimersByTime(7999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });
});
