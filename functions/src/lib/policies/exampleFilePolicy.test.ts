import { describe, expect, it } from 'vitest';
import { exampleFileRefusal, sampleFileSigns, sampleFileViewable } from './exampleFilePolicy.ts';

describe('example file rules', () => {
  const published = { publishStatus: 1 };
  const draft = { publishStatus: 0 };

  it.each([
    ['rename', published, 'exampleFile.publishedLocked'],
    ['parse', published, 'exampleFile.publishedLocked'],
    ['remove', published, null],
    ['publish', published, null],
    ['unpublish', published, null],
    ['rename', draft, null],
    ['parse', draft, null],
    ['remove', draft, null],
    ['publish', draft, null],
    ['unpublish', draft, null],
  ] as const)('%s on publishStatus %o → %s', (action, file, refusal) => {
    expect(exampleFileRefusal(action, file)).toBe(refusal);
  });

  it('gives users view only on the sample project: no download, edit, rename, delete or parse', () => {
    expect(sampleFileSigns()).toEqual(['viewFile']);
  });

  it('shows users published files only', () => {
    expect(sampleFileViewable(published)).toBe(true);
    expect(sampleFileViewable(draft)).toBe(false);
  });
});
