import type { Page } from '@loopline/shared';
import type { RequestInput } from '@loopline/shared/contracts/input';
import type {
  CircuitAddBody,
  PipelineAddBody,
  PipelineCheckAnswer,
  PipelineCheckBody,
  SuspectQuery,
  SuspectWord,
} from '@loopline/shared/contracts/pidDetail';
import type { PidDetailRow } from '@loopline/shared/contracts/recognition';
import { PID_DETAIL_PAGE_MAX } from '@loopline/shared/contracts/recognition';
import { http } from './client.ts';

/** Pipe runs drawn by hand and words the recogniser missed (spec 1 §7 pidDetail, spec 3 §7 suspects). */

export type { PipelineCheckAnswer, SuspectWord } from '@loopline/shared/contracts/pidDetail';

/** "Do not add duplicate pipe runs": the code pipeline/check and pipeline/add refuse a line number with. */
export const DUPLICATE_REFUSAL = 400;

/**
 * pipeline/check: the line number as it would be added. A duplicate is answered 400 with the server's
 * message, which the caller shows by its field (no toast).
 */
export function checkPipeline(input: RequestInput<typeof PipelineCheckBody>) {
  return http
    .post<PipelineCheckAnswer>('/api/pidDetail/pipeline/check', input, {
      silentCodes: [DUPLICATE_REFUSAL],
    })
    .then((envelope) => envelope.data);
}

/** pipeline/add: a line number drawn on the page becomes a pipe run joining the items given. */
export function addPipeline(input: RequestInput<typeof PipelineAddBody>) {
  return http.post<PidDetailRow>('/api/pidDetail/pipeline/add', input, {
    silentCodes: [DUPLICATE_REFUSAL],
  });
}

/** pipeline/circuit/add: items joined to a pipe run. */
export function addToPipeline(input: RequestInput<typeof CircuitAddBody>) {
  return http.post<PidDetailRow[]>('/api/pidDetail/pipeline/circuit/add', input);
}

/** suspectedUnidentification: words of a page the rules read as tags that no box covers. */
export function missedTags(projectId: string, pfileId: string, pageNum: number) {
  return http
    .get<Page<SuspectWord>>('/api/pidFile/suspectedUnidentification', {
      ...({
        projectId,
        pfileId,
        pageNum,
        current: 1,
        size: PID_DETAIL_PAGE_MAX,
      } satisfies RequestInput<typeof SuspectQuery>),
    })
    .then((envelope) => envelope.data.records);
}
