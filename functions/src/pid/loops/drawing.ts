import { PID_STATE } from '@loopline/shared';
import { pidDetail } from '../../entities/pidDetail.ts';
import { pidFile } from '../../entities/pidFile.ts';
import { type EntryView, loadEntry, need, requireMember } from '../../file/index.ts';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import type { Caller } from '../../lib/http/route.ts';

/** A recognised drawing the caller may read or change: its entry and the run whose results it shows. */
export interface Drawing {
  projectId: string;
  fileId: string;
  fileName: string;
  runId: string;
}

/**
 * The drawing, checked: the caller is a member (404 otherwise, as every project call), the entry is a file
 * with the sign asked (viewFile to read, editFile to change: 403), and it has a finished run (400).
 */
export async function drawingFor(
  caller: Caller,
  projectId: string,
  fileId: string,
  sign: 'viewFile' | 'editFile',
): Promise<Drawing> {
  const file = await fileFor(caller, projectId, fileId, sign);
  const record = (await pidFile.get({ projectId, fileId }).go({ consistent: true })).data;
  if (!record || record.state !== PID_STATE.identified) throw new BadRequestError('pid.notRecognised');
  return { projectId, fileId, fileName: file.fileName, runId: record.runId };
}

/** A file entry of a project the caller belongs to, with the sign asked. */
export async function fileFor(
  caller: Caller,
  projectId: string,
  fileId: string,
  sign: 'viewFile' | 'editFile',
): Promise<EntryView> {
  const access = await requireMember(caller, projectId);
  const file = await loadEntry(access, fileId);
  if (!file.isFile) throw new NotFoundError('file.notFound');
  need(file, sign);
  return file;
}

/** The current detail rows of the drawing's run, of the types given (every type when none). */
export async function detailsOf(d: Drawing, kinds: string[] = []) {
  const key = { projectId: d.projectId, fileId: d.fileId, runId: d.runId };
  if (!kinds.length) return (await pidDetail.query.byFile(key).go({ pages: 'all' })).data;
  const out = await Promise.all(
    kinds.map((kind) => pidDetail.query.byFile({ ...key, kind }).go({ pages: 'all' })),
  );
  return out.flatMap((o) => o.data);
}

/** Loop members are instruments and valves (control valves close a loop). */
export const LOOP_MEMBER_KINDS = ['instrument', 'valve'];

/** An index row is an instrument or a control valve. */
export const isIndexItem = (d: { kind: string; category?: string }) =>
  d.kind === 'instrument' || (d.kind === 'valve' && d.category === 'control');
