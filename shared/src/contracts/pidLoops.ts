import { z } from 'zod';
import { IdSchema, OptionalIdSchema } from './ids.ts';

/**
 * Instrument loops, the instrument index, attribute import from a project's xlsx, and DEXPI export of a
 * recognised drawing (spec 1 §7 `instrumentLoop`, `instrumentIndex`, `pidFile/getDataExcelHead`,
 * `pidFile/batchImportData`; spec 3 §7). A drawing is named by its project and its file entry id
 * (`pfileId`: one P&ID record per drawing). Loops and index edits belong to the drawing's current run.
 */

/** The most tags one loop holds, and the most index rows one updateIndex call edits. */
const LOOP_TAGS_MAX = 200;
const INDEX_UPDATE_MAX = 500;
/** Index page size cap, and the most data rows an imported sheet may have. */
const INDEX_PAGE_MAX = 1000;
export const IMPORT_ROWS_MAX = 5000;
/** Longest loop number, tag and attribute value accepted. */
const LOOP_NUM_MAX = 64;
const TAG_MAX = 64;
const VALUE_MAX = 500;

/** A loop number or a tag as drawn: printable, trimmed, no control characters. */
const text = (max: number) =>
  z
    .string({ error: 'common.required' })
    .trim()
    .min(1, { error: 'common.required' })
    .max(max, { error: 'pid.loop.tooLong' })
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    .regex(/^[^\u0000-\u001f\u007f]+$/, { error: 'pid.loop.badText' });

const LoopNumSchema = text(LOOP_NUM_MAX);
const TagSchema = text(TAG_MAX);

/** Tags as an array, or comma-joined (form posts). */
const tagList = z
  .union([z.array(z.string()), z.string()])
  .transform((v) =>
    Array.isArray(v)
      ? v
      : v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
  )
  .pipe(z.array(TagSchema).max(LOOP_TAGS_MAX, { error: 'pid.loop.tooManyTags' }));

const description = z.string().trim().max(VALUE_MAX, { error: 'pid.loop.tooLong' });

/** Which drawing: the project and the drawing's file entry id (getLoopNums, exportIndex). */
export const PidDrawingScope = z.object({ projectId: IdSchema, pfileId: IdSchema });

// ---- instrumentLoop ----

export const AllLoopQuery = PidDrawingScope.extend({
  /** Loops with a member on this page (1-based); every loop when left out. */
  pageNum: z.coerce.number<number | string>().int().min(1).optional(),
});

/** saveLoop: a new loop; its number must be free in the drawing, each tag on the drawing and in no other loop. */
export const SaveLoopBody = PidDrawingScope.extend({
  loopNum: LoopNumSchema,
  tags: tagList.default([]),
  description: description.default(''),
});

/** updateLoop: replace a loop's tags and/or description. */
export const UpdateLoopBody = PidDrawingScope.extend({
  id: IdSchema,
  tags: tagList.optional(),
  description: description.optional(),
});

/** checkLoopNum: is the number taken (by a loop other than `id`, when given)? */
export const CheckLoopNumQuery = PidDrawingScope.extend({ loopNum: LoopNumSchema, id: OptionalIdSchema });

export const EditLoopNumBody = PidDrawingScope.extend({ id: IdSchema, loopNum: LoopNumSchema });

export const DeleteLoopBody = PidDrawingScope.extend({ id: IdSchema });

export const RemoveTagBody = PidDrawingScope.extend({ id: IdSchema, tag: TagSchema });

/** A member of a loop, joined with the drawing's current detail rows ('' / 0 when the tag is no longer drawn). */
export interface LoopMember {
  tag: string;
  detailId: string;
  type: string;
  category: string;
  pageNum: number;
}

export interface LoopRecord {
  id: string;
  pfileId: string;
  loopNum: string;
  description: string;
  /** 'recognised' when seeded from the recognition run, 'user' when saved by a person. */
  source: 'recognised' | 'user';
  members: LoopMember[];
  updateTime: string;
}

export interface CheckLoopNumAnswer {
  exists: boolean;
  /** The loop holding the number, when taken. */
  id: string;
}

// ---- instrumentIndex ----

/** Index columns a person may edit (inline or by import); the others come from recognition. */
export const INDEX_FIELDS = ['service', 'location', 'range', 'unit', 'signal', 'remark'] as const;
export type IndexField = (typeof INDEX_FIELDS)[number];

export const IndexListQuery = PidDrawingScope.extend({
  /** Part of a tag, loop number or line number (case-insensitive). */
  keyword: z.string().trim().max(TAG_MAX).optional(),
  current: z.coerce.number<number | string>().int().min(1).default(1),
  size: z.coerce.number<number | string>().int().min(1).max(INDEX_PAGE_MAX).default(20),
});

const indexValues = z
  .object(Object.fromEntries(INDEX_FIELDS.map((f) => [f, z.string().trim().max(VALUE_MAX).optional()])))
  .strict() as z.ZodType<Partial<Record<IndexField, string>>>;

/** updateIndex: inline edits, by tag; a field left out keeps its value, '' clears it. */
export const UpdateIndexBody = PidDrawingScope.extend({
  rows: z
    .array(z.object({ tag: TagSchema, values: indexValues }))
    .min(1, { error: 'common.required' })
    .max(INDEX_UPDATE_MAX, { error: 'pid.index.tooManyRows' }),
});

/** One instrument of the drawing (one row per distinct tag: instruments and control valves). */
export interface IndexRecord extends Record<IndexField, string> {
  tag: string;
  functionLetters: string;
  loopNum: string;
  mounting: string;
  lineNumber: string;
  pageNums: number[];
  confidence: number;
}

// ---- attribute import (pidFile) ----

/** getDataExcelHead: the header row of an xlsx entry of the project (its first sheet). */
export const ExcelHeadQuery = z.object({ projectId: IdSchema, fileId: IdSchema });

export interface ExcelHeadAnswer {
  headers: string[];
  /** Data rows below the header. */
  rows: number;
  /** The first data rows, as text, for the mapping dialog. */
  sample: string[][];
}

/** batchImportData: values of the drawing's index rows from an xlsx entry, columns mapped to index fields. */
export const BatchImportBody = PidDrawingScope.extend({
  /** The xlsx file entry (same project). */
  fileId: IdSchema,
  /** The header of the column holding tags. */
  tagColumn: z.string().trim().min(1, { error: 'common.required' }).max(VALUE_MAX),
  mapping: z
    .array(z.object({ column: z.string().trim().min(1).max(VALUE_MAX), field: z.enum(INDEX_FIELDS) }))
    .min(1, { error: 'pid.import.noMapping' })
    .max(INDEX_FIELDS.length),
});

export type ImportRowResult = 'updated' | 'unknownTag' | 'emptyTag' | 'duplicate' | 'invalid';

export interface BatchImportAnswer {
  updated: number;
  rows: { row: number; tag: string; result: ImportRowResult; message: string }[];
}

// ---- DEXPI (beyond the spec) ----

/** A recognised drawing as DEXPI XML (GET /api/pidFile/exportDexpi). */
export const DexpiExportQuery = z.object({ projectId: IdSchema, fileId: IdSchema });

/** Import a DEXPI XML entry of the project as the drawing's ground truth (POST /api/pidFile/importDexpi). */
export const DexpiImportBody = z.object({ projectId: IdSchema, pfileId: IdSchema, fileId: IdSchema });

/** How the drawing's recognition compares with its imported truth (GET /api/pidFile/dexpiEvaluation). */
export const DexpiEvaluationQuery = z.object({ projectId: IdSchema, fileId: IdSchema });

export interface DexpiTruthCounts {
  equipment: number;
  valve: number;
  instrument: number;
  line: number;
  loops: number;
}

export interface TypeScore {
  truth: number;
  found: number;
  matched: number;
  precision: number;
  recall: number;
  f1: number;
}

export interface DexpiEvaluation {
  /** Per item type, by tag text (upper case, spaces, hyphens and underscores ignored; line numbers by their parts in any order); only drawn tags. */
  types: Record<'equipment' | 'valve' | 'instrument' | 'line', TypeScore>;
  /** Truth loops whose member tags the drawing's loops hold exactly. */
  loops: { truth: number; exact: number; rate: number };
  /** Tags of the truth not found, by type (at most 50 each). */
  missing: Record<string, string[]>;
}

/**
 * Tag rules seeded from the drawing's imported DEXPI truth (POST /api/pidFile/seedRulesFromDexpi): rules
 * inferred from its tags, saved for the drawing (`level` file) or its project, or only shown (`preview`).
 */
export const DexpiSeedRulesBody = PidDrawingScope.extend({
  level: z.enum(['file', 'project']).default('file'),
  /** Answer the inferred rules and how many tags they read, saving nothing. */
  preview: z.boolean().optional(),
  /** The user confirmed the rule warnings (space delimiters that need a real space); spec: confirm, then save. */
  confirmed: z.boolean().optional(),
});

/**
 * `GET /api/pidFile/queryProjectXlsFile` (spec 3 §7, suspect and threshold): the workbooks of a project the
 * caller may view, to pick the one getDataExcelHead and batchImportData read. Only .xlsx: the import reads no other.
 */
export const ProjectXlsFileQuery = z.object({
  projectId: IdSchema,
  /** Part of the file name (case-insensitive). */
  keyword: z.string().trim().max(100).optional(),
  current: z.coerce.number<number | string>().int().min(1).default(1),
  size: z.coerce.number<number | string>().int().min(1).max(500).default(50),
});

export interface ProjectXlsFile {
  /** The entry id getDataExcelHead and batchImportData take as fileId. */
  id: string;
  fileName: string;
  fileSize: number;
  /** The folder holding it (the project id for the root). */
  parentId: string;
  /** Its folder path from the root, '/'-joined folder names ('' at the root). */
  path: string;
  updateTime: string;
}
