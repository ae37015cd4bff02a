import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROGRESS,
  PreferenceSaveBody,
  ProgressSubmitBody,
  progressAfter,
  secondsLeft,
  stageProgress,
} from './content.ts';

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

  it('counts the undone part of the stage under way (a bar between two stages)', () => {
    const load = DEFAULT_PROGRESS.loadProgress; // download 60/5 s, decode 90/3 s, render 100/1 s
    expect(secondsLeft(load, 0)).toBe(9);
    expect(secondsLeft(load, 30)).toBe(7); // half the download (2.5 s) + 3 + 1, rounded up
    expect(secondsLeft(load, 59)).toBe(5); // 0.08 + 3 + 1
    expect(secondsLeft(load, 75)).toBe(3); // half of decode (1.5 s) + 1
    expect(secondsLeft(load, 99.5)).toBe(1);
  });

  it('reads whatever stages the back office saved, not only the defaults', () => {
    const custom = [
      { stage: 'queued', percent: 50, seconds: 0 },
      { stage: 'upgrading', percent: 90, seconds: 40 },
      { stage: 'success', percent: 100, seconds: 0 },
    ];
    expect(secondsLeft(custom, 0)).toBe(40);
    expect(secondsLeft(custom, 50)).toBe(40);
    expect(secondsLeft(custom, 70)).toBe(20);
    expect(secondsLeft(custom, 90)).toBe(0);
  });
});

describe('stageProgress', () => {
  const identify = DEFAULT_PROGRESS.identify; // pages 40, symbols 80, topology 100
  it('goes from the previous stage percent to the stage percent', () => {
    expect(stageProgress(identify, 'pages', 0)).toBe(0);
    expect(stageProgress(identify, 'pages', 0.5)).toBe(20);
    expect(stageProgress(identify, 'symbols', 0)).toBe(40);
    expect(stageProgress(identify, 'symbols')).toBe(80);
    expect(stageProgress(identify, 'topology', 2)).toBe(100);
    expect(stageProgress(identify, 'unknown')).toBe(0);
  });
});

describe('progressAfter', () => {
  const upgrade = DEFAULT_PROGRESS.upgrade; // queued 10/5 s, upgrading 80/30 s, success 100/2 s
  it('walks the stages at their expected durations and stops short of done', () => {
    expect(progressAfter(upgrade, 0)).toBe(0);
    expect(progressAfter(upgrade, 2.5)).toBe(5);
    expect(progressAfter(upgrade, 5)).toBe(10);
    expect(progressAfter(upgrade, 20)).toBe(45);
    expect(progressAfter(upgrade, 36)).toBe(90);
    expect(progressAfter(upgrade, 3600)).toBe(99);
    // The estimate and the time left agree: after 20 s of 37, 17 are left.
    expect(secondsLeft(upgrade, progressAfter(upgrade, 20))).toBe(17);
  });
});
