import { describe, expect, it } from 'vitest';
import type { Sign } from '../../../api/files.ts';
import {
  actionState,
  canDropOn,
  collapsePath,
  draggedSet,
  folderActions,
  folderNameProblem,
  formatSize,
  inlineRename,
  relativeTime,
  splitName,
  throttle,
  zipName,
} from './rules.ts';

const file = (filePerms: Sign[]) => ({ isFile: 1 as const, filePerms });
const dir = (filePerms: Sign[]) => ({ isFile: 0 as const, filePerms });
const normal = { isDefault: 0 as const, canChangePerm: false };

describe('toolbar actions (spec 1 §6)', () => {
  it('shows an action only when every selected entry has its sign', () => {
    const both = [file(['downFile', 'removeFile']), dir(['downDir'])];
    expect(actionState('download', both, normal)).toBe('enabled');
    expect(actionState('delete', both, normal)).toBe('hidden');
    expect(actionState('move', [file(['moveFile'])], normal)).toBe('enabled');
    expect(actionState('move', [dir(['moveFile'])], normal)).toBe('hidden');
    expect(actionState('download', [], normal)).toBe('hidden');
  });

  it('disables rename and permission for more than one entry', () => {
    const two = [file(['renameFile']), file(['renameFile'])];
    expect(actionState('rename', two.slice(0, 1), normal)).toBe('enabled');
    expect(actionState('rename', two, normal)).toBe('disabled');
    const creator = { isDefault: 0 as const, canChangePerm: true };
    expect(actionState('permission', two.slice(0, 1), creator)).toBe('enabled');
    expect(actionState('permission', two, creator)).toBe('disabled');
    expect(actionState('permission', two.slice(0, 1), normal)).toBe('hidden');
  });

  it('hides everything in the special project', () => {
    const special = { isDefault: 2 as const, canChangePerm: true };
    const all: Sign[] = ['downFile', 'moveFile', 'removeFile', 'renameFile'];
    for (const action of ['download', 'move', 'delete', 'rename', 'permission'] as const)
      expect(actionState(action, [file(all)], special)).toBe('hidden');
    expect(folderActions(['addDir', 'upload'], 2)).toEqual({ newFolder: false, upload: false });
    expect(folderActions(['addDir'], 0)).toEqual({ newFolder: true, upload: false });
  });
});

describe('drag and drop', () => {
  const a: { id: string; parentId: string; isFile: 0 | 1 } = { id: 'a', parentId: 'p', isFile: 1 };
  const b: { id: string; parentId: string; isFile: 0 | 1 } = { id: 'b', parentId: 'p', isFile: 0 };
  it('drags the selection when the dragged row is in it, else that row', () => {
    expect(draggedSet(a, [a, b])).toEqual([a, b]);
    expect(draggedSet(a, [b])).toEqual([a]);
  });

  it('drops only on other folders than the dragged ones and their parent', () => {
    expect(canDropOn(b, [a])).toBe(true);
    expect(canDropOn(b, [a, b])).toBe(false);
    expect(canDropOn(a, [b])).toBe(false);
    expect(canDropOn({ id: 'p', isFile: 0 }, [a])).toBe(false);
  });
});

describe('path bar', () => {
  const path = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ id: `d${i}`, fileName: `D${i}`, parentId: '' }));
  it('shows up to 4 levels whole', () => {
    expect(collapsePath(path(4)).map((c) => c.kind)).toEqual(['crumb', 'crumb', 'crumb', 'crumb']);
  });

  it('collapses from 5 levels: the first, an ellipsis, the last 3', () => {
    const items = collapsePath(path(7));
    expect(items.map((c) => (c.kind === 'crumb' ? c.crumb.id : `…${c.hidden.length}`))).toEqual([
      'd0',
      '…3',
      'd4',
      'd5',
      'd6',
    ]);
  });
});

describe('names (spec 1 §5)', () => {
  it('keeps a file suffix aside while editing', () => {
    expect(splitName({ isFile: 1, fileName: 'plan.v2.dwg' })).toEqual({ base: 'plan.v2', suffix: '.dwg' });
    expect(splitName({ isFile: 1, fileName: '.hidden' })).toEqual({ base: '.hidden', suffix: '' });
    expect(splitName({ isFile: 0, fileName: 'a.b' })).toEqual({ base: 'a.b', suffix: '' });
  });

  it('cancels an empty or unchanged name and checks the rules', () => {
    const entry = { isFile: 1 as const, fileName: 'plan.dwg' };
    expect(inlineRename(entry, '  ')).toEqual({ kind: 'cancel' });
    expect(inlineRename(entry, 'plan')).toEqual({ kind: 'cancel' });
    expect(inlineRename(entry, ' site ')).toEqual({ kind: 'rename', name: 'site.dwg' });
    expect(inlineRename(entry, 'a:b')).toEqual({ kind: 'invalid', key: 'fileNameDoesNotTip' });
    expect(inlineRename(entry, 'x'.repeat(200))).toEqual({ kind: 'invalid', key: 'fileNameLengthTip' });
    expect(folderNameProblem(' ')).toBe('fileNameRequired');
    expect(folderNameProblem('a|b')).toBe('fileNameDoesNotTip');
    // The server's rules, shared: "." and ".." and control characters are refused before any call.
    expect(folderNameProblem('..')).toBe('fileNameReserved');
    expect(folderNameProblem('a\tb')).toBe('fileNameControlTip');
    expect(inlineRename({ isFile: 0 as const, fileName: 'Docs' }, '.')).toEqual({
      kind: 'invalid',
      key: 'fileNameReserved',
    });
    expect(folderNameProblem('Drawings')).toBeNull();
  });

  it('names a zip after the one entry, else the folder', () => {
    expect(zipName([{ isFile: 1, fileName: 'a.txt' }], 'Root')).toBe('a');
    expect(zipName([{ isFile: 0, fileName: 'Plant' }], 'Root')).toBe('Plant');
    expect(
      zipName(
        [
          { isFile: 1, fileName: 'a.txt' },
          { isFile: 1, fileName: 'b.txt' },
        ],
        'Root',
      ),
    ).toBe('Root');
  });
});

describe('formats (spec 1 §9)', () => {
  it('shows sizes with two decimals in 1024 steps', () => {
    expect(formatSize(0)).toBe('0.00 B');
    expect(formatSize(1023)).toBe('1023.00 B');
    expect(formatSize(1536)).toBe('1.50 KB');
    expect(formatSize(5 * 1024 ** 2)).toBe('5.00 MB');
    expect(formatSize(3.25 * 1024 ** 3)).toBe('3.25 GB');
    expect(formatSize(2048 * 1024 ** 3)).toBe('2048.00 GB');
  });

  it('shows times as minutes, hours or days ago', () => {
    const now = Date.parse('2026-05-10T12:00:00Z');
    expect(relativeTime('2026-05-10T11:59:30Z', 'en', now)).toEqual({ kind: 'now' });
    expect(relativeTime('2026-05-10T11:55:00Z', 'en', now)).toEqual({ kind: 'ago', text: '5 minutes ago' });
    expect(relativeTime('2026-05-10T09:00:00Z', 'en', now)).toEqual({ kind: 'ago', text: '3 hours ago' });
    expect(relativeTime('2026-05-08T12:00:00Z', 'zh', now)).toEqual({ kind: 'ago', text: '2天前' });
    expect(relativeTime('2026-03-01T12:00:00Z', 'en', now).kind).toBe('date');
    expect(relativeTime('nope', 'en', now)).toEqual({ kind: 'none' });
  });
});

describe('open throttle', () => {
  it('runs at most once per 3 seconds', () => {
    let clock = 0;
    const once = throttle(3000, () => clock);
    let runs = 0;
    expect(once(() => runs++)).toBe(true);
    clock = 2999;
    expect(once(() => runs++)).toBe(false);
    clock = 3000;
    expect(once(() => runs++)).toBe(true);
    expect(runs).toBe(2);
  });
});
