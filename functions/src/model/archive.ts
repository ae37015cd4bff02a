import { normalizeSuffix, PARSABLE_SUFFIXES } from '@loopline/shared';
import { unzipSync } from 'fflate';
import { DEFAULT_LIMITS } from '../convert/limits.ts';
import { ModelFailed } from './errors.ts';

/**
 * Models uploaded as a zip (the ifcZIP convention, uploadModelZipSave): the archive holds one
 * parsable model, possibly beside companion files. The save reads only the zip's central directory
 * (ranged reads: the object may be large); the parse extracts the main model in memory, capped.
 */

/** Upload names taken as a model archive. */
export const MODEL_ARCHIVE_SUFFIXES = new Set(['zip', 'ifczip']);

const PARSABLE = new Set<string>(PARSABLE_SUFFIXES);
const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
/** The end record (22 bytes) plus the longest comment a zip can carry. */
export const ZIP_TAIL_BYTES = 22 + 0xffff;

/** One file of a zip's directory. */
export interface ZipListing {
  name: string;
  /** Uncompressed size in bytes. */
  size: number;
}

/** Why an archive cannot be saved as a model (message keys, answered as 400). */
export type ArchiveProblem =
  | 'model.zipNotZip'
  | 'model.zipNoModel'
  | 'model.zipManyModels'
  | 'model.tooLarge';

/** Where the central directory lies, from the zip's tail; null when the tail is not a zip's. */
export function centralDirectoryOf(tail: Uint8Array): { offset: number; size: number } | null {
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  for (let at = tail.byteLength - 22; at >= 0; at--) {
    if (view.getUint32(at, true) !== EOCD_SIGNATURE) continue;
    const size = view.getUint32(at + 12, true);
    const offset = view.getUint32(at + 16, true);
    // ZIP64 archives mark these fields 0xFFFFFFFF; they are not read here (over 4 GB anyway).
    if (size === 0xffffffff || offset === 0xffffffff) return null;
    return { offset, size };
  }
  return null;
}

/** The files listed by a central directory; null when it is not one. */
export function listCentralDirectory(directory: Uint8Array): ZipListing[] | null {
  const view = new DataView(directory.buffer, directory.byteOffset, directory.byteLength);
  const decoder = new TextDecoder();
  const files: ZipListing[] = [];
  let at = 0;
  while (at + 46 <= directory.byteLength) {
    if (view.getUint32(at, true) !== CENTRAL_SIGNATURE) return null;
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const name = decoder.decode(directory.subarray(at + 46, at + 46 + nameLength));
    if (!name.endsWith('/')) files.push({ name, size });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return at === directory.byteLength ? files : null;
}

/** macOS resource forks and hidden files are never the model. */
const ignored = (name: string) =>
  name.startsWith('__MACOSX/') || name.split('/').some((s) => s.startsWith('.'));

const suffixOfPath = (name: string) => {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? normalizeSuffix(base.slice(dot + 1)) : '';
};

/** The archive's main model (the one parsable file), or why there is none. */
export function mainModelOf(files: ZipListing[]): { model: ZipListing } | { problem: ArchiveProblem } {
  const models = files.filter((f) => !ignored(f.name) && PARSABLE.has(suffixOfPath(f.name)));
  if (models.length === 0) return { problem: 'model.zipNoModel' };
  if (models.length > 1) return { problem: 'model.zipManyModels' };
  const model = models[0] as ZipListing;
  if (model.size > DEFAULT_LIMITS.maxInputBytes) return { problem: 'model.tooLarge' };
  return { model };
}

/** The model's suffix and base name, as the converter takes them. */
export function modelNameOf(path: string) {
  return { fileName: path.slice(path.lastIndexOf('/') + 1), suffix: suffixOfPath(path) };
}

/**
 * The bytes of `path` inside a zip held in memory, as if it had been uploaded alone. Only that
 * entry is inflated, and only when its declared size is within the converter's input cap.
 */
export function extractModel(zip: Uint8Array, path: string): Uint8Array {
  let tooLarge = false;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip, {
      filter: (file) => {
        if (file.name !== path) return false;
        if (file.originalSize > DEFAULT_LIMITS.maxInputBytes) tooLarge = true;
        return !tooLarge;
      },
    });
  } catch {
    throw new ModelFailed('model.corrupt');
  }
  if (tooLarge) throw new ModelFailed('model.tooLarge');
  const bytes = files[path];
  if (!bytes) throw new ModelFailed('model.corrupt');
  return bytes;
}
