import { cleanUpSubtrees } from '../file/subtree.ts';

/** Step Functions task: the cleanup below deleted folders (file/subtree.ts). */
export async function handler(input: { projectId: string; folderIds: string[] }) {
  return cleanUpSubtrees(input.projectId, input.folderIds);
}
