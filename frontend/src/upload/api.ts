import type { FileIdentity } from '@loopline/shared';
/** The server calls of the upload flow (spec 1 §4, §7), as the engine needs them. */
export interface PartAddress {
  partNumber: number;
  url: string;
}

export interface Challenge {
  challengeId: string;
  start: number;
  end: number;
  nonce: string;
}

export interface Identification {
  isSecond: boolean;
  id: string;
  chunkList: number[];
  challenge?: Challenge;
}

export type { FileIdentity };

/**
 * The part layout of a provisional upload: parts go before the MD5 is known, under a key the client
 * chose (kept across reloads); merge then names the MD5.
 */
export type ProvisionalIdentity = Omit<FileIdentity, 'md5'> & { uploadKey: string };

export interface InitAnswer {
  chunkUrlData: { partList: PartAddress[] };
  chunkList: number[];
}

export interface CheckAnswer {
  /** 200 go on; 5000 ask the user (msg) and go on only if confirmed. */
  code: number;
  msg: string;
}

export interface UploadApi {
  checkFile(body: {
    projectId: string;
    dirId: string;
    fileName: string;
    relativePath?: string;
    fileSize: number;
    md5?: string;
  }): Promise<CheckAnswer>;
  identify(
    md5: string,
    fileSize: number,
    answer?: { challengeId: string; proof: string },
  ): Promise<Identification>;
  init(identity: FileIdentity | ProvisionalIdentity): Promise<InitAnswer>;
  /** With `uploadKey`, merges that provisional upload as the content `md5`. */
  merge(
    identity: FileIdentity & { uploadKey?: string; parts: { partNumber: number; etag: string }[] },
  ): Promise<{ id: string }>;
  abort(md5: string, fileSize: number): Promise<void>;
  abortProvisional(uploadKey: string, fileSize: number): Promise<void>;
  saveFile(body: {
    projectId: string;
    dirId: string;
    fileId: string;
    fileName: string;
  }): Promise<{ id: string }>;
  saveFolderFile(body: {
    projectId: string;
    dirId: string;
    fileId: string;
    filePath: string;
  }): Promise<{ id: string }>;
}

/** Failure of a server call with the server's (translated) message. */
export class UploadCallError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
    this.name = 'UploadCallError';
  }
}

interface EnvelopeLike<T> {
  code: number;
  msg: string;
  data: T;
}

/** An envelope's data, or its (translated) message as an UploadCallError. */
export async function dataOf<T>(promise: Promise<EnvelopeLike<T>>): Promise<T> {
  const envelope = await promise;
  if (envelope.code !== 200) throw new UploadCallError(envelope.msg, envelope.code);
  return envelope.data;
}

/** The envelope transport the upload code is given (the SPA's HTTP client, or fetch in Node). */
export type EnvelopePost = <T>(path: string, body: unknown) => Promise<EnvelopeLike<T>>;

/**
 * The API over any envelope-speaking transport: the SPA's HTTP client in the browser, a plain
 * fetch in Node (tests and the benchmark run this same engine).
 */
export function uploadApi(
  post: EnvelopePost,
  get: <T>(path: string, query: Record<string, string | number>) => Promise<EnvelopeLike<T>>,
  prefix = '/api/cloud/file',
): UploadApi {
  const ok = dataOf;
  return {
    checkFile: async (body) => {
      const envelope = await post<unknown>(`${prefix}/checkFile`, body);
      if (envelope.code !== 200 && envelope.code !== 5000)
        throw new UploadCallError(envelope.msg, envelope.code);
      return { code: envelope.code, msg: envelope.msg };
    },
    identify: (md5, fileSize, answer) =>
      ok(get<Identification>(`${prefix}/${md5}`, { fileSize, ...(answer ?? {}) })),
    init: (identity) => ok(post(`${prefix}/multipart/init`, identity)),
    merge: (identity) => ok(post(`${prefix}/multipart/merge`, identity)),
    abort: async (md5, fileSize) => {
      await ok(post(`${prefix}/multipart/abort`, { md5, fileSize }));
    },
    abortProvisional: async (uploadKey, fileSize) => {
      await ok(post(`${prefix}/multipart/abort`, { uploadKey, fileSize }));
    },
    saveFile: (body) => ok(post('/api/cloud/file/info/uploadFileSave', body)),
    saveFolderFile: (body) => ok(post('/api/cloud/file/info/uploadFolderSave', body)),
  };
}
