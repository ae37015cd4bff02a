import { PREVIEW_STATE } from '@loopline/shared';
import { deleteRenditionObjects } from '../derived/index.ts';
import { pushPreviewState } from './notify.ts';
import { finishConversion } from './state.ts';

/** One run of the preview state machine: the entry it converts. */
export interface PreviewJob {
  projectId: string;
  id: string;
}

/** Ends a run: records the outcome, or cleans up when the entry was deleted meanwhile. */
export async function finish(job: PreviewJob, outcome: Parameters<typeof finishConversion>[2]) {
  if (!(await finishConversion(job.projectId, job.id, outcome))) {
    await deleteRenditionObjects(job);
    return { ...job, preview: null, gone: true };
  }
  await pushPreviewState(job.projectId, job.id, outcome.preview);
  return { ...job, preview: outcome.preview, message: outcome.message };
}

/** The state machine's Catch: a run that kept failing for other reasons ends as failed. */
export async function failPreview(job: PreviewJob) {
  return finish(job, { preview: PREVIEW_STATE.failed, message: 'preview.conversionFailed' });
}
