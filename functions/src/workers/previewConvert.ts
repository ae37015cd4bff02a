import { type PreviewJob, runPreview } from '../rendition/pipeline.ts';

/** Step Functions task: converts one file for its viewer and makes its thumbnail (rendition/pipeline.ts). */
export async function handler(input: PreviewJob) {
  return runPreview({ projectId: input.projectId, id: input.id });
}
