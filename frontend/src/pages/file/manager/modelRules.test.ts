import { describe, expect, it } from 'vitest';
import {
  isModelFile,
  type ModelEntry,
  modelActionState,
  parseBadge,
  publishAction,
  upgradeBadge,
} from './modelRules.ts';

const ALL = ['viewFile', 'downFile', 'editFile', 'renameFile'] as const;
const entry = (over: Partial<ModelEntry> = {}): ModelEntry => ({
  isFile: 1,
  fileName: 'house.ifc',
  fileSuffix: 'ifc',
  filePerms: [...ALL],
  isModel: '',
  isWlkModel: null,
  publishStatus: '0',
  ...over,
});
const normal = { isDefault: 0 as const };
const both = { downSpeed: true, downAnalysis: true };

describe('model actions (spec 1 §4, §6)', () => {
  it('offers parse for a parsable model never parsed, waiting or failed, with editFile', () => {
    for (const isModel of ['', '1', '-1'])
      expect(modelActionState('parse', [entry({ isModel })], normal, null)).toBe('enabled');
    for (const isModel of ['2', '3'])
      expect(modelActionState('parse', [entry({ isModel })], normal, null)).toBe('hidden');
    expect(modelActionState('parse', [entry({ filePerms: ['viewFile'] })], normal, null)).toBe('hidden');
    expect(modelActionState('parse', [entry({ publishStatus: '1' })], normal, null)).toBe('hidden');
    expect(modelActionState('parse', [entry({ fileName: 'a.pdf', fileSuffix: 'pdf' })], normal, null)).toBe(
      'hidden',
    );
    expect(modelActionState('parse', [entry({ isFile: 0, fileSuffix: '' })], normal, null)).toBe('hidden');
  });

  it('treats a model saved as a zip (uploadModelZipSave: its model suffix) as that model, a plain zip not', () => {
    const zipped = entry({ fileName: 'house.zip', fileSuffix: 'ifc', isModel: '1' });
    expect(modelActionState('parse', [zipped], normal, null)).toBe('enabled');
    expect(isModelFile(zipped)).toBe(true);
    const plain = entry({ fileName: 'photos.zip', fileSuffix: 'zip' });
    expect(modelActionState('parse', [plain], normal, null)).toBe('hidden');
    expect(isModelFile(plain)).toBe(false);
  });

  it('disables parse and attribute for more than one entry and hides all in the special project', () => {
    expect(modelActionState('parse', [entry(), entry()], normal, null)).toBe('disabled');
    const rvm = entry({ fileName: 'plant.rvm', fileSuffix: 'rvm' });
    expect(modelActionState('attribute', [rvm], normal, null)).toBe('enabled');
    expect(modelActionState('attribute', [rvm, rvm], normal, null)).toBe('disabled');
    expect(modelActionState('parse', [entry()], { isDefault: 2 }, null)).toBe('hidden');
    expect(modelActionState('parse', [], normal, null)).toBe('hidden');
  });

  it('offers attribute association for .vue and .rvm only, and parse not for them', () => {
    const vue = entry({ fileName: 'deck.VUE', fileSuffix: 'VUE' });
    expect(modelActionState('attribute', [vue], normal, null)).toBe('enabled');
    expect(modelActionState('parse', [vue], normal, null)).toBe('hidden');
    expect(modelActionState('attribute', [entry()], normal, null)).toBe('hidden');
    expect(modelActionState('attribute', [entry({ ...vue, isModel: '2' })], normal, null)).toBe('hidden');
  });

  it('offers upgrade for parsed models neither upgraded nor upgrading, several at once', () => {
    const parsed = entry({ isModel: '3' });
    expect(modelActionState('upgrade', [parsed], normal, null)).toBe('enabled');
    expect(modelActionState('upgrade', [parsed, entry({ isModel: '3', isWlkModel: -1 })], normal, null)).toBe(
      'enabled',
    );
    expect(modelActionState('upgrade', [entry({ isModel: '3', isWlkModel: 2 })], normal, null)).toBe(
      'hidden',
    );
    expect(modelActionState('upgrade', [entry({ isModel: '3', isWlkModel: 3 })], normal, null)).toBe(
      'hidden',
    );
    expect(modelActionState('upgrade', [parsed, entry({ isModel: '1' })], normal, null)).toBe('hidden');
  });

  it('needs downSpeed and a parsed non-derivative file for the parsed download', () => {
    const parsed = entry({ isModel: '3' });
    expect(modelActionState('parsedDownload', [parsed], normal, both)).toBe('enabled');
    expect(modelActionState('parsedDownload', [parsed], normal, { ...both, downSpeed: false })).toBe(
      'hidden',
    );
    expect(modelActionState('parsedDownload', [parsed], normal, null)).toBe('hidden');
    const glb = entry({ isModel: '3', fileName: 'a.glb', fileSuffix: 'glb' });
    expect(modelActionState('parsedDownload', [glb], normal, both)).toBe('hidden');
    expect(modelActionState('parsedDownload', [entry({ isModel: '2' })], normal, both)).toBe('hidden');
    expect(
      modelActionState('parsedDownload', [entry({ isModel: '3', filePerms: ['viewFile'] })], normal, both),
    ).toBe('hidden');
  });

  it('needs an upgraded model and downAnalysis for the speed download', () => {
    const upgraded = entry({ isModel: '3', isWlkModel: 3 });
    expect(modelActionState('speedDownload', [upgraded], normal, both)).toBe('enabled');
    expect(modelActionState('speedDownload', [upgraded], normal, { ...both, downAnalysis: false })).toBe(
      'hidden',
    );
    expect(modelActionState('speedDownload', [entry({ isModel: '3', isWlkModel: 2 })], normal, both)).toBe(
      'hidden',
    );
    expect(modelActionState('speedDownload', [upgraded, upgraded], normal, both)).toBe('disabled');
  });
});

describe('publish on the viewer page', () => {
  it('is the creator’s, for parsed files, publish or unpublish by state', () => {
    expect(publishAction({ isModel: '3', publishStatus: '0' }, true)).toBe('publish');
    expect(publishAction({ isModel: '3', publishStatus: '1' }, true)).toBe('unpublish');
    expect(publishAction({ isModel: '3', publishStatus: '0' }, false)).toBeNull();
    expect(publishAction({ isModel: '2', publishStatus: '0' }, true)).toBeNull();
  });
});

describe('row badges', () => {
  it('shows the parse state with progress and the failure message', () => {
    expect(parseBadge({ isFile: 0, isModel: '' })).toEqual({ kind: 'none' });
    expect(parseBadge({ isFile: 1, isModel: '' })).toEqual({ kind: 'none' });
    expect(parseBadge({ isFile: 1, isModel: '1' })).toEqual({ kind: 'unparsed' });
    expect(parseBadge({ isFile: 1, isModel: '2', parseProgress: 60 })).toEqual({
      kind: 'parsing',
      progress: 60,
    });
    expect(parseBadge({ isFile: 1, isModel: '2', parseProgress: 140 })).toEqual({
      kind: 'parsing',
      progress: 100,
    });
    expect(parseBadge({ isFile: 1, isModel: '2' })).toEqual({ kind: 'parsing', progress: 0 });
    expect(parseBadge({ isFile: 1, isModel: '3' })).toEqual({ kind: 'parsed' });
    expect(parseBadge({ isFile: 1, isModel: '-1', parseMessage: 'Bad file' })).toEqual({
      kind: 'failed',
      message: 'Bad file',
    });
  });

  it('names the upgrade state', () => {
    expect(upgradeBadge({ isWlkModel: null })).toBe('none');
    expect(upgradeBadge({ isWlkModel: 2 })).toBe('upgrading');
    expect(upgradeBadge({ isWlkModel: 3 })).toBe('upgraded');
    expect(upgradeBadge({ isWlkModel: -1 })).toBe('failed');
  });

  it('knows model files by suffix or parse state', () => {
    expect(isModelFile(entry())).toBe(true);
    expect(isModelFile(entry({ fileName: 'x.rvm', fileSuffix: 'rvm' }))).toBe(true);
    expect(isModelFile(entry({ fileName: 'x.pdf', fileSuffix: 'pdf' }))).toBe(false);
    expect(isModelFile(entry({ fileName: 'x.dwg', fileSuffix: 'dwg', isModel: '3' }))).toBe(true);
    expect(isModelFile(entry({ fileName: 'x.dxf', fileSuffix: 'dxf' }))).toBe(false);
    expect(isModelFile(entry({ isFile: 0 }))).toBe(false);
  });
});
