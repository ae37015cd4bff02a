import { describe, expect, it } from 'vitest';
import { displayName } from './session.ts';

describe('displayName', () => {
  it('prefers the real name, then nick name, user name, account', () => {
    expect(displayName({ realName: '张三', nickName: 'zs', userName: 'zhangsan', account: 'zhangsan' })).toBe(
      '张三',
    );
    expect(displayName({ realName: ' ', nickName: 'zs', userName: 'zhangsan', account: 'zhangsan' })).toBe(
      'zs',
    );
    expect(displayName({ realName: '', nickName: '', userName: '', account: 'acc' })).toBe('acc');
  });
});
