import { describe, expect, it } from 'vitest';
import {
  endVersion,
  nextRunBase,
  pushedVersion,
  RUN_SPAN,
  stageVersion,
  versionField,
} from './stateVersion.ts';

describe('model state versions', () => {
  it('rise through a run and start the next run above everything it wrote', () => {
    const base = nextRunBase(undefined);
    const run = [
      base,
      stageVersion(base, 'create'),
      stageVersion(base, 'sendWlkx'),
      stageVersion(base, 'readXml'),
      endVersion(base),
    ];
    expect(run).toEqual([16, 17, 18, 19, 31]);
    // From any version a run (or a stage of it, or a retried stage) left, the next run is above.
    for (const left of run) expect(nextRunBase(left)).toBe(32);
    expect(nextRunBase(32)).toBe(48);
    expect(stageVersion(base, 'success')).toBe(endVersion(base));
    expect(endVersion(base)! - base).toBe(RUN_SPAN - 1);
  });

  it('writes and pushes nothing for runs queued before versions', () => {
    expect(stageVersion(undefined, 'create')).toBeUndefined();
    expect(endVersion(undefined)).toBeUndefined();
    expect(versionField(undefined)).toEqual({});
    expect(pushedVersion(undefined)).toEqual({});
    expect(versionField(17)).toEqual({ modelStateVersion: 17 });
    expect(pushedVersion(17)).toEqual({ stateVersion: 17 });
  });
});
