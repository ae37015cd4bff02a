import { describe, expect, it } from 'vitest';
import {
  attemptsExhausted,
  CODE_ALPHABET,
  codeMatches,
  expireTimeFor,
  firstUnshareable,
  generateCode,
  hashCode,
  linkState,
  MAX_WRONG_PER_ADDRESS,
  MAX_WRONG_PER_LINK,
  rowDownState,
  sharePath,
  shareTitle,
  withinSelection,
} from './policy.ts';

const now = new Date('2026-01-10T00:00:00.000Z');

describe('share policy', () => {
  it('expires after 1, 7 or 30 days, or never', () => {
    expect(expireTimeFor(1, now)).toBe('2026-01-11T00:00:00.000Z');
    expect(expireTimeFor(7, now)).toBe('2026-01-17T00:00:00.000Z');
    expect(expireTimeFor(30, now)).toBe('2026-02-09T00:00:00.000Z');
    expect(expireTimeFor(0, now)).toBe('');
  });

  it('tells valid, expired and cancelled links apart (cancelled first)', () => {
    expect(linkState({ status: 'active', expireTime: '' }, now)).toBe('valid');
    expect(linkState({ status: 'active', expireTime: '2026-01-11T00:00:00.000Z' }, now)).toBe('valid');
    expect(linkState({ status: 'active', expireTime: now.toISOString() }, now)).toBe('expired');
    expect(linkState({ status: 'cancelled', expireTime: '2020-01-01T00:00:00.000Z' }, now)).toBe('cancelled');
  });

  it('needs shareFile on files and shareDir on folders', () => {
    const file = { isFile: 1 as const, filePerms: ['shareFile' as const] };
    const dir = { isFile: 0 as const, filePerms: ['shareDir' as const] };
    const dirWithFileSign = { isFile: 0 as const, filePerms: ['shareFile' as const] };
    expect(firstUnshareable([file, dir])).toBeNull();
    expect(firstUnshareable([file, dirWithFileSign])).toBe(dirWithFileSign);
  });

  it("allows a row's download only with the link's downState and the creator's sign", () => {
    expect(rowDownState(1, { isFile: 1, filePerms: ['downFile'] })).toBe(1);
    expect(rowDownState(0, { isFile: 1, filePerms: ['downFile'] })).toBe(0);
    expect(rowDownState(1, { isFile: 1, filePerms: ['downDir'] })).toBe(0);
    expect(rowDownState(1, { isFile: 0, filePerms: ['downDir'] })).toBe(1);
  });

  it('keeps visitors inside the selection by stored ancestors', () => {
    const selected = ['d1', 'f9'];
    expect(withinSelection({ id: 'f9', ancestorIds: ['p'] }, selected)).toBe(true);
    expect(withinSelection({ id: 'x', ancestorIds: ['d2', 'd1', 'p'] }, selected)).toBe(true);
    expect(withinSelection({ id: 'y', ancestorIds: ['d3', 'p'] }, selected)).toBe(false);
    expect(withinSelection({ id: 'p', ancestorIds: [] }, selected)).toBe(false);
  });

  it('builds the path from the selected folder down', () => {
    expect(sharePath({ id: 'd1', ancestorIds: ['p'] }, ['d1'])).toEqual(['d1']);
    expect(sharePath({ id: 'd3', ancestorIds: ['d2', 'd1', 'p'] }, ['d1'])).toEqual(['d1', 'd2', 'd3']);
    expect(sharePath({ id: 'd3', ancestorIds: ['d2', 'p'] }, ['d1'])).toBeNull();
  });

  it('makes 4-character codes of unambiguous characters, compared without case', () => {
    for (let i = 0; i < 200; i++) {
      const code = generateCode();
      expect(code).toMatch(/^[A-Z2-9]{4}$/);
      for (const c of code) expect(CODE_ALPHABET).toContain(c);
      expect(code).not.toMatch(/[01OIL]/);
    }
    const stored = hashCode('AB3K', 'salt');
    expect(codeMatches('ab3k', 'salt', stored)).toBe(true);
    expect(codeMatches(' AB3K ', 'salt', stored)).toBe(true);
    expect(codeMatches('AB3X', 'salt', stored)).toBe(false);
    expect(codeMatches('AB3K', 'other', stored)).toBe(false);
    expect(codeMatches('AB3K', 'salt', 'not-hex')).toBe(false);
  });

  it('stops attempts per address and per link', () => {
    expect(attemptsExhausted(MAX_WRONG_PER_ADDRESS - 1, 0)).toBe(false);
    expect(attemptsExhausted(MAX_WRONG_PER_ADDRESS, 0)).toBe(true);
    expect(attemptsExhausted(0, MAX_WRONG_PER_LINK)).toBe(true);
  });

  it('names a share by its first entry and how many more', () => {
    expect(shareTitle(['a.pdf'])).toEqual({ first: 'a.pdf', more: 0, total: 1 });
    expect(shareTitle(['a.pdf', 'b', 'c'])).toEqual({ first: 'a.pdf', more: 2, total: 3 });
  });
});
