/**
 * File preview rules shared by the API and the SPA (spec 1 §2 preview page, §4 preview states,
 * §5 refusal rules and supported preview types).
 */

/** The viewer kinds of the preview page; 'txt' is the plain-text viewer. */
export const PREVIEW_TYPES = ['model', 'pdf', 'svg', 'img', 'mp4', 'mp3', 'txt'] as const;
export type PreviewType = (typeof PREVIEW_TYPES)[number];

/**
 * Suffixes per viewer kind (spec 1 §5). The spec lists txt under pdf; it is shown by the text
 * viewer here. dxf is not in the spec's lists: it is the exchange twin of dwg and previewed like it.
 */
export const PREVIEW_SUFFIXES: Record<PreviewType, readonly string[]> = {
  model: [
    'wlkx',
    'wlk',
    'step',
    'stp',
    'ifc',
    'obj',
    'fbx',
    'gltf',
    'glb',
    'dwf',
    'sldprt',
    'sldasm',
    'rvm',
    'vue',
    'iges',
    'igs',
    'brep',
    'stl',
    'ply',
    '3ds',
    'dae',
    'skp',
    'rvt',
    'nwd',
    'prt',
    'catpart',
    'catproduct',
  ],
  pdf: ['pdf', 'dwg', 'dxf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'],
  svg: ['svg'],
  img: ['jpg', 'png', 'jpeg', 'bmp', 'gif', 'tiff', 'tif'],
  mp4: ['mp4', 'flv', 'mkv', 'mov', 'mpeg', 'avi', 'rmvb', 'rm', '3gp'],
  mp3: ['mp3', 'wav', 'aac', 'wma', 'ac3', 'ogg', 'mid'],
  txt: ['txt'],
};

/** Largest text file the preview shows (spec 1 §5, §9): 102400 bytes and more are refused. */
export const TEXT_PREVIEW_MAX_BYTES = 102400;

/** Preview states of an entry (spec 1 §4). */
export const PREVIEW_STATE = { notStarted: 0, loading: 1, loaded: 2, failed: -1 } as const;
/** Recognition states of an entry (spec 1 §4). */
export const RECOGNITION_STATE = { recognising: 10, waiting: 20, identified: 90, failed: 99 } as const;

const SUFFIX_TYPES: ReadonlyMap<string, PreviewType> = new Map(
  PREVIEW_TYPES.flatMap((type) => PREVIEW_SUFFIXES[type].map((suffix) => [suffix, type] as const)),
);

/** A suffix as stored or typed ('.DWG', 'Dwg', 'dwg') in lower case without the dot. */
export function normalizeSuffix(suffix: string): string {
  return suffix.trim().replace(/^\./, '').toLowerCase();
}

/** The viewer kind of a suffix, or null when the format is not previewed. */
export function previewTypeOf(suffix: string): PreviewType | null {
  return SUFFIX_TYPES.get(normalizeSuffix(suffix)) ?? null;
}

/**
 * What the server hands the viewer: the original bytes, or a rendition converted from them
 * (office → pdf, dwg/dxf → svg, tiff → png, other video → mp4, wma/ac3 → mp3, any text → UTF-8).
 * An uploaded svg is served sanitised ('svg'). Null for suffixes that are not previewed or are models.
 */
export type PreviewRendition = 'original' | 'pdf' | 'svg' | 'png' | 'mp4' | 'mp3' | 'text';

const RENDITIONS: Readonly<Record<string, PreviewRendition>> = {
  doc: 'pdf',
  docx: 'pdf',
  xls: 'pdf',
  xlsx: 'pdf',
  ppt: 'pdf',
  pptx: 'pdf',
  dwg: 'svg',
  dxf: 'svg',
  svg: 'svg',
  tif: 'png',
  tiff: 'png',
  txt: 'text',
  wma: 'mp3',
  ac3: 'mp3',
};
/** Video the browsers play as is; the rest of the mp4 list is transcoded. */
const BROWSER_VIDEO = new Set(['mp4']);

export function previewRendition(suffix: string): PreviewRendition | null {
  const normalized = normalizeSuffix(suffix);
  const type = previewTypeOf(normalized);
  if (type === null || type === 'model') return null;
  if (type === 'mp4') return BROWSER_VIDEO.has(normalized) ? 'original' : 'mp4';
  return RENDITIONS[normalized] ?? 'original';
}

/** The fields of a file entry (spec 1 §3) the refusal rules read. */
export interface PreviewEntry {
  fileSuffix: string;
  /** Size in bytes. */
  fileSize: number;
  /** The display size ('12.5KB'); '0B' and '-' are refused as the spec words it. */
  fileSizes?: string;
  /** Model parse state ('' when the file was never submitted as a model). */
  isModel?: string | null;
  /** Preview state (spec 1 §4); absent is treated as 0 (not started). */
  preview?: number | null;
  /** Recognition state (spec 1 §4); null when never recognised. */
  state?: number | null;
}

export type PreviewRefusalKey =
  | 'fileSizeTip'
  | 'formatNotSupported'
  | 'fileTooLargeTip'
  | 'modelPreviewTip'
  | 'previewTip'
  | 'previewTip1'
  | 'previewTip2';

export interface PreviewContext {
  /** The web preview refuses models (they open in the model viewer); default true. */
  web?: boolean;
}

function isEmptySize(entry: PreviewEntry): boolean {
  const display = entry.fileSizes?.trim();
  return display === '0B' || display === '-' || entry.fileSize <= 0;
}

/**
 * A file submitted as a model (parsing, parsed or failed). Uploads mark every parsable suffix '1'
 * (unparsed), dwg included: such a dwg is still a drawing and previewed as one.
 */
function isModelEntry(entry: PreviewEntry): boolean {
  return (
    entry.isModel !== undefined && entry.isModel !== null && entry.isModel !== '' && entry.isModel !== '1'
  );
}

/**
 * Why an entry may not be previewed, as the spec's message key, or null when it may be
 * (spec 1 §5; the rules are checked in the spec's order after the format is known).
 */
export function previewRefusal(entry: PreviewEntry, context: PreviewContext = {}): PreviewRefusalKey | null {
  if (isEmptySize(entry)) return 'fileSizeTip';
  const suffix = normalizeSuffix(entry.fileSuffix);
  const type = previewTypeOf(suffix);
  if (type === null) return 'formatNotSupported';
  if (type === 'txt' && entry.fileSize >= TEXT_PREVIEW_MAX_BYTES) return 'fileTooLargeTip';
  if (suffix === 'dwg' && isModelEntry(entry)) return 'modelPreviewTip';
  if (type === 'model' && context.web !== false) return 'modelPreviewTip';
  const preview = entry.preview ?? PREVIEW_STATE.notStarted;
  if (preview !== PREVIEW_STATE.notStarted && preview !== PREVIEW_STATE.loaded) return 'previewTip';
  if (entry.state === RECOGNITION_STATE.recognising || entry.state === RECOGNITION_STATE.waiting) {
    return 'previewTip1';
  }
  if (entry.state === RECOGNITION_STATE.failed) return 'previewTip2';
  return null;
}
