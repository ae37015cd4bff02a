import type { DexpiTruthCounts, ProjectXlsFile } from '@loopline/shared/contracts/pidLoops';
import type { RuleSeedAnswer, RuleSettingAnswer } from '@loopline/shared/contracts/pidRules';
import { beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { DEXPI_XML } from '../pid/dexpi.ts';
import { mkdir } from '../support/files.ts';
import { api } from '../support/models.ts';
import {
  addMembers,
  createProject,
  grantMembership,
  joinTeam,
  type Person,
  person,
} from '../support/projects.ts';
import { sample } from '../support/samples.ts';
import { upload } from '../support/upload.ts';

/** Issue 16: tag rules seeded from a DEXPI file, and the workbook picker of attribute import. */

let owner: Person;
let reader: Person;
let outsider: Person;
let projectId: string;
let readGroupId: string;
let drawingId: string;

const put = async (name: string, bytes: Uint8Array, dirId?: string) =>
  (await upload(owner, { projectId, dirId }, name, bytes)).entryId;

beforeAll(async () => {
  [owner, reader, outsider] = await Promise.all([person(), person(), person()]);
  const project = await createProject(owner);
  projectId = project.projectId;
  readGroupId = project.group('read').id;
  await createProject(outsider);
  await grantMembership(owner.userId, 'member');
  await joinTeam(owner, [reader]);
  await addMembers(owner, projectId, [{ userId: reader.userId, groupId: readGroupId }]);
  // The drawing need not be recognised: its truth and its rules are kept by entry.
  drawingId = await put('C01.svg', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'));
  const truthId = await put('C01.xml', sample(DEXPI_XML));
  const imported = await api<DexpiTruthCounts>(owner, '/api/pidFile/importDexpi', {
    projectId,
    pfileId: drawingId,
    fileId: truthId,
  });
  expect(imported.status, imported.body.msg).toBe(200);
}, 120_000);

const seed = (who: Person, body: Record<string, unknown>) =>
  api<RuleSeedAnswer>(who, '/api/pidFile/seedRulesFromDexpi', { projectId, pfileId: drawingId, ...body });

describe('tag rules seeded from a DEXPI file (pidFile/seedRulesFromDexpi)', () => {
  it('previews rules that read every tag of the file, then saves them for the drawing once confirmed', async () => {
    const preview = await seed(reader, { preview: true });
    expect(preview.status, preview.body.msg).toBe(200);
    expect(preview.body.msg).toBe('Tag rules inferred from the DEXPI file (4 types); nothing saved yet.');
    expect(preview.body.data.saved).toBe(false);
    expect(preview.body.data.unread).toEqual([]);
    expect(preview.body.data.coverage).toEqual({
      pipeline: { tags: 11, read: 11 },
      device: { tags: 5, read: 5 },
      valve: { tags: 4, read: 4 },
      instrument: { tags: 4, read: 4 },
    });
    const before = await api<RuleSettingAnswer>(owner, '/api/cloud/dm2d/rule/setting/query', {
      projectId,
      fkFileId: drawingId,
    });
    expect(before.body.data.level).toBe('default');

    // The line labels' fields need a real space between them: the spec's confirm (code 5000) first.
    const asked = await seed(owner, {});
    expect(asked.body.code).toBe(5000);
    const saved = await seed(owner, { confirmed: true });
    expect(saved.status, saved.body.msg).toBe(200);
    expect(saved.body.data).toMatchObject({ saved: true, rules: { level: 'file', fkFileId: drawingId } });
    expect(saved.body.data.warnings.length).toBeGreaterThan(0);
    const after = await api<RuleSettingAnswer>(owner, '/api/cloud/dm2d/rule/setting/query', {
      projectId,
      fkFileId: drawingId,
    });
    expect(after.body.data.level).toBe('file');
    const device = after.body.data.types.find((t) => t.type === 'device')!;
    expect(device.ruleSettings[0]!.rows[0]).toMatchObject({
      fkAttributeId: 'equipmentClass',
      fieldFeatures: 'fixed',
    });
    expect(device.ruleSettings[0]!.rows[0]!.dmRuleFixeds.map((f) => f.fixedValue)).toEqual(
      expect.arrayContaining(['H', 'P', 'T']),
    );
    // The project's rules are untouched until it is seeded at project level.
    const project = await api<RuleSettingAnswer>(owner, '/api/cloud/dm2d/rule/setting/query', { projectId });
    expect(project.body.data.level).toBe('default');
    const atProject = await seed(owner, { level: 'project', confirmed: true });
    expect(atProject.status, atProject.body.msg).toBe(200);
    expect(atProject.body.data.rules.level).toBe('project');
  });

  it('refuses without rights, without truth, and outside the project', async () => {
    expect((await seed(reader, { confirmed: true })).status).toBe(403);
    expect((await seed(reader, { level: 'project', confirmed: true })).status).toBe(403);
    expect((await seed(outsider, { preview: true })).status).toBe(404);
    const other = await put(
      'other.svg',
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    );
    const none = await api(owner, '/api/pidFile/seedRulesFromDexpi', {
      projectId,
      pfileId: other,
      preview: true,
    });
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('No DEXPI ground truth has been imported for this drawing.');
    const zh = await api(owner, '/api/pidFile/seedRulesFromDexpi', { projectId, pfileId: other }, 'zh');
    expect(zh.body.msg).toBe('尚未为本图纸导入 DEXPI 基准数据。');
  });
});

describe('the workbooks of a project (pidFile/queryProjectXlsFile)', () => {
  it('lists the .xlsx files the caller may view, by name with their folder, paged and searchable', async () => {
    const book = await writeXlsxFile([[{ value: 'Tag' }], [{ value: 'FT-101' }]], {}).toBuffer();
    const bytes = new Uint8Array(book);
    const folder = (await mkdir(owner, projectId, 'imports')).id;
    const inRoot = await put('b-index.xlsx', bytes);
    const inFolder = await put('a-values.xlsx', bytes, folder);
    const hidden = await put('c-private.xlsx', bytes);
    await put('notes.csv', new TextEncoder().encode('a,b\n'));
    await api(owner, '/api/cloud/file/user/perm/rel/saveEntryPerm', {
      projectId,
      id: hidden,
      grants: { [readGroupId]: [] },
    });
    const list = (who: Person, query = '') =>
      api<{ records: ProjectXlsFile[]; total: number }>(
        who,
        `/api/pidFile/queryProjectXlsFile?projectId=${projectId}${query}`,
      );
    const all = await list(owner);
    expect(all.status, all.body.msg).toBe(200);
    expect(all.body.data.records.map((r) => [r.fileName, r.path])).toEqual([
      ['a-values.xlsx', 'imports'],
      ['b-index.xlsx', ''],
      ['c-private.xlsx', ''],
    ]);
    expect(all.body.data.records[0]).toMatchObject({ id: inFolder, parentId: folder });
    expect(all.body.data.records[0]!.fileSize).toBeGreaterThan(0);
    const forReader = await list(reader);
    expect(forReader.body.data.records.map((r) => r.id)).toEqual([inFolder, inRoot]);
    const paged = await list(owner, '&size=1&current=2');
    expect(paged.body.data).toMatchObject({ total: 3, current: 2, size: 1 });
    expect(paged.body.data.records.map((r) => r.id)).toEqual([inRoot]);
    expect((await list(owner, '&keyword=INDEX')).body.data.records.map((r) => r.id)).toEqual([inRoot]);
    // The picked workbook is what getDataExcelHead reads.
    const head = await api<{ headers: string[] }>(
      owner,
      `/api/pidFile/getDataExcelHead?projectId=${projectId}&fileId=${inFolder}`,
    );
    expect(head.body.data.headers).toEqual(['Tag']);
    expect((await list(outsider)).status).toBe(404);
    expect((await list(owner, '&size=501')).status).toBe(400);
  });
});
