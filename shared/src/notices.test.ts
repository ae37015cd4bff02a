import { describe, expect, it } from 'vitest';
import { messages } from './messages/index.ts';
import {
  badgeText,
  NOTICE_CATEGORIES,
  NOTICE_GROUPS,
  noticeTarget,
  parseLanguages,
  parseMessageTypes,
} from './notices.ts';

describe('notice catalogue', () => {
  it('has categories 1 to 30, each named in both languages, in a known group, with an icon', () => {
    expect(NOTICE_CATEGORIES.map((c) => c.category)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    for (const c of NOTICE_CATEGORIES) {
      expect(c.zh && c.en && c.icon, String(c.category)).toBeTruthy();
      expect(NOTICE_GROUPS[c.group]).toBeDefined();
    }
    expect(NOTICE_CATEGORIES.filter((c) => c.action).map((c) => c.category)).toEqual([5, 11, 18, 19, 26]);
    expect(messages.en['notice.listFailed']).toBe('Failed to fetch notice list');
  });

  it('caps the badge at 99', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(-3)).toBe('');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('reads switched-off types and notice languages', () => {
    expect(parseMessageTypes('')).toEqual([]);
    expect(parseMessageTypes(' 26, 5,5 ')).toEqual([5, 26]);
    expect(parseMessageTypes('31')).toBeNull();
    expect(parseMessageTypes('1.5')).toBeNull();
    expect(parseLanguages('en,zh')).toEqual(['zh', 'en']);
    expect(parseLanguages('')).toBeNull();
    expect(parseLanguages('fr')).toBeNull();
  });

  it('knows where "view now" goes', () => {
    expect(noticeTarget(5, 'ab c')).toEqual({ kind: 'route', path: '/file/linkSharing?id=ab%20c' });
    expect(noticeTarget(11, 'u1')).toEqual({ kind: 'route', path: '/myTeam/invite-list' });
    expect(noticeTarget(26, 'p1')).toEqual({
      kind: 'route',
      path: '/project-setting/invite-list?projectId=p1',
    });
    expect(noticeTarget(18, 'f1')).toEqual({ kind: 'feedback', feedbackId: 'f1' });
    expect(noticeTarget(19, 'n1')).toEqual({ kind: 'preview' });
    expect(noticeTarget(1, 'x')).toBeNull();
  });
});
