import { describe, expect, it } from 'vitest';
import { PrivilegeSubmitBody } from './privilege.ts';

const body = {
  name: '专属客服',
  nameEn: 'Dedicated support',
  limits: { nonMember: 0, member: 48, superMember: 24, enterpriseMember: -1 },
  sort: 1,
  status: 1,
};
const messageOf = (value: unknown) => PrivilegeSubmitBody.safeParse(value).error?.issues[0]?.message;

describe('PrivilegeSubmitBody (spec 3 §5: contrast limits are natural numbers)', () => {
  it('takes natural numbers, -1 for unlimited, and form strings', () => {
    const parsed = PrivilegeSubmitBody.parse({
      ...body,
      limits: { ...body.limits, member: '12' },
      unit: null,
    });
    expect(parsed.limits).toEqual({ nonMember: 0, member: 12, superMember: 24, enterpriseMember: -1 });
    expect(parsed.unit).toBe('');
  });

  it.each([
    ['a fraction', 1.5],
    ['below -1', -2],
    ['a word', 'ten'],
    ['empty', ''],
    ['missing', undefined],
    ['too large', 1_000_000_000],
  ])('refuses a limit that is %s with the one translated message', (_, member) => {
    expect(messageOf({ ...body, limits: { ...body.limits, member } })).toBe('privilege.limitInvalid');
  });

  it('needs both names, within their lengths', () => {
    expect(messageOf({ ...body, name: ' ' })).toBe('privilege.nameRequired');
    expect(messageOf({ ...body, nameEn: '' })).toBe('privilege.nameEnRequired');
    expect(messageOf({ ...body, name: 'x'.repeat(31) })).toBe('privilege.tooLong');
  });
});
