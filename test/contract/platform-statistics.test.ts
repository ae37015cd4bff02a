import type {
  ModelShare,
  PlatformCycleStats,
  PlatformDayStats,
} from '@loopline/shared/contracts/platformOps';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, type Tokens } from '../support/client.ts';
import { adminTokens } from '../support/notices.ts';
import { createProject, type Person, person } from '../support/projects.ts';
import { bytesOf, upload } from '../support/upload.ts';

/** Issue 19 item 4: statistics served from the daily counters that sign-ups and uploads keep. */
let admin: Tokens;
let owner: Person;
const today = new Date().toISOString().slice(0, 10);
const range = { startDay: today, endDay: today };

const stat = async <T>(path: string, body: unknown = range) => {
  const res = await call<T>(path, { token: admin.access_token, body });
  expect(res.status, res.body.msg).toBe(200);
  return res.body.data;
};
const todayRow = async () => (await stat<PlatformDayStats[]>('/api/cloud/statistics/page'))[0]!;
const share = (rows: ModelShare[], key: string) => rows.find((r) => r.key === key)?.count ?? 0;

beforeAll(async () => {
  admin = await adminTokens();
  owner = await person();
});

describe('platform statistics', () => {
  it('is admin-only and refuses bad ranges', async () => {
    for (const path of [
      '/api/cloud/statistics/page',
      '/api/cloud/statistics/cycleStatistics',
      '/api/cloud/statistics/statisticsModelOper',
      '/api/cloud/fileHis/collectFiles',
      '/api/cloud/fileHis/statisticsModelFormat',
      '/api/cloud/fileHis/statisticsModelSize',
    ]) {
      expect((await call(path, { body: range })).status).toBe(401);
      expect((await call(path, { token: owner.tokens.access_token, body: range })).status).toBe(403);
      const reversed = await call(path, {
        token: admin.access_token,
        body: { startDay: '2026-02-02', endDay: '2026-02-01' },
      });
      expect(reversed.status).toBe(400);
      expect((await call(path, { token: admin.access_token, body: { startDay: 'soon' } })).status).toBe(400);
    }
  });

  it('counts sign-ups, uploads and model formats and sizes as they happen', async () => {
    const before = await todayRow();
    const formatsBefore = await stat<ModelShare[]>('/api/cloud/fileHis/statisticsModelFormat');
    const sizesBefore = await stat<ModelShare[]>('/api/cloud/fileHis/statisticsModelSize');

    await person();
    const { projectId } = await createProject(owner);
    const model = bytesOf(4096, 7);
    const outcome = await upload(owner, { projectId }, 'tower.ifc', model);
    expect(outcome).toBeTruthy();
    await upload(owner, { projectId }, 'notes.bin', bytesOf(1000, 3));

    const after = await todayRow();
    expect(after.newUsers).toBe(before.newUsers + 1);
    expect(after.uploads).toBe(before.uploads + 2);
    expect(after.uploadBytes).toBe(before.uploadBytes + 4096 + 1000);
    const formats = await stat<ModelShare[]>('/api/cloud/fileHis/statisticsModelFormat');
    expect(share(formats, 'ifc')).toBe(share(formatsBefore, 'ifc') + 1);
    expect(share(formats, 'bin')).toBe(share(formatsBefore, 'bin'));
    const sizes = await stat<ModelShare[]>('/api/cloud/fileHis/statisticsModelSize');
    expect(sizes.map((s) => s.key)).toEqual(['<10MB', '10-50MB', '50-200MB', '200MB-1GB', '>=1GB']);
    expect(share(sizes, '<10MB')).toBe(share(sizesBefore, '<10MB') + 1);

    const cycle = await stat<PlatformCycleStats>('/api/cloud/statistics/cycleStatistics');
    expect(cycle).toMatchObject({
      startDay: today,
      endDay: today,
      uploads: after.uploads,
      newUsers: after.newUsers,
    });
    const files = await stat<PlatformDayStats[]>('/api/cloud/fileHis/collectFiles', {
      startDay: '2026-01-01',
      endDay: today,
    });
    expect(files.at(-1)).toEqual(after);
    expect(files[0]?.day).toBe('2026-01-01');
  });
});
