/** Upload limits and sizes shared by the SPA's upload engine and the server (spec 1 §4, §5, §9). */
export const MAX_FILE_BYTES = 4 * 1024 ** 3;
/** Multipart part size: 5 MB (5,242,880 bytes). */
export const CHUNK_SIZE = 5 * 1024 * 1024;
/** MD5 is computed over 2 MB slices (resumable between slices). */
export const HASH_SLICE = 2 * 1024 * 1024;
/** Parts in flight at once; the spec's one is a floor, not a ceiling. */
export const UPLOAD_CONCURRENCY = 4;
/** Bytes of the server-chosen range a client hashes to prove it has a file before an instant upload. */
export const PROOF_RANGE = 64 * 1024;
/** Storage credentials for the alternative upload type are refreshed this often (ms). */
export const STS_REFRESH_MS = 3_600_000;

export type UploadProblem = 'upload.exceedsLimit' | 'upload.empty' | null;

/** What is wrong with a file's size for upload, if anything. */
export function uploadSizeProblem(size: number): UploadProblem {
  if (size >= MAX_FILE_BYTES) return 'upload.exceedsLimit';
  if (size <= 0) return 'upload.empty';
  return null;
}

export const chunkCount = (size: number, chunkSize = CHUNK_SIZE) => Math.max(1, Math.ceil(size / chunkSize));

export const UPLOAD_RECORD_TYPES = ['upload', 'fail', 'load'] as const;
export type UploadRecordType = (typeof UPLOAD_RECORD_TYPES)[number];

/** What init and merge name: the content, its size and how it is cut into parts. */
export interface FileIdentity {
  md5: string;
  fileName: string;
  fileSize: number;
  chunkSize: number;
  chunkNum: number;
}
