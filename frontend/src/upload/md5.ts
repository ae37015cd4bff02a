import { HASH_SLICE } from '@loopline/shared';
import { createMD5 } from 'hash-wasm';

/** Where an interrupted hash stands: bytes hashed so far and the hasher's saved state. */
export interface HashCheckpoint {
  offset: number;
  state: Uint8Array;
}

export interface HashOptions {
  /** Continue from a checkpoint instead of the start. */
  resume?: HashCheckpoint | null;
  /** Called after each 2 MB slice. */
  onCheckpoint?: (checkpoint: HashCheckpoint) => void;
  onProgress?: (hashedBytes: number) => void;
  signal?: AbortSignal;
}

/**
 * MD5 of a file over 2 MB slices (spec 1 §4) with hash-wasm. The hasher's state is saved after
 * every slice so an interrupted hash (a paused upload, a reloaded page) resumes where it stopped.
 */
export async function md5OfBlob(blob: Blob, options: HashOptions = {}): Promise<string> {
  const hasher = await createMD5();
  hasher.init();
  let offset = 0;
  if (options.resume && options.resume.offset <= blob.size) {
    hasher.load(options.resume.state);
    offset = options.resume.offset;
  }
  while (offset < blob.size) {
    options.signal?.throwIfAborted();
    const end = Math.min(offset + HASH_SLICE, blob.size);
    hasher.update(new Uint8Array(await blob.slice(offset, end).arrayBuffer()));
    offset = end;
    options.onCheckpoint?.({ offset, state: hasher.save() });
    options.onProgress?.(offset);
  }
  return hasher.digest('hex');
}

/** The answer to a possession challenge: MD5(nonce ‖ bytes[start, end)). */
export async function possessionProof(blob: Blob, challenge: { start: number; end: number; nonce: string }) {
  const hasher = await createMD5();
  hasher.init();
  hasher.update(challenge.nonce);
  hasher.update(new Uint8Array(await blob.slice(challenge.start, challenge.end).arrayBuffer()));
  return hasher.digest('hex');
}

const SAMPLE_SLICE = 256 * 1024;

/**
 * MD5 of the size and three 256 KB slices (start, middle, end): cheap to read, and it tells a
 * resume record of a file from one of a different file that has the same name, size and date.
 */
export async function contentSample(blob: Blob): Promise<string> {
  const hasher = await createMD5();
  hasher.init();
  hasher.update(String(blob.size));
  const middle = Math.max(0, Math.floor(blob.size / 2) - SAMPLE_SLICE / 2);
  for (const start of [0, middle, Math.max(0, blob.size - SAMPLE_SLICE)])
    hasher.update(new Uint8Array(await blob.slice(start, start + SAMPLE_SLICE).arrayBuffer()));
  return hasher.digest('hex');
}
