import { describe, expect, it } from 'vitest';
import { DEFAULT_PROGRESS, PreferenceSaveBody, ProgressSubmitBody, secondsLeft } from './content.ts';

describe('progress settings', () => {
  it('accepts the defaults of every kind', () => {
    for (const [kind, stages] of Object.entries(DEFAULT_PROGRESS))
      expect(ProgressSubmitBody.safeParse({ kind, stages }).success).toBe(true);
  });

  it('refuses stages out of order, falling percents, or an end below 100', () => {
    const messages = (stages: unknown) =>
      ProgressSubmitBody.safeParse({ kind: 'parse', stages }).error?.issues.map((i) => i.message);
    const parse = DEFAULT_PROGRESS.parse;
    expect(messages([parse[1], parse[0], parse[2], parse[3]])).toEqual(['progress.stagesInvalid']);
    expect(messages(parse.map((s, i) => (i === 1 ? { ...s, percent: 20 } : s)))).toEqual([
      'progress.notRising',
    ]);
    expect(messages(parse.map((s, i) => (i === 3 ? { ...s, percent: 95 } : s)))).toEqual([
      'progress.notRising',
    ]);
    expect(messages(parse.map((s) => ({ ...s, seconds: -1 })))).toContain('progress.secondsInvalid');
  });
});

describe('preferences', () => {
  it('keeps a text, a switch or a list of names, nothing else', () => {
    expect(PreferenceSaveBody.safeParse({ key: 'k', value: { a: 1 } }).success).toBe(false);
    expect(PreferenceSaveBody.safeParse({ key: 'k', value: 12345 }).success).toBe(false);
    expect(PreferenceSaveBody.safeParse({ key: 'k', value: true }).success).toBe(true);
    expect(PreferenceSaveBody.safeParse({ key: 'fileList.columns', value: ['name', 'size'] }).success).toBe(
      true,
    );
    expect(PreferenceSaveBody.safeParse({ key: 'fileList.mode', value: 'x'.repeat(4001) }).success).toBe(
      false,
    );
    expect(PreferenceSaveBody.safeParse({ key: 'has space', value: 1 }).success).toBe(false);
  });
});

describe('secondsLeft', () => {
  it('adds the expected seconds of the stages not yet reached', () => {
    const parse = DEFAULT_PROGRESS.parse; // 30/2 s, 60/10 s, 90/10 s, 100/2 s
    expect(secondsLeft(parse, 0)).toBe(24);
    expect(secondsLeft(parse, 30)).toBe(22);
    expect(secondsLeft(parse, 60)).toBe(12);
    expect(secondsLeft(parse, 90)).toBe(2);
    expect(secondsLeft(parse, 100)).toBe(0);
  });
});
