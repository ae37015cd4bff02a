import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { parseStatusUpdate } from '@loopline/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/client.ts';
import { testDb } from '../support/db.ts';
import { type EntryRow, fileCall, putFile } from '../support/files.ts';
import { solidPng } from '../support/images.ts';
import {
  addMembers,
  createProject,
  grantMembership,
  joinTeam,
  type Person,
  person,
} from '../support/projects.ts';
import { sample } from '../support/samples.ts';
import { type OpenSocket, openSocket } from '../support/socket.ts';
import { upload } from '../support/upload.ts';

interface Source {
  id: string;
  type: string;
  rendition: string;
  preview: number;
  url: string | null;
  message?: string;
}

let owner: Person;
let reader: Person;
let noView: Person;
let stranger: Person;
let projectId: string;
let socket: OpenSocket;
let work: string;

beforeAll(async () => {
  [owner, reader, noView, stranger] = await Promise.all([person(), person(), person(), person()]);
  await grantMembership(owner.userId);
  await joinTeam(owner, [reader, noView]);
  const project = await createProject(owner);
  projectId = project.projectId;
  await addMembers(owner, projectId, [
    { userId: reader.userId, groupId: project.group('read').id },
    { userId: noView.userId, groupId: project.group('read').id },
  ]);
  socket = await openSocket(reader.tokens.access_token);
  work = mkdtempSync(join(tmpdir(), 'previews-test-'));
});

afterAll(() => {
  socket?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

const source = (who: Person | null, fileId: string) =>
  fileCall<Source>(who, '/info/previewSource', { projectId, fileId });

/** Uploads a file and waits for its preview to settle (polling queryPreviewState). */
async function uploaded(name: string, bytes: Uint8Array): Promise<string> {
  return (await upload(owner, { projectId }, name, bytes)).entryId;
}

async function settled(fileId: string, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await fileCall<{ fileId: string; preview: number; message?: string }>(
      owner,
      '/upload/list/queryPreviewState',
      { projectId, fileId },
    );
    expect(res.status).toBe(200);
    if (res.body.data.preview === 2 || res.body.data.preview === -1) return res.body.data;
    if (Date.now() > until) throw new Error(`preview of ${fileId} still ${res.body.data.preview}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function ready(fileId: string) {
  const state = await settled(fileId);
  expect(state, JSON.stringify(state)).toMatchObject({ preview: 2 });
  const res = await source(reader, fileId);
  expect(res.status, res.body.msg).toBe(200);
  expect(res.body.data.preview).toBe(2);
  expect(res.body.data.url).toBeTruthy();
  const got = await fetch(res.body.data.url as string);
  expect(got.status).toBe(200);
  return {
    source: res.body.data,
    bytes: new Uint8Array(await got.arrayBuffer()),
    type: got.headers.get('content-type'),
  };
}

const text = (b: Uint8Array) => new TextDecoder().decode(b);

/** The file list shows a thumbnail for the video: a PNG frame, 256 px wide like every thumbnail. */
async function expectFrameThumbnail(id: string) {
  const until = Date.now() + 30_000;
  let thumbnailUrl = '';
  while (!thumbnailUrl && Date.now() < until) {
    const list = await fileCall<{ records: (EntryRow & { thumbnailUrl: string })[] }>(owner, '/info/query', {
      projectId,
    });
    thumbnailUrl = list.body.data.records.find((r) => r.id === id)?.thumbnailUrl ?? '';
    if (!thumbnailUrl) await new Promise((r) => setTimeout(r, 200));
  }
  expect(thumbnailUrl, 'a video thumbnail in the file list').toMatch(/^http/);
  const thumb = await fetch(thumbnailUrl);
  expect(thumb.headers.get('content-type')).toBe('image/png');
  const png = new Uint8Array(await thumb.arrayBuffer());
  // PNG header: width at bytes 16–19.
  expect(new DataView(png.buffer).getUint32(16)).toBe(256);
}

describe('preview conversions', () => {
  it('converts a docx and an xlsx to PDF, with a thumbnail in the file list', async () => {
    const [docx, xlsx] = await Promise.all([
      uploaded('cm-H2O.docx', sample('office/cm-H2O.docx')),
      uploaded('FMEA.xlsx', sample('office/FMEA.xlsx')),
    ]);
    for (const id of [docx, xlsx]) {
      const { source: s, bytes, type } = await ready(id);
      expect(s).toMatchObject({ type: 'pdf', rendition: 'pdf' });
      expect(text(bytes.subarray(0, 5))).toBe('%PDF-');
      expect(type).toBe('application/pdf');
    }
    const list = await fileCall<{ records: (EntryRow & { thumbnailUrl: string })[] }>(owner, '/info/query', {
      projectId,
    });
    const row = list.body.data.records.find((r) => r.id === docx)!;
    expect(row.thumbnailUrl).toMatch(/^http/);
    const thumb = await fetch(row.thumbnailUrl);
    const meta = await sharp(new Uint8Array(await thumb.arrayBuffer())).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(256);
    // The reader's socket heard the conversion move (STATUS_UPDATE kind 'preview').
    const updates = socket.messages
      .filter((m) => m.type === 'STATUS_UPDATE')
      .map((m) => parseStatusUpdate(m.content))
      .filter((u) => u?.kind === 'preview' && u.id === docx);
    expect(updates.map((u) => u?.preview)).toContain(2);
  });

  it('draws a dxf and a dwg as SVG (downloadDm2dSvg too)', async () => {
    const dxf = await uploaded('plate.dxf', sample('dxf/openventilator-motor-mount-plate.dxf'));
    const dwg = await uploaded('example.dwg', sample('dwg/example_2018.dwg'));
    for (const id of [dxf, dwg]) {
      const { source: s, bytes } = await ready(id);
      expect(s).toMatchObject({ type: 'pdf', rendition: 'svg' });
      expect(text(bytes)).toMatch(/^<svg[\s>]/);
      const raw = await fetch(
        `${(await import('../support/client.ts')).baseUrl()}/api/cloud/file/info/downloadDm2dSvg?projectId=${projectId}&fileId=${id}`,
        { headers: { 'blade-auth': `bearer ${reader.tokens.access_token}` } },
      );
      expect(raw.status).toBe(200);
      expect(raw.headers.get('content-type')).toContain('image/svg+xml');
      expect(raw.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(await raw.text()).toContain('<svg');
    }
  });

  it('serves an uploaded SVG without its script or handlers', async () => {
    const hostile =
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" onload="alert(1)">' +
      '<script>alert(2)</script><rect width="40" height="40" fill="red" onclick="alert(3)"/></svg>';
    const id = await uploaded('hostile.svg', new TextEncoder().encode(hostile));
    const { source: s, bytes } = await ready(id);
    expect(s.rendition).toBe('svg');
    const clean = text(bytes);
    expect(clean).toContain('<rect');
    expect(clean).not.toMatch(/script|onload|onclick|alert/i);
    const { baseUrl } = await import('../support/client.ts');
    const raw = await fetch(
      `${baseUrl()}/api/cloud/file/info/downloadSvg?projectId=${projectId}&fileId=${id}`,
      {
        headers: { 'blade-auth': `bearer ${reader.tokens.access_token}` },
      },
    );
    expect(raw.status).toBe(200);
    expect(await raw.text()).not.toMatch(/script|onload|alert/i);
  });

  it('turns a TIFF into a PNG', async () => {
    const tiff = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c03020' } })
      .tiff()
      .toBuffer();
    const id = await uploaded('scan.tiff', new Uint8Array(tiff));
    const { source: s, bytes } = await ready(id);
    expect(s).toMatchObject({ type: 'img', rendition: 'png' });
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 40, height: 30 });
    // Deleting the file deletes its renditions.
    expect((await fileCall(owner, '/info/delete', { projectId, fileId: [id] })).status).toBe(200);
    expect((await fetch(s.url as string)).status).toBe(404);
  });

  it('decodes GBK and UTF-16 text to UTF-8', async () => {
    const chinese = '预览测试：文本编码检测，中文内容应当正确显示。'.repeat(4);
    const gbk = new Uint8Array(
      Buffer.from(execFileSync('iconv', ['-f', 'UTF-8', '-t', 'GBK'], { input: chinese })),
    );
    const utf16 = new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(chinese, 'utf16le')]));
    for (const [name, bytes] of [
      ['gbk.txt', gbk],
      ['utf16.txt', utf16],
    ] as const) {
      const id = await uploaded(name, bytes);
      const { source: s, bytes: out, type } = await ready(id);
      expect(s).toMatchObject({ type: 'txt', rendition: 'text' });
      expect(text(out)).toBe(chinese);
      expect(type).toContain('charset=utf-8');
    }
  });

  it('transcodes an AVI to MP4', async () => {
    const avi = join(work, 'clip.avi');
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=1:size=64x48:rate=10'],
      ...['-c:v', 'mpeg4', '-y', avi],
    ]);
    const id = await uploaded('clip.avi', new Uint8Array(readFileSync(avi)));
    const { source: s, bytes } = await ready(id);
    expect(s).toMatchObject({ type: 'mp4', rendition: 'mp4' });
    expect(text(bytes.subarray(4, 8))).toBe('ftyp');
    await expectFrameThumbnail(id);
  });

  it('gives an MP4 played as is a thumbnail of one of its frames', async () => {
    const mp4 = join(work, 'clip.mp4');
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=1:size=64x48:rate=10'],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-y', mp4],
    ]);
    const id = await uploaded('clip.mp4', new Uint8Array(readFileSync(mp4)));
    await expectFrameThumbnail(id);
  });

  it('answers originals at once, with an image thumbnail', async () => {
    const id = await uploaded('photo.png', new Uint8Array(solidPng(300, 200)));
    const res = await source(reader, id);
    expect(res.body.data).toMatchObject({ type: 'img', rendition: 'original', preview: 2 });
    expect((await fetch(res.body.data.url as string)).headers.get('content-type')).toBe('image/png');
    const until = Date.now() + 30_000;
    let thumbnailUrl = '';
    while (!thumbnailUrl && Date.now() < until) {
      const list = await fileCall<{ records: (EntryRow & { thumbnailUrl: string })[] }>(
        owner,
        '/info/query',
        {
          projectId,
        },
      );
      thumbnailUrl = list.body.data.records.find((r) => r.id === id)?.thumbnailUrl ?? '';
      if (!thumbnailUrl) await new Promise((r) => setTimeout(r, 200));
    }
    expect(thumbnailUrl).toMatch(/^http/);
  });

  it('fails a corrupt docx with a message, never a blank', async () => {
    // A zip signature over garbage: LibreOffice cannot load it (plain text would import as text).
    const id = await uploaded(
      'broken.docx',
      new TextEncoder().encode('PK\u0003\u0004 broken, not a zip at all'),
    );
    const state = await settled(id);
    expect(state.preview).toBe(-1);
    expect(state.message).toBe('The file could not be converted for preview.');
    const res = await source(reader, id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ preview: -1, url: null, message: state.message });

    // Trying again runs the conversion anew: loading at once, failed again for these bytes.
    const retry = (who: Person) => fileCall(who, '/info/previewRetry', { projectId, fileId: id });
    expect((await retry(stranger)).status).toBe(404);
    const again = await retry(reader);
    expect(again.status, again.body.msg).toBe(200);
    expect(again.body.data).toMatchObject({ preview: 1, url: null });
    expect((await retry(reader)).body.msg).toBe('Only a failed preview conversion can be tried again.');
    expect(await settled(id)).toMatchObject({ preview: -1, message: state.message });
  });
});

async function rootFolder() {
  return { projectId, id: projectId, ancestorIds: [] as string[] };
}

describe('refusal rules (spec 1 §5) answer 400 with their keys', () => {
  it('refuses empty files, large text, models and drawings under recognition', async () => {
    const root = await rootFolder();
    const cases: [Parameters<typeof putFile>[2], string][] = [
      [{ fileName: 'empty.pdf', fileSize: 0, isModel: '' }, 'The file is empty and cannot be previewed.'],
      [{ fileName: 'big.txt', fileSize: 102_400, isModel: '' }, 'The file is too large to preview.'],
      [
        { fileName: 'model.ifc', fileSize: 10, isModel: '1' },
        'This is a model file; open it in the model viewer.',
      ],
      [
        { fileName: 'parsed.dwg', fileSize: 10, isModel: '3' },
        'This is a model file; open it in the model viewer.',
      ],
      [
        { fileName: 'r10.pdf', fileSize: 10, isModel: '', state: 10 },
        'The drawing is being recognised. Please preview it later.',
      ],
      [
        { fileName: 'r20.pdf', fileSize: 10, isModel: '', state: 20 },
        'The drawing is being recognised. Please preview it later.',
      ],
      [
        { fileName: 'r99.pdf', fileSize: 10, isModel: '', state: 99 },
        'Recognition failed, unable to preview.',
      ],
      [{ fileName: 'notes.xyz', fileSize: 10, isModel: '' }, 'Preview is not supported for this format.'],
    ];
    for (const [fields, msg] of cases) {
      const entry = await putFile(owner, root, fields);
      const res = await source(reader, entry.id);
      expect(res.status, fields.fileName).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
  });

  it('refuses a txt of 102400 bytes uploaded for real, and converts nothing', async () => {
    const id = await uploaded('large.txt', new Uint8Array(102_400).fill(0x61));
    const res = await source(reader, id);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('The file is too large to preview.');
    const { client, table } = testDb();
    const item = await client.send(
      new GetCommand({ TableName: table, Key: { pk: `PROJECT#${projectId}`, sk: `ENTRY#${id}` } }),
    );
    expect(item.Item?.preview).toBe(0);
  });
});

describe('access', () => {
  let pdfId: string;
  beforeAll(async () => {
    pdfId = await uploaded('plan.pdf', sample('pdf/PID-Rev07.pdf'));
    // The read group's members lose viewFile on this file only.
    const project = await call<{ id: string; groupInit: string | null }[]>(
      `/api/cloud/project/group/list/${projectId}`,
      {
        token: owner.tokens.access_token,
      },
    );
    const readGroup = project.body.data.find((g) => g.groupInit === 'read')!;
    const res = await fileCall(owner, '/user/perm/rel/saveEntryPerm', {
      projectId,
      id: pdfId,
      grants: { [readGroup.id]: ['downFile'] },
    });
    expect(res.status, res.body.msg).toBe(200);
  });

  it('needs viewFile, membership and a session', async () => {
    expect((await source(noView, pdfId)).status).toBe(403);
    expect((await fileCall(noView, '/markup/query', { projectId, fileId: pdfId })).status).toBe(403);
    // Non-members get 404 like every project call (a project's existence does not leak).
    expect((await source(stranger, pdfId)).status).toBe(404);
    expect(
      (await fileCall(stranger, '/upload/list/queryPreviewState', { projectId, fileId: pdfId })).status,
    ).toBe(404);
    expect((await source(null, pdfId)).status).toBe(401);
    expect(
      (await fileCall(null, '/markup/save', { projectId, fileId: pdfId, page: 1, shapes: [] })).status,
    ).toBe(401);
    expect((await source(owner, pdfId)).status).toBe(200);
  });
});

describe('markup', () => {
  let fileId: string;
  const shapes = [
    {
      id: 'a',
      annoType: 'rect',
      page: 2,
      points: [
        { x: 1, y: 2 },
        { x: 30, y: 40 },
      ],
      stroke: '#ff0000',
      width: 3,
    },
    {
      id: 'b',
      annoType: 'text',
      page: 2,
      points: [{ x: 5, y: 5 }],
      stroke: '#00f',
      width: 1,
      text: '检查此处',
    },
    {
      id: 'c',
      annoType: 'pen',
      page: 2,
      points: Array.from({ length: 50 }, (_, i) => ({ x: i, y: i * 2 })),
      stroke: 'rgb(0, 128, 0)',
      width: 10,
    },
  ];
  beforeAll(async () => {
    fileId = await uploaded('markup.png', new Uint8Array(solidPng(120, 80, [200, 200, 200])));
  });
  const save = (who: Person | null, page: number, body: unknown[]) =>
    fileCall(who, '/markup/save', { projectId, fileId, page, shapes: body });
  const query = async (who: Person) =>
    (await fileCall<{ shapes: { id: string; page: number }[] }>(who, '/markup/query', { projectId, fileId }))
      .body.data.shapes;

  it('saves a page and reads it back (a member with viewFile)', async () => {
    const res = await save(reader, 2, shapes);
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.msg).toBe('Markup saved.');
    expect(await save(owner, 1, [{ ...shapes[0], id: 'p1', page: 1 }])).toMatchObject({ status: 200 });
    const all = await query(owner);
    expect(all.map((s) => `${s.page}:${s.id}`)).toEqual(['1:p1', '2:a', '2:b', '2:c']);
    expect(all.find((s) => s.id === 'b')).toMatchObject({ annoType: 'text', text: '检查此处', width: 1 });
    // Saving a page replaces it; an empty list clears it.
    expect((await save(reader, 2, [shapes[1]])).status).toBe(200);
    expect((await query(reader)).map((s) => s.id)).toEqual(['p1', 'b']);
    expect((await save(reader, 1, [])).status).toBe(200);
    expect((await query(reader)).map((s) => s.id)).toEqual(['b']);
  });

  it('refuses bad shapes with 400 and stores nothing', async () => {
    const before = await query(owner);
    const bad: unknown[][] = [
      [{ ...shapes[0], annoType: 'star' }],
      [{ ...shapes[0], width: 0 }],
      [{ ...shapes[0], width: 11 }],
      [{ ...shapes[0], points: [{ x: 1, y: 1 }] }],
      [{ ...shapes[0], stroke: 'url(javascript:alert(1))' }],
      [{ ...shapes[1], text: 'x'.repeat(1001) }],
      [{ ...shapes[2], points: Array.from({ length: 2001 }, () => ({ x: 0, y: 0 })) }],
      Array.from({ length: 301 }, (_, i) => ({ ...shapes[0], id: `s${i}` })),
      [shapes[0], shapes[0]],
    ];
    for (const body of bad) {
      const res = await save(owner, 3, body);
      expect(res.status).toBe(400);
      expect(res.body.msg).toBeTruthy();
    }
    expect((await fileCall(owner, '/markup/save', { projectId, fileId, page: 0, shapes: [] })).status).toBe(
      400,
    );
    expect(await query(owner)).toEqual(before);
  });

  it('goes with the file', async () => {
    expect((await save(owner, 1, [shapes[0]])).status).toBe(200);
    const del = await fileCall(owner, '/info/delete', { projectId, fileId: [fileId] });
    expect(del.status, del.body.msg).toBe(200);
    const { client, table } = testDb();
    const { QueryCommand } = await import('@aws-sdk/lib-dynamodb');
    const left = await client.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': `PROJECT#${projectId}`, ':sk': `MARKUP#${fileId}#` },
      }),
    );
    expect(left.Items).toEqual([]);
  });
});
