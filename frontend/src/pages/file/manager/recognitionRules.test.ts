import type { Sign } from '@loopline/shared';
import { describe, expect, it } from 'vitest';
import { canRecognise, isDrawing, recognitionActionShown, recognitionBadge } from './recognitionRules.ts';

const EDIT: Sign[] = ['viewFile', 'editFile'];
const file = (fileName: string, state: number | null = null, filePerms: Sign[] = EDIT) => ({
  isFile: 1 as const,
  fileName,
  fileSuffix: fileName.slice(fileName.lastIndexOf('.') + 1),
  filePerms,
  state,
  numSuccess: 0,
  numPage: 0,
});
const folder = (filePerms: Sign[]) => ({
  ...file('Drawings'),
  isFile: 0 as const,
  fileSuffix: '',
  filePerms,
});

describe('AI recognition in the file manager (spec 1 §4, §6)', () => {
  it('knows the drawings recognition reads', () => {
    for (const name of ['a.pdf', 'b.PNG', 'c.jpg', 'd.jpeg']) expect(isDrawing(file(name))).toBe(true);
    for (const name of ['a.dwg', 'b.svg', 'c.tif', 'd.txt']) expect(isDrawing(file(name))).toBe(false);
    expect(isDrawing(folder(['viewDir']))).toBe(false);
  });

  it('offers recognition for drawings never recognised or failed (99 or -1), with editFile', () => {
    expect(canRecognise(file('a.pdf', null))).toBe(true);
    expect(canRecognise(file('a.pdf', 0))).toBe(true);
    expect(canRecognise(file('a.pdf', 99))).toBe(true);
    expect(canRecognise(file('a.pdf', -1))).toBe(true);
    for (const state of [10, 20, 90]) expect(canRecognise(file('a.pdf', state))).toBe(false);
    expect(canRecognise(file('a.pdf', null, ['viewFile', 'downFile']))).toBe(false);
    expect(canRecognise(file('a.dwg', null))).toBe(false);
  });

  it('offers it for folders the caller may write into', () => {
    expect(canRecognise(folder(['viewDir', 'upload']))).toBe(true);
    expect(canRecognise(folder(['viewDir', 'downDir']))).toBe(false);
  });

  it('shows the action only when every selected entry allows it, never in the special project', () => {
    const ok = file('a.png');
    expect(recognitionActionShown([ok, folder(['viewDir', 'upload'])], { isDefault: 0 })).toBe(true);
    expect(recognitionActionShown([ok, file('b.pdf', 90)], { isDefault: 0 })).toBe(false);
    expect(recognitionActionShown([ok], { isDefault: 2 })).toBe(false);
    expect(recognitionActionShown([], { isDefault: 0 })).toBe(false);
  });

  it('turns the state into the row badge', () => {
    expect(recognitionBadge(file('a.pdf', null))).toEqual({ kind: 'none' });
    expect(recognitionBadge(file('a.pdf', 20))).toEqual({ kind: 'waiting' });
    expect(recognitionBadge({ ...file('a.pdf', 10), numSuccess: 2, numPage: 5 })).toEqual({
      kind: 'recognising',
      numSuccess: 2,
      numPage: 5,
    });
    expect(recognitionBadge({ ...file('a.pdf', 90), numPage: 3 })).toEqual({
      kind: 'identified',
      numPage: 3,
    });
    expect(recognitionBadge(file('a.pdf', 99))).toEqual({ kind: 'failed' });
    expect(recognitionBadge(file('a.pdf', -1))).toEqual({ kind: 'failed' });
    expect(recognitionBadge({ ...folder(['viewDir']), state: 90 })).toEqual({ kind: 'none' });
  });
});
