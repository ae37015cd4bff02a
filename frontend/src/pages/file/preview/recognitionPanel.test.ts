import { PID_STATE } from '@loopline/shared';
import { describe, expect, it } from 'vitest';
import type { PidFileRecord } from '../../../api/recognition.ts';
import {
  clampPanelWidth,
  draggedWidth,
  identifyPreviewPath,
  isDrawingName,
  newerRecord,
  PANEL_DEFAULT_WIDTH,
  pageRows,
} from './recognitionPanel.ts';

describe('recognition side panel (spec 1 §2, §9)', () => {
  it('keeps its width between 288 and 500 px', () => {
    expect(clampPanelWidth(100)).toBe(288);
    expect(clampPanelWidth(900)).toBe(500);
    expect(clampPanelWidth(333.4)).toBe(333);
    expect(clampPanelWidth(Number.NaN)).toBe(PANEL_DEFAULT_WIDTH);
    // The handle is the left edge: dragging left widens the panel.
    expect(draggedWidth(320, 1000, 900)).toBe(420);
    expect(draggedWidth(320, 1000, 1100)).toBe(288);
    expect(draggedWidth(320, 1000, 500)).toBe(500);
  });

  it('lists every page once identified, every page in progress while recognising, none before', () => {
    expect(pageRows({ id: 'f', state: 90, numPage: 2 })).toEqual([
      { id: 'f:1', pageNum: 1, status: 'identified' },
      { id: 'f:2', pageNum: 2, status: 'identified' },
    ]);
    expect(pageRows({ id: 'f', state: 10, numPage: 1 })).toEqual([
      { id: 'f:1', pageNum: 1, status: 'recognising' },
    ]);
    expect(pageRows({ id: 'f', state: 20, numPage: 0 })).toEqual([]);
    expect(pageRows({ id: 'f', state: 99, numPage: 4 })).toEqual([]);
  });

  it('opens a page with the query the identify preview reads', () => {
    const path = identifyPreviewPath({ projectId: 'p1', fileId: 'f1', name: 'Unit 7 & 8.pdf', pageNum: 3 });
    const [pathname, search] = path.split('?');
    expect(pathname).toBe('/file/identify-preview');
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      type: 'svg',
      pk_doc: 'f1',
      primaryKey: 'f1:3',
      name: 'Unit 7 & 8.pdf',
      page: '3',
      projectId: 'p1',
      pfileId: 'f1',
    });
  });

  it('is asked for drawings only', () => {
    expect(isDrawingName('scan.JPG')).toBe(true);
    expect(isDrawingName('sheet.pdf')).toBe(true);
    expect(isDrawingName('model.ifc')).toBe(false);
    expect(isDrawingName('pdf')).toBe(false);
  });
});

describe('the panel record read again', () => {
  const record = (
    state: PidFileRecord['state'],
    numSuccess: number,
    stateVersion: number,
  ): PidFileRecord => ({
    id: 'f',
    fileId: 'f',
    fileName: 'unit-7.pdf',
    state,
    numPage: 2,
    numSuccess,
    reason: '',
    reasonKey: '',
    ruleHash: '',
    counts: {},
    submitTime: '2026-11-26T08:00:00.000Z',
    finishTime: '',
    stateVersion,
  });

  it('keeps the pushed state when the read was answered before it', () => {
    const pushed = record(PID_STATE.recognising, 1, 3);
    expect(newerRecord(pushed, record(PID_STATE.waiting, 0, 1))).toBe(pushed);
    const read = record(PID_STATE.identified, 2, 5);
    expect(newerRecord(pushed, read)).toBe(read);
    expect(newerRecord(undefined, read)).toBe(read);
    expect(newerRecord(pushed, null)).toBeNull();
  });
});
