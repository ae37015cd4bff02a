import type { PidDetailRow } from '@loopline/shared/contracts/recognition';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateSheet } from '../pid/sheet/generate.ts';
import { sheetToPdf } from '../pid/sheet/pdf.ts';
import { call } from '../support/client.ts';
import { api } from '../support/models.ts';
import { projectWithReader, recognisedUpload, type SignedUpPerson } from '../support/pidProject.ts';

/**
 * pidDetail/page right after an edit, read by several callers at once (the identify page reading its rows
 * again while another window, or a test, reads them too): every read builds the page's rows snapshot and
 * keeps it, and the local cloud's S3 PUT is not atomic, so a read can meet another's write half done.
 * Each read must still answer the rows (pid-identify.e2e once lost its Recompute button to such a 500).
 */
let owner: SignedUpPerson;
let projectId: string;
let drawingId: string;

const page = () =>
  api<{ records: PidDetailRow[] }>(
    owner,
    `/api/pidDetail/page?projectId=${projectId}&pfileId=${drawingId}&pageNum=1&size=5000`,
  );

beforeAll(async () => {
  ({ owner, projectId } = await projectWithReader());
  drawingId = await recognisedUpload(
    owner,
    projectId,
    'unit-7.pdf',
    await sheetToPdf(generateSheet({ seed: 7, size: 'A3', density: 'sparse' })),
  );
}, 240_000);

describe('the page rows snapshot under concurrent reads', () => {
  it('answers every concurrent read after each edit, with the edit in it', async () => {
    const first = await page();
    expect(first.status, first.body.msg).toBe(200);
    const moved = first.body.data.records.find((r) => r.type !== 'line')!;
    const failures: string[] = [];
    for (let round = 1; round <= 25; round++) {
      const box = { ...moved.box, x: moved.box.x + round };
      const edit = await call<PidDetailRow>('/api/pidDetail/editRectBox', {
        token: owner.tokens.access_token,
        method: 'PUT',
        body: { projectId, pfileId: drawingId, id: moved.id, box },
      });
      expect(edit.status, edit.body.msg).toBe(200);
      const reads = await Promise.all(Array.from({ length: 4 }, page));
      for (const read of reads) {
        if (read.status !== 200) failures.push(`round ${round}: ${read.status} ${read.body.msg}`);
        else if (read.body.data.records.find((r) => r.id === moved.id)?.box.x !== box.x)
          failures.push(`round ${round}: the edit is missing`);
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
