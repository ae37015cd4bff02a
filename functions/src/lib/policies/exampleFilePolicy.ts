import { effectiveSigns, hasSign } from './filePerms.ts';
import type { Sign } from './signs.ts';

/** What the back office does to an example file (spec 1 §6, spec 3 §6). */
export type ExampleFileAction = 'rename' | 'parse' | 'remove' | 'publish' | 'unpublish';

/**
 * Why an action on an example file is refused (a message key), or null when it is allowed:
 * publishing and unpublishing are always available and delete is always allowed, but a published
 * file keeps its name and its parsed form (users may have it open), so rename and parse wait for
 * an unpublish.
 */
export function exampleFileRefusal(
  action: ExampleFileAction,
  file: { publishStatus: number },
): 'exampleFile.publishedLocked' | null {
  if ((action === 'rename' || action === 'parse') && file.publishStatus === 1)
    return 'exampleFile.publishedLocked';
  return null;
}

/** The platform, as the creator of the sample project: no user is ever its creator. */
const PLATFORM = 'platform';

/**
 * A user's signs on a file of the sample project. It is the special project (isDefault 2), so the
 * ordinary permission rule gives every user, whatever their group, view only; it is asked rather
 * than copied so the two cannot drift apart.
 */
export function sampleFileSigns(): Sign[] {
  return effectiveSigns(
    { createUser: PLATFORM, isDefault: 2 },
    { role: 'user', groupId: 'sample', groupKind: 'readWrite' },
    { isFile: true, grantsNearestFirst: [] },
  );
}

/** Users see a file in the sample project only while it is published, and only to view it. */
export function sampleFileViewable(file: { publishStatus: number }): boolean {
  return file.publishStatus === 1 && hasSign(sampleFileSigns(), 'viewFile');
}
