import { z } from 'zod';
import { IdSchema, idListSchema } from './ids.ts';
import { DETAIL_TYPES, type DetailTypeName, type PidDetailRow } from './recognition.ts';

/**
 * Corrections to a recognised drawing (spec 1 §7 pidDetail, pidFile PUT, recTask topoRelation/topoStatus;
 * spec 3 §7 suspect and threshold, selectDeviceType). Every call names the project and the drawing
 * (`pfileId` = the drawing's file entry id). Reads need viewFile, changes editFile. Boxes are in the
 * page units of the stored page SVG (its viewBox): PDF points for vector pages, pixels for scans.
 *
 * Answers (`data`): addRectBox `AddRectBoxAnswer`; editRectBox, pipeline/add, circuit/remove `PidDetailRow`;
 * circuit/add `PidDetailRow[]` (the items moved); DELETE {id} and pipeline/remove `{ id }`; pipeline/check
 * `PipelineCheckAnswer` (400 "Do not add duplicate pipe runs" when the page has the line number); relevance
 * `RelevanceAnswer`; topoRelation and topoStatus `TopoStatusAnswer`; PUT pidFile `PidFileEditState`;
 * getThreshold/updateThreshold `ThresholdAnswer`; suspectedError a page of `PidDetailRow` plus `threshold`;
 * suspectedUnidentification a page of `SuspectWord`; selectDeviceType `DicItem[]` (contracts/pidRules);
 * exportRelationshipTree an xlsx file. Every change answers a translated success message (`msg`).
 */

/** The most items one pipe-run change may touch: a change is one transaction (nothing half-written). */
export const PIPE_RUN_MAX_ITEMS = 90;
export const TAG_MAX_LENGTH = 128;
/** Confidence threshold used when neither the drawing nor its project set one. */
export const DEFAULT_SUSPECT_THRESHOLD = 0.8;

const coord = z.coerce.number<number | string>().finite().min(0).max(1_000_000);
const extent = z.coerce.number<number | string>().finite().gt(0).max(1_000_000);
export const DetailBoxSchema = z.object({ x: coord, y: coord, w: extent, h: extent });
export type DetailBox = z.output<typeof DetailBoxSchema>;

const pageNum = z.coerce.number<number | string>().int().min(1);
const tag = z.string().trim().max(TAG_MAX_LENGTH, { error: 'pid.tagTooLong' });
const category = z.string().trim().max(64);

const scope = { projectId: IdSchema, pfileId: IdSchema };
/** The drawing a call is about: DELETE /api/pidDetail/{id}, exportRelationshipTree and topoStatus take it as query. */
export const PidDetailScope = z.object(scope);

/** A detail id: `p<page>-<n>` for recognised items, `p<page>-u<…>` for drawn ones. */
export const PidDetailParams = z.object({ id: IdSchema });

/**
 * addRectBox: a box the user drew on a page. The words inside it are read from the page's stored words
 * and classified by the drawing's rule set; `tag` and `type` left out take the suggestion.
 */
export const AddRectBoxBody = z.object({
  ...scope,
  pageNum,
  box: DetailBoxSchema,
  type: z.enum(DETAIL_TYPES).optional(),
  category: category.optional(),
  tag: tag.optional(),
});
export type AddRectBoxInput = z.input<typeof AddRectBoxBody>;

/** editRectBox: move/resize, retag, retype or recategorise one detail; at least one change. */
export const EditRectBoxBody = z
  .object({
    ...scope,
    id: IdSchema,
    box: DetailBoxSchema.optional(),
    type: z.enum(DETAIL_TYPES).optional(),
    category: category.optional(),
    tag: tag.optional(),
  })
  .refine((b) => b.box || b.type || b.category !== undefined || b.tag !== undefined, {
    error: 'pid.nothingToChange',
  });
export type EditRectBoxInput = z.input<typeof EditRectBoxBody>;

/** What the rules read in a box (addRectBox answers it beside the stored row). */
export interface TagSuggestion {
  /** The words inside the box, in reading order. */
  text: string;
  /** The tag the rule set reads ('' when none). */
  tag: string;
  type: DetailTypeName | null;
  fields: Record<string, string>;
}

export interface AddRectBoxAnswer {
  detail: PidDetailRow;
  suggestion: TagSuggestion;
}

/**
 * pipeline/add: a pipe run, i.e. a line number (a `line` detail) drawn on a page, optionally joining
 * items at once. The same line number twice on one page is refused: "Do not add duplicate pipe runs".
 */
export const PipelineAddBody = z.object({
  ...scope,
  pageNum,
  tag: tag.min(1, { error: 'pid.lineNumberRequired' }),
  box: DetailBoxSchema,
  itemIds: idListSchema({ max: PIPE_RUN_MAX_ITEMS }).optional().default([]),
});
export type PipelineAddInput = z.input<typeof PipelineAddBody>;

/** pipeline/check: may this line number be added as a pipe run on this page (400 duplicate when not)? */
export const PipelineCheckBody = z.object({
  ...scope,
  pageNum,
  tag: tag.min(1, { error: 'pid.lineNumberRequired' }),
});
export type PipelineCheckInput = z.input<typeof PipelineCheckBody>;

export interface PipelineCheckAnswer {
  /** The line number as the rule set writes it (the text as given when it does not read as one). */
  tag: string;
  /** The drawing's rule set reads the text as a line number. */
  readsAsLine: boolean;
  fields: Record<string, string>;
}

/** pipeline/remove (id = the line detail): the run goes, its items stay, joined by no run. */
export const PipelineRemoveQuery = z.object({ ...scope, id: IdSchema });

/** pipeline/circuit/add: items joined to a pipe run (id = the line detail). */
export const CircuitAddBody = z.object({
  ...scope,
  id: IdSchema,
  itemIds: idListSchema({ min: 1, max: PIPE_RUN_MAX_ITEMS }),
});
export type CircuitAddInput = z.input<typeof CircuitAddBody>;

/** pipeline/circuit/remove (id = an item): the item leaves its pipe run. */
export const CircuitRemoveQuery = z.object({ ...scope, id: IdSchema });

/** pipeline/relevance: what a detail is related to (its run, the run's items, its loop). */
export const RelevanceBody = z.object({ ...scope, id: IdSchema });
export type RelevanceInput = z.input<typeof RelevanceBody>;

export interface RelevanceAnswer {
  detail: PidDetailRow;
  /** The line detail of the run joining it (the detail itself for a line), null when none. */
  pipeline: PidDetailRow | null;
  /** The items the run joins. */
  items: PidDetailRow[];
  /** The loop of an instrument or valve by the circuit rules, with the tags of the drawing in it. */
  loop: { loopNumber: string; tags: string[] } | null;
}

/** PUT /api/pidFile/{id} (id = the drawing's file id): the drawing's review mark and its own threshold. */
export const PidFileUpdateBody = z
  .object({
    projectId: IdSchema,
    /** The user checked the drawing's results. */
    reviewed: z.boolean().optional(),
    /** The drawing's own suspect threshold; null returns to the project's. */
    threshold: z.number().min(0).max(1).nullable().optional(),
  })
  .refine((b) => b.reviewed !== undefined || b.threshold !== undefined, {
    error: 'pid.nothingToChange',
  });
export type PidFileUpdateInput = z.input<typeof PidFileUpdateBody>;
export const PidFileParams = z.object({ id: IdSchema });

/** recTask/topoRelation: recompute the pipe runs of a drawing's pages (one page, or all) from their lines. */
export const TopoRelationBody = z.object({ ...scope, pageNum: pageNum.optional() });
export type TopoRelationInput = z.input<typeof TopoRelationBody>;

export interface TopoStatusAnswer {
  /** never: no recompute since recognition; current: none since the last edit; stale: edits since. */
  status: 'never' | 'current' | 'stale';
  topoTime: string;
  /** Pages recomputed by the last recompute, and the items it joined to runs. */
  pages: number[];
  joined: number;
}

/** Threshold scope: a drawing (pfileId) or, without it, the project. */
export const ThresholdQuery = z.object({ projectId: IdSchema, pfileId: IdSchema.optional() });
export const UpdateThresholdBody = z.object({
  projectId: IdSchema,
  pfileId: IdSchema.optional(),
  /** 0..1; null forgets this level's own value. */
  threshold: z.number().min(0).max(1).nullable(),
});
export type UpdateThresholdInput = z.input<typeof UpdateThresholdBody>;

export interface ThresholdAnswer {
  threshold: number;
  level: 'file' | 'project' | 'default';
}

const current = z.coerce.number<number | string>().int().min(1).default(1);
const size = z.coerce.number<number | string>().int().min(1).max(5000).default(500);
/** suspectedError: details below the threshold; suspectedUnidentification: tag-like words no detail covers. */
export const SuspectQuery = z.object({ ...scope, pageNum: pageNum.optional(), current, size });

export interface SuspectWord {
  pageNum: number;
  text: string;
  tag: string;
  type: DetailTypeName;
  box: DetailBox;
  confidence: number;
}

/** selectDeviceType: device types of a category and/or box type (dictionary pidDeviceType). */
export const SelectDeviceTypeQuery = z.object({
  category: z.string().trim().max(64).optional(),
  boxType: z.string().trim().max(64).optional(),
});

/** PUT /api/pidFile/{id} answers the drawing's edit state. */
export interface PidFileEditState {
  fileId: string;
  reviewed: boolean;
  /** The drawing's own threshold, null when it uses its project's. */
  threshold: number | null;
}
