import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call } from '../support/client.ts';
import { testDb } from '../support/db.ts';
import { type EntryRow, fileCall, mkdir, putFile } from '../support/files.ts';
import { s3Client } from '../support/models.ts';
import { createProject, grantMembership, type Person, person } from '../support/projects.ts';
import { bytesOf, upload, verified } from '../support/upload.ts';

/**
 * Zip slip (issue 14 item 2): "." and "..", empty path segments, control characters and separators
 * are refused in every entry name with a translated 400 and nothing written; an archive built from
 * entries stored before that rule still never holds a name that climbs out of its folder.
 */
let owner: Person;
let projectId: string;
let folder: EntryRow;
let object: { id: string; size: number };
const seedBytes = bytesOf(3000, 11);

/** Everything a refused request could have written: the project's items, the owner's storage, the bucket. */
async function state() {
  const { client, table } = testDb();
  const items = await client.send(
    new QueryCommand({
      TableName: table,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `PROJECT#${projectId}` },
      ConsistentRead: true,
    }),
  );
  const quota = await client.send(
    new GetCommand({
      TableName: table,
      Key: { pk: `USER#${owner.userId}`, sk: 'QUOTA' },
      ConsistentRead: true,
    }),
  );
  const objects = await s3Client().send(
    new ListObjectsV2Command({ Bucket: inject('cloudEnv').FILES_BUCKET }),
  );
  return {
    keys: (items.Items ?? []).map((i) => `${i.sk}`).sort(),
    storageUsed: quota.Item?.storageUsed,
    objects: (objects.Contents ?? []).map((o) => o.Key).sort(),
  };
}

async function listing(dirId = projectId) {
  const res = await fileCall<{ records: EntryRow[] }>(owner, '/info/query', { projectId, dirId });
  return res.body.data.records.map((e) => e.fileName).sort();
}

beforeAll(async () => {
  owner = await person();
  await grantMembership(owner.userId);
  projectId = (await createProject(owner)).projectId;
  folder = await mkdir(owner, projectId, 'Z');
  const seeded = await upload(owner, { projectId, dirId: folder.id }, 'seed.jpg', seedBytes);
  const entry = (
    await fileCall<{ records: EntryRow[] }>(owner, '/info/query', { projectId, dirId: folder.id })
  ).body.data.records.find((e) => e.id === seeded.entryId)!;
  await verified(entry.fileId);
  object = { id: entry.fileId, size: seedBytes.length };
});

const BAD_NAMES: [string, string][] = [
  ['.', 'A name cannot be "." or "..".'],
  ['..', 'A name cannot be "." or "..".'],
  [' .. ', 'A name cannot be "." or "..".'],
  ['a\u0000b', 'The name cannot contain control characters such as line breaks or tabs.'],
  ['a\nb', 'The name cannot contain control characters such as line breaks or tabs.'],
  ['a/b', 'The name cannot contain any of / \\ * : ? < > | "'],
  ['..\\x', 'The name cannot contain any of / \\ * : ? < > | "'],
];

describe('entry names that could climb out of a folder are refused, writing nothing', () => {
  it('dir/save', async () => {
    const before = await state();
    for (const [dirName, msg] of BAD_NAMES) {
      const res = await fileCall(owner, '/dir/save', { projectId, dirId: folder.id, dirName });
      expect(res.status, dirName).toBe(400);
      expect(res.body, dirName).toMatchObject({ code: 400, success: false });
      // The schema's answer names the field: "dirName: A name cannot be …".
      expect(res.body.msg, dirName).toBe(`dirName: ${msg}`);
    }
    const zh = await call('/api/cloud/file/dir/save', {
      token: owner.tokens.access_token,
      lang: 'zh',
      body: { projectId, dirName: '..' },
    });
    expect(zh.body.msg).toBe('dirName：名称不能是“.”或“..”');
    expect(await state()).toEqual(before);
    expect(await listing(folder.id)).toEqual(['seed.jpg']);
  });

  it('rename (dir/updateName) of a folder and of a file', async () => {
    const seed = (
      await fileCall<{ records: EntryRow[] }>(owner, '/info/query', { projectId, dirId: folder.id })
    ).body.data.records[0]!;
    const before = await state();
    for (const [name, msg] of BAD_NAMES)
      for (const id of [folder.id, seed.id]) {
        const res = await fileCall(owner, '/dir/updateName', { projectId, id, dirName: name });
        expect(res.status, name).toBe(400);
        expect(res.body.msg, name).toBe(msg);
      }
    expect(await state()).toEqual(before);
    expect(await listing()).toEqual(['Z']);
  });

  it('uploadFileSave', async () => {
    const before = await state();
    for (const [fileName, msg] of BAD_NAMES) {
      const res = await fileCall(owner, '/info/uploadFileSave', {
        projectId,
        dirId: folder.id,
        fileId: object.id,
        fileName,
      });
      expect(res.status, fileName).toBe(400);
      expect(res.body.msg, fileName).toBe(msg);
    }
    expect(await state()).toEqual(before);
  });

  it('uploadFolderSave and checkFile check every segment of the relative path', async () => {
    const before = await state();
    const paths: [string, string][] = [
      ['Top/../x.bin', 'A name cannot be "." or "..".'],
      ['Top/./x.bin', 'A name cannot be "." or "..".'],
      ['../x.bin', 'A name cannot be "." or "..".'],
      ['Top/..', 'A name cannot be "." or "..".'],
      ['Top/a\tb/x.bin', 'The name cannot contain control characters such as line breaks or tabs.'],
      ['Top/a\\b/x.bin', 'The name cannot contain any of / \\ * : ? < > | "'],
      ['Top//x.bin', 'The folder path is not valid.'],
      ['/Top/x.bin', 'The folder path is not valid.'],
      ['Top/x.bin/', 'The folder path is not valid.'],
    ];
    for (const [filePath, msg] of paths) {
      const saved = await fileCall(owner, '/info/uploadFolderSave', {
        projectId,
        dirId: folder.id,
        fileId: object.id,
        filePath,
      });
      expect(saved.status, filePath).toBe(400);
      expect(saved.body.msg, filePath).toBe(msg);
      const checked = await fileCall(owner, '/checkFile', {
        projectId,
        dirId: folder.id,
        fileName: 'x.bin',
        relativePath: filePath,
        fileSize: 10,
      });
      expect(checked.status, filePath).toBe(400);
      expect(checked.body.msg, filePath).toBe(msg);
    }
    expect(await state()).toEqual(before);
    expect(await listing(folder.id)).toEqual(['seed.jpg']);
  });
});

describe('archives never hold a name that climbs out', () => {
  /** Z/../../escaped.jpg as the issue found it, stored the way entries made before the rule are. */
  async function legacyTree() {
    const top = await mkdir(owner, projectId, `Legacy ${Math.random().toString(36).slice(2, 6)}`);
    const dotDot = await putFile(owner, top, { fileName: '..', isFile: 0, fileSuffix: '', isModel: '' });
    const deeper = await putFile(owner, dotDot, { fileName: '..', isFile: 0, fileSuffix: '', isModel: '' });
    await putFile(owner, deeper, { fileName: 'escaped.jpg', fileId: object.id, fileSize: object.size });
    await putFile(owner, top, { fileName: '.', isFile: 0, fileSuffix: '', isModel: '' });
    await putFile(owner, top, { fileName: 'a\u0001b.jpg', fileId: object.id, fileSize: object.size });
    return { top, dotDot };
  }

  async function zipEntries(dirIds: string) {
    const zip = await fileCall<{ url: string }>(owner, '/info/downLoadToZip', { projectId, dirIds });
    expect(zip.status, zip.body.msg).toBe(200);
    return unzipSync(new Uint8Array(await (await fetch(zip.body.data.url)).arrayBuffer()));
  }

  it('zips a tree with "..", "." and control characters in its names: every entry stays inside', async () => {
    const { top: legacy } = await legacyTree();
    const entries = await zipEntries(legacy.id);
    const names = Object.keys(entries).sort();
    // "..", "." and "_ (2)" become "_" and "_ (2)" (in whichever order the folder lists them).
    const prefix = `${legacy.fileName}/`;
    expect(names.filter((n) => !n.endsWith('/')).map((n) => n.replace(/_ \(2\)/, '_'))).toEqual([
      `${prefix}_/_/escaped.jpg`,
      `${prefix}ab.jpg`,
    ]);
    expect(names.filter((n) => n.endsWith('/')).length).toBe(4);
    for (const name of names) {
      expect(name.split(/[/\\]/), name).not.toContain('..');
      expect(name.split(/[/\\]/), name).not.toContain('.');
      expect(name.startsWith('/'), name).toBe(false);
      expect(/\p{Cc}/u.test(name), name).toBe(false);
    }
    const escaped = names.find((n) => n.endsWith('/_/escaped.jpg'))!;
    expect(entries[escaped]).toEqual(seedBytes);
  });

  it('zips the ".." folder itself (it answered 500)', async () => {
    const { dotDot } = await legacyTree();
    const names = Object.keys(await zipEntries(dotDot.id)).sort();
    expect(names).toEqual(['_/', '_/_/', '_/_/escaped.jpg']);
  });
});
