import { describe, expect, it } from 'vitest';
import { PUSH_FIELD, pushesOfLines, pushLineOf, USERS_PUSH } from './pushLine.ts';

describe('pushes handed off the request path', () => {
  it('are one line that starts with the push tag (what the log tap and the filter match)', () => {
    const line = pushLineOf(['u1'], { type: 'ORDER_PAID', content: 'o1' });
    expect(line.startsWith(`{"${PUSH_FIELD}":"${USERS_PUSH}"`)).toBe(true);
    expect(line.endsWith('\n')).toBe(true);
    expect(line.trimEnd()).not.toContain('\n');
  });

  it('come back from the delivered lines; anything else is skipped', () => {
    const good = pushLineOf(['u1', 'u2'], { type: 'ORDER_PAID', content: 'o1' }).trimEnd();
    const { pushes, skipped } = pushesOfLines([
      good,
      'not json',
      JSON.stringify({ push: 'users', userIds: [], message: { type: 'ORDER_PAID', content: 'x' } }),
      JSON.stringify({ push: 'users', userIds: ['u'], message: { type: 'NOT_A_TYPE', content: 'x' } }),
      JSON.stringify({ audit: 'operation' }),
    ]);
    expect(pushes).toEqual([{ userIds: ['u1', 'u2'], message: { type: 'ORDER_PAID', content: 'o1' } }]);
    expect(skipped).toBe(4);
  });
});
