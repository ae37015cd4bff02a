import { describe, expect, it } from 'vitest';
import { addEntry, inviteItems, isPhone, linkState, newestFirst, searchablePhone } from './rules.ts';

describe('team rules', () => {
  it('searches only at exactly 11 digits', () => {
    expect(searchablePhone('1380000000')).toBeNull();
    expect(searchablePhone('13800000000')).toBe('13800000000');
    expect(searchablePhone(' 138 0000 0000 ')).toBe('13800000000');
    expect(searchablePhone('138000000001')).toBeNull();
    expect(searchablePhone('1380000000a')).toBeNull();
    expect(isPhone('23800000000')).toBe(false);
    expect(isPhone('13800000000')).toBe(true);
  });

  it('picks a person once: the same user or the same phone is "already exists"', () => {
    const first = addEntry([], { phone: '13800000001', userId: 'u1', account: 'ann' });
    expect(first.problem).toBeUndefined();
    expect(addEntry(first.list, { phone: '13800000001', userId: 'u1' }).problem).toBe('exists');
    const withPhone = addEntry(first.list, { phone: '13900000000' });
    expect(withPhone.list).toHaveLength(2);
    expect(addEntry(withPhone.list, { phone: '13900000000' }).problem).toBe('exists');
    expect(inviteItems(withPhone.list)).toEqual([{ fkMemberId: 'u1' }, { phone: '13900000000' }]);
  });

  it('tells active, expired and cancelled links apart', () => {
    const now = new Date('2030-01-10T00:00:00Z');
    expect(linkState({ status: 'active', expireTime: '' }, now)).toBe('active');
    expect(linkState({ status: 'active', expireTime: '2030-01-11T00:00:00Z' }, now)).toBe('active');
    expect(linkState({ status: 'active', expireTime: '2030-01-09T00:00:00Z' }, now)).toBe('expired');
    expect(linkState({ status: 'cancelled', expireTime: '' }, now)).toBe('cancelled');
  });

  it('sorts newest first', () => {
    const rows = [{ t: '2030-01-01' }, { t: '2030-03-01' }, { t: '2030-02-01' }];
    expect(newestFirst(rows, (r) => r.t).map((r) => r.t)).toEqual(['2030-03-01', '2030-02-01', '2030-01-01']);
  });
});
