import { describe, expect, it } from 'vitest';
import { FILE_SIGNS } from '../lib/policies/signs.ts';
import {
  attributeRefusal,
  downloadRefusal,
  isModelSuffix,
  type ModelFacts,
  parseRefusal,
  publishRefusal,
  upgradeRefusal,
  viewRefusal,
} from './policy.ts';

const all = [...FILE_SIGNS];
const file = (over: Partial<ModelFacts> = {}): ModelFacts => ({
  isFile: 1,
  fileSuffix: 'ifc',
  isModel: '1',
  isWlkModel: null,
  publishStatus: '0',
  filePerms: all,
  ...over,
});
const without = (sign: string) => all.filter((s) => s !== sign);
const both = { downSpeed: true, downAnalysis: true };

describe('model policies', () => {
  it('knows model suffixes, rvm and vue included', () => {
    for (const s of ['ifc', 'STEP', 'glb', 'dxf', 'rvm', 'vue']) expect(isModelSuffix(s)).toBe(true);
    for (const s of ['pdf', 'csv', '']) expect(isModelSuffix(s)).toBe(false);
  });

  it('parses unparsed or failed models with editFile only', () => {
    expect(parseRefusal(file())).toBeNull();
    expect(parseRefusal(file({ isModel: '-1' }))).toBeNull();
    expect(parseRefusal(file({ isModel: '' }))).toBeNull();
    expect(parseRefusal(file({ filePerms: without('editFile') }))).toEqual({ kind: 'forbidden' });
    expect(parseRefusal(file({ isModel: '2' }))).toEqual({ kind: 'conflict', key: 'model.alreadyParsing' });
    expect(parseRefusal(file({ isModel: '3' }))).toEqual({ kind: 'conflict', key: 'model.alreadyParsed' });
    expect(parseRefusal(file({ publishStatus: '1' }))).toMatchObject({ key: 'model.publishedBlocked' });
    expect(parseRefusal(file({ fileSuffix: 'pdf' }))).toMatchObject({ key: 'model.notParsable' });
    expect(parseRefusal(file({ isFile: 0, fileSuffix: '' }))).toMatchObject({ key: 'model.notParsable' });
  });

  it('upgrades parsed models that are neither upgraded nor upgrading', () => {
    const parsed = file({ isModel: '3' });
    expect(upgradeRefusal(parsed)).toBeNull();
    expect(upgradeRefusal({ ...parsed, isWlkModel: -1 })).toBeNull();
    expect(upgradeRefusal({ ...parsed, isWlkModel: 2 })).toMatchObject({ key: 'model.upgrading' });
    expect(upgradeRefusal({ ...parsed, isWlkModel: 3 })).toMatchObject({ key: 'model.alreadyUpgraded' });
    expect(upgradeRefusal(file())).toMatchObject({ key: 'model.notParsed' });
    expect(upgradeRefusal({ ...parsed, filePerms: without('editFile') })).toEqual({ kind: 'forbidden' });
  });

  it('associates attribute files with .vue/.rvm models only, and only files', () => {
    const rvm = file({ fileSuffix: 'rvm' });
    const csv = file({ fileSuffix: 'csv', isModel: '' });
    expect(attributeRefusal(rvm, csv)).toBeNull();
    expect(attributeRefusal(rvm, null)).toBeNull();
    expect(attributeRefusal(file({ fileSuffix: 'vue' }), csv)).toBeNull();
    expect(attributeRefusal(file(), csv)).toMatchObject({ key: 'model.attributeOnlyVueRvm' });
    expect(attributeRefusal(rvm, { ...csv, isFile: 0 })).toMatchObject({ key: 'model.selectAttributeTip' });
    expect(attributeRefusal(rvm, { ...csv, filePerms: [] })).toEqual({ kind: 'forbidden' });
    expect(attributeRefusal({ ...rvm, filePerms: without('editFile') }, csv)).toEqual({ kind: 'forbidden' });
    expect(attributeRefusal({ ...rvm, isModel: '2' }, csv)).toMatchObject({ key: 'model.alreadyParsing' });
  });

  it('lets only the creator of a normal project publish parsed files, each way once', () => {
    const parsed = file({ isModel: '3' });
    const project = { createUser: 'u1', isDefault: 0 };
    expect(publishRefusal(parsed, project, 'u1', '1')).toBeNull();
    expect(publishRefusal({ ...parsed, publishStatus: '1' }, project, 'u1', '0')).toBeNull();
    expect(publishRefusal(parsed, project, 'u2', '1')).toEqual({ kind: 'forbidden' });
    expect(publishRefusal(parsed, { ...project, isDefault: 2 }, 'u1', '1')).toEqual({ kind: 'forbidden' });
    expect(publishRefusal(file(), project, 'u1', '1')).toMatchObject({ key: 'model.notParsed' });
    expect(publishRefusal(parsed, project, 'u1', '0')).toMatchObject({ kind: 'conflict' });
  });

  it('views with viewFile', () => {
    expect(viewRefusal(file())).toBeNull();
    expect(viewRefusal(file({ filePerms: without('viewFile') }))).toEqual({ kind: 'forbidden' });
  });

  it('gates downloads by downFile, state and benefits', () => {
    const parsed = file({ isModel: '3' });
    expect(downloadRefusal(parsed, 'parsed', both)).toBeNull();
    expect(downloadRefusal(parsed, 'parsed', { ...both, downSpeed: false })).toMatchObject({
      key: 'model.noDownSpeed',
    });
    expect(downloadRefusal({ ...parsed, fileSuffix: 'glb' }, 'parsed', both)).toMatchObject({
      kind: 'invalid',
    });
    expect(downloadRefusal(parsed, 'upgraded', both)).toMatchObject({ key: 'model.notUpgraded' });
    const upgraded = { ...parsed, isWlkModel: 3 };
    expect(downloadRefusal(upgraded, 'upgraded', both)).toBeNull();
    expect(downloadRefusal(upgraded, 'upgraded', { ...both, downAnalysis: false })).toMatchObject({
      key: 'model.noDownAnalysis',
    });
    expect(downloadRefusal({ ...upgraded, filePerms: without('downFile') }, 'upgraded', both)).toEqual({
      kind: 'forbidden',
    });
    expect(downloadRefusal(file(), 'parsed', both)).toMatchObject({ key: 'model.notParsed' });
  });
});
