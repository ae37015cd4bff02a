import type { Envelope } from '@loopline/shared';
import type { RequestInput } from '@loopline/shared/contracts/input';
import type {
  IdentifyProgressInput,
  PidFileQuery,
  PidFileRecord,
  RecSubmitBody,
  SubmitAnswer,
} from '@loopline/shared/contracts/recognition';
import { http } from './client.ts';
import type { RequestOptions } from './http.ts';

/** P&ID recognition runs (spec 1 §7 "Drawing recognition"): submit, progress and a drawing's record. */

export type { PidFileRecord } from '@loopline/shared/contracts/recognition';

const data = <T>(envelope: Envelope<T>) => envelope.data;

/** Starts recognising drawings: the files given and the drawings below the folders given. */
export function submitRecognition(projectId: string, fileIds: string[], dirIds: string[]) {
  return http.post<SubmitAnswer>('/api/recTask/submit', {
    projectId,
    fileIds,
    dirIds,
  } satisfies RequestInput<typeof RecSubmitBody>);
}

/** State and numSuccess/numPage of drawings of a project (only those with a record are answered). */
export function identifyProgress(projectId: string, fileIds: string[], options?: RequestOptions) {
  return http
    .post<PidFileRecord[]>(
      '/api/cloud/file/schedule/identifyProgress',
      { projectId, fileIds } satisfies RequestInput<typeof IdentifyProgressInput>,
      options,
    )
    .then(data);
}

/** A drawing's P&ID record (its failure reason in the caller's language); null when never submitted. */
export function pidFileOf(projectId: string, fileId: string, options?: RequestOptions) {
  return http
    .get<PidFileRecord | null>(
      '/api/pidFile/selectByFileId',
      { projectId, fileId } satisfies RequestInput<typeof PidFileQuery>,
      options,
    )
    .then(data);
}
