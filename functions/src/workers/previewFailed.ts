import { failPreview, type PreviewJob } from '../rendition/outcome.ts';

/** Step Functions task (the Catch of the preview machine): marks the entry's preview failed. */
export async function handler(input: PreviewJob) {
  return failPreview({ projectId: input.projectId, id: input.id });
}
