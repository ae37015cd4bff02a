import { PID_STATE, type PidState, parseStatusUpdate } from '@loopline/shared';
import { describe, expect, it } from 'vitest';
import type { FileEntry } from '../../../api/files.ts';
import {
  keepNewerRows,
  mergeEntry,
  newerOf,
  parsingKey,
  progressPatch,
  recognisingKey,
  recognitionPatch,
  statusPatch,
} from './liveStatus.ts';

describe('live status (spec 2 §4)', () => {
  it('patches only the fields a STATUS_UPDATE carries', () => {
    const update = parseStatusUpdate(
      JSON.stringify({ kind: 'parse', projectId: 'p', id: 'f', isModel: '2', progress: 60 }),
    );
    expect(update && statusPatch(update)).toEqual({ isModel: '2', parseProgress: 60 });
    expect(
      statusPatch({ kind: 'parse', projectId: 'p', id: 'f', isModel: '-1', parseMessage: 'Bad' }),
    ).toEqual({ isModel: '-1', parseMessage: 'Bad' });
    expect(statusPatch({ kind: 'upgrade', projectId: 'p', id: 'f', isWlkModel: null })).toEqual({
      isWlkModel: null,
    });
    expect(statusPatch({ kind: 'publish', projectId: 'p', id: 'f', publishStatus: '1' })).toEqual({
      publishStatus: '1',
    });
    expect(statusPatch({ kind: 'preview', projectId: 'p', id: 'f', preview: 2 })).toEqual({ preview: 2 });
    expect(
      statusPatch({ kind: 'recognise', projectId: 'p', id: 'f', state: 10, numSuccess: 3, numPage: 8 }),
    ).toEqual({ state: 10, numSuccess: 3, numPage: 8 });
  });

  it('turns a polled progress into a patch', () => {
    expect(
      progressPatch({
        id: 'f',
        isModel: '3',
        progress: 100,
        stage: 'success',
        parseMessage: '',
        stateVersion: 31,
      }),
    ).toEqual({ isModel: '3', parseProgress: 100, parseMessage: '', modelStateVersion: 31 });
  });

  it('keys the parsing rows independent of order', () => {
    const row = (id: string, isModel: string, isFile: 0 | 1 = 1) => ({ id, isModel, isFile });
    expect(parsingKey([row('b', '2'), row('a', '2'), row('c', '3'), row('d', '2', 0)])).toBe('a,b');
    expect(parsingKey([])).toBe('');
  });

  it('keys the rows waiting for or under recognition, and patches them from a read-back record', () => {
    const row = (id: string, state: number | null, isFile: 0 | 1 = 1) => ({ id, state, isFile });
    expect(recognisingKey([row('b', 10), row('a', 20), row('c', 90), row('d', 99), row('e', null)])).toBe(
      'a,b',
    );
    expect(recognisingKey([row('f', 10, 0)])).toBe('');
    expect(recognitionPatch({ state: 10, numSuccess: 1, numPage: 4, stateVersion: 3 })).toEqual({
      state: 10,
      numSuccess: 1,
      numPage: 4,
      stateVersion: 3,
    });
  });
});

describe("a row's recognition state never goes back (stale reads, pushes out of order)", () => {
  const row = (fields: Partial<FileEntry> = {}): FileEntry => ({
    id: 'f',
    projectId: 'p',
    parentId: 'p',
    ancestorIds: ['p'],
    isFile: 1,
    fileName: 'unit-7.pdf',
    fileSuffix: 'pdf',
    fileSize: 10,
    time: '2026-11-26T08:00:00.000Z',
    userName: 'demo',
    isModel: '',
    isWlkModel: null,
    state: null,
    preview: 0,
    numSuccess: 0,
    numPage: 0,
    publishStatus: '0',
    attributeId: -1,
    imagePath: '',
    fileId: 'o',
    filePerms: ['viewFile', 'editFile'],
    ...fields,
  });
  const pushed = (state: PidState, numSuccess: number, numPage: number, stateVersion: number) =>
    statusPatch({ kind: 'recognise', projectId: 'p', id: 'f', state, numSuccess, numPage, stateVersion });
  const shown = (entry: FileEntry) => `${entry.state}:${entry.numSuccess}/${entry.numPage}`;

  it('drops a read-back answered before the push it arrives after (waiting after recognising 0/2)', () => {
    // The submit's answer (waiting at version 1), the first push (recognising 0/2 at 2), then the
    // read-back of the submit, read on the server before the run moved: waiting at version 1.
    let entry = mergeEntry(row(), { state: PID_STATE.waiting, numSuccess: 0, numPage: 0, stateVersion: 1 });
    entry = mergeEntry(entry, pushed(PID_STATE.recognising, 0, 2, 2));
    entry = mergeEntry(
      entry,
      recognitionPatch({ state: PID_STATE.waiting, numSuccess: 0, numPage: 0, stateVersion: 1 }),
    );
    expect(shown(entry)).toBe('10:0/2');
    expect(entry.stateVersion).toBe(2);
  });

  it('orders pages pushed out of order, and lets a new run start over', () => {
    let entry = row({ state: PID_STATE.recognising, numSuccess: 0, numPage: 2, stateVersion: 2 });
    entry = mergeEntry(entry, pushed(PID_STATE.recognising, 2, 2, 4));
    entry = mergeEntry(entry, pushed(PID_STATE.recognising, 1, 2, 3));
    expect(shown(entry)).toBe('10:2/2');
    entry = mergeEntry(entry, pushed(PID_STATE.identified, 2, 2, 5));
    // A second run's claim goes on from the last version: waiting again is newer, not a step back.
    entry = mergeEntry(entry, { state: PID_STATE.waiting, numSuccess: 0, numPage: 0, stateVersion: 6 });
    expect(shown(entry)).toBe('20:0/0');
  });

  it('keeps the other fields of a stale patch; a row never submitted (no version) is the oldest', () => {
    const entry = row({ state: PID_STATE.recognising, numSuccess: 1, numPage: 2, stateVersion: 3 });
    const merged = mergeEntry(entry, { state: PID_STATE.waiting, stateVersion: 1, preview: 2 });
    expect(shown(merged)).toBe('10:1/2');
    expect(merged.preview).toBe(2);
    expect(shown(mergeEntry(entry, { state: null, numSuccess: 0, numPage: 0 }))).toBe('10:1/2');
    expect(shown(mergeEntry(row({ state: null }), pushed(PID_STATE.recognising, 0, 2, 2)))).toBe('10:0/2');
  });

  it('keeps the newer row over a listing read again that was answered before a push', () => {
    const pages = (...records: FileEntry[]) => ({
      pages: [{ records, total: records.length }],
      pageParams: [undefined],
    });
    const other = row({ id: 'g', fileName: 'g.pdf' });
    // The listing read before the first run's claim (never submitted) is older than any pushed state.
    expect(newerOf(row({ state: PID_STATE.waiting, stateVersion: 1 }), row()).state).toBe(PID_STATE.waiting);
    const before = pages(
      row({ state: PID_STATE.recognising, numSuccess: 1, numPage: 2, stateVersion: 3 }),
      other,
    );
    const read = pages(
      row({ state: PID_STATE.waiting, numSuccess: 0, numPage: 0, stateVersion: 1, fileName: 'renamed.pdf' }),
      row({ id: 'g', fileName: 'g2.pdf' }),
    );
    const merged = keepNewerRows(before, read);
    expect(merged.pages[0]!.records.map(shown)).toEqual(['10:1/2', 'null:0/0']);
    // Everything else is the read's.
    expect(merged.pages[0]!.records.map((e) => e.fileName)).toEqual(['renamed.pdf', 'g2.pdf']);
    // A read that is newer (or the same) is taken as it is.
    const newer = pages(row({ state: PID_STATE.identified, numSuccess: 2, numPage: 2, stateVersion: 5 }));
    expect(keepNewerRows(before, newer)).toBe(newer);
    expect(keepNewerRows(undefined, read)).toBe(read);
    expect(newerOf(before.pages[0]!.records[0], read.pages[0]!.records[0]!).fileName).toBe('renamed.pdf');
  });
});

describe("a row's model parse/upgrade state never goes back", () => {
  const row = (fields: Partial<FileEntry> = {}): FileEntry => ({
    id: 'm',
    projectId: 'p',
    parentId: 'p',
    ancestorIds: ['p'],
    isFile: 1,
    fileName: 'plant.ifc',
    fileSuffix: 'ifc',
    fileSize: 10,
    time: '2026-11-26T08:00:00.000Z',
    userName: 'demo',
    isModel: '1',
    isWlkModel: null,
    state: null,
    preview: 0,
    numSuccess: 0,
    numPage: 0,
    publishStatus: '0',
    attributeId: -1,
    imagePath: '',
    fileId: 'o',
    filePerms: ['viewFile', 'editFile'],
    ...fields,
  });
  const parsePush = (isModel: string, progress: number, stateVersion?: number, parseMessage?: string) =>
    statusPatch({ kind: 'parse', projectId: 'p', id: 'm', isModel, progress, stateVersion, parseMessage });
  const shown = (entry: FileEntry) => `${entry.isModel}:${entry.parseProgress}`;

  it('takes the version of a parse or upgrade push as the model version, not the recognition one', () => {
    expect(parsePush('2', 30, 17)).toEqual({ isModel: '2', parseProgress: 30, modelStateVersion: 17 });
    expect(
      statusPatch({ kind: 'upgrade', projectId: 'p', id: 'm', isWlkModel: 2, stateVersion: 32 }),
    ).toEqual({ isWlkModel: 2, modelStateVersion: 32 });
  });

  it('drops a stale push or read-back arriving after a newer one (no 90 % after done, no 30 % after 60 %)', () => {
    // The start's answer (base 16), then the stages' pushes, one arriving late.
    let entry = mergeEntry(row(), {
      isModel: '2',
      parseProgress: 0,
      parseMessage: '',
      modelStateVersion: 16,
    });
    entry = mergeEntry(entry, parsePush('2', 60, 18));
    entry = mergeEntry(entry, parsePush('2', 30, 17));
    expect(shown(entry)).toBe('2:60');
    entry = mergeEntry(entry, parsePush('3', 100, 31, ''));
    entry = mergeEntry(entry, parsePush('2', 90, 19));
    // The read-back the dialog asks for, answered on the server before the run moved: older still.
    entry = mergeEntry(
      entry,
      progressPatch({
        id: 'm',
        isModel: '2',
        progress: 0,
        stage: 'queued',
        parseMessage: '',
        stateVersion: 16,
      }),
    );
    expect(shown(entry)).toBe('3:100');
    expect(entry.modelStateVersion).toBe(31);
  });

  it('lets a new run (a higher base) start over, and keeps the other fields of a stale patch', () => {
    let entry = row({ isModel: '-1', parseProgress: 0, parseMessage: 'Bad file', modelStateVersion: 31 });
    entry = mergeEntry(entry, { isModel: '2', parseProgress: 0, parseMessage: '', modelStateVersion: 32 });
    expect(shown(entry)).toBe('2:0');
    const stale = mergeEntry(entry, {
      isModel: '-1',
      parseMessage: 'Bad file',
      modelStateVersion: 31,
      preview: 2,
    });
    expect(shown(stale)).toBe('2:0');
    expect(stale.parseMessage).toBe('');
    expect(stale.preview).toBe(2);
    // A push without a version (a run queued before versions) is the oldest on a versioned row.
    expect(shown(mergeEntry(entry, parsePush('2', 60)))).toBe('2:0');
  });

  it('keeps model and recognition versions apart', () => {
    const entry = row({ isModel: '2', parseProgress: 60, modelStateVersion: 18, state: 10, stateVersion: 2 });
    const merged = mergeEntry(entry, {
      state: PID_STATE.identified,
      stateVersion: 3,
      isModel: '2',
      parseProgress: 30,
      modelStateVersion: 17,
    });
    expect(merged.state).toBe(PID_STATE.identified);
    expect(shown(merged)).toBe('2:60');
  });

  it('keeps the newer model state over a listing read again that was answered before a push', () => {
    const pages = (...records: FileEntry[]) => ({
      pages: [{ records, total: records.length }],
      pageParams: [undefined],
    });
    const before = pages(row({ isModel: '3', parseProgress: 100, modelStateVersion: 31, isWlkModel: null }));
    const read = pages(
      row({ isModel: '2', parseProgress: 90, modelStateVersion: 19, fileName: 'renamed.ifc' }),
    );
    const merged = keepNewerRows(before, read).pages[0]!.records[0]!;
    expect(shown(merged)).toBe('3:100');
    expect(merged.fileName).toBe('renamed.ifc');
    const newer = pages(row({ isModel: '3', parseProgress: 100, isWlkModel: 2, modelStateVersion: 32 }));
    expect(keepNewerRows(before, newer)).toBe(newer);
    // A row never parsed (no version) read after a parse started is older than the start's answer.
    expect(newerOf(row({ isModel: '2', parseProgress: 0, modelStateVersion: 16 }), row()).isModel).toBe('2');
  });
});
