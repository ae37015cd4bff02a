import type { QueueItem } from '../../upload/queue.ts';
import type { ServerLine } from './serverLines.ts';

/**
 * A failure is saved as a server "fail" line the moment it happens (queue.ts `fail`), and the
 * item also stays in this tab's queue until removed. The Failed tab lists both sources, so a
 * saved line that is the record of a failed item still in the queue is shown once, as the item
 * (same project, name and start time), and the tab's count is the number of rows it lists.
 */
export function savedFailuresBeyondQueue(queued: readonly QueueItem[], saved: readonly ServerLine[]) {
  const inQueue = new Set(queued.map((i) => lineKey(i.target.projectId, i.name, new Date(i.createdAt))));
  return saved.filter(
    (line) => !inQueue.has(lineKey(line.fkProjectId, line.fileName, new Date(line.createTime))),
  );
}

function lineKey(projectId: string, name: string, at: Date): string {
  return `${projectId}\n${name}\n${Number.isNaN(at.getTime()) ? '' : at.getTime()}`;
}
