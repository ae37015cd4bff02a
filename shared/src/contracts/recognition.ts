import { z } from 'zod';
import type { PidState } from '../pipelines.ts';
import { IdSchema, OptionalIdListSchema } from './ids.ts';

/**
 * P&ID recognition runs and their first reads (spec 1 §7): `recTask/submit`, `identifyProgress`,
 * `pidFile` by file, `pidDetail` page and tree, and the page SVG / details downloads. A drawing's P&ID
 * record id (pfileId) is its file entry id: one record per drawing.
 */

/** The spec's page size of details (spec 1 §9: 5,000 per request). */
export const PID_DETAIL_PAGE_MAX = 5000;

export const DETAIL_TYPES = ['instrument', 'valve', 'equipment', 'line', 'offPage', 'flowArrow'] as const;
export type DetailTypeName = (typeof DETAIL_TYPES)[number];

/** Submit drawings for recognition: files, and folders (every pdf/png/jpg below them). */
export const RecSubmitBody = z
  .object({ projectId: IdSchema, fileIds: OptionalIdListSchema, dirIds: OptionalIdListSchema })
  .refine((b) => b.fileIds.length + b.dirIds.length > 0, {
    error: 'file.nothingSelected',
    path: ['fileIds'],
  });

/** Progress of drawings of a project; without fileIds every drawing with a record. */
export const IdentifyProgressInput = z.object({ projectId: IdSchema, fileIds: OptionalIdListSchema });

export const PidFileQuery = z.object({ projectId: IdSchema, fileId: IdSchema });

const current = z.coerce.number<number | string>().int().min(1).default(1);
const size = z.coerce
  .number<number | string>()
  .int()
  .min(1)
  .max(PID_DETAIL_PAGE_MAX)
  .default(PID_DETAIL_PAGE_MAX);

export const PidDetailPageQuery = z.object({
  projectId: IdSchema,
  pfileId: IdSchema,
  type: z.enum(DETAIL_TYPES).optional(),
  /** Items a line number's pipeline joins: the line detail's id ('0' for items on top). */
  parentId: z.string().max(64).optional(),
  /** One page of the drawing (1-based); all pages when left out. */
  pageNum: z.coerce.number<number | string>().int().min(1).optional(),
  current,
  size,
});

export const PidTreeQuery = z.object({ projectId: IdSchema, pfileId: IdSchema });

/** A page's SVG (pageNum, default 1) or the whole drawing's details JSON. */
export const PidDownloadQuery = z.object({
  projectId: IdSchema,
  fileId: IdSchema,
  pageNum: z.coerce.number<number | string>().int().min(1).default(1),
});

export interface PidFileRecord {
  id: string;
  fileId: string;
  fileName: string;
  state: PidState;
  numPage: number;
  numSuccess: number;
  /** The failure's translated message (state 99), else ''. */
  reason: string;
  reasonKey: string;
  ruleHash: string;
  counts: Record<string, number>;
  submitTime: string;
  finishTime: string;
  /** The state version (StatusUpdate.stateVersion): orders this answer against pushes. */
  stateVersion: number;
}

export interface PidDetailRow {
  id: string;
  pfileId: string;
  pageNum: number;
  type: DetailTypeName;
  category: string;
  tag: string;
  box: { x: number; y: number; w: number; h: number };
  confidence: number;
  fields: Record<string, string>;
  parentId: string;
}

export interface SubmitAnswer {
  /** Drawings whose run started. */
  started: string[];
  /** Drawings already waiting or being recognised: no second run. */
  running: string[];
  /** The state version each started drawing's "waiting" was written at (StatusUpdate.stateVersion). */
  versions: Record<string, number>;
}
