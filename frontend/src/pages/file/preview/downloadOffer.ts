import type { PreviewLoad } from './usePreviewSource.ts';

/**
 * The file cannot be previewed (a refusal rule: its format, its size …), as opposed to the caller
 * having no right (403) or the file being gone (404): then the file is still there to download.
 */
export function notPreviewable(load: PreviewLoad): boolean {
  return load.kind === 'refused' || (load.kind === 'denied' && load.code === 400);
}

/**
 * Whether a member may download, decided as the viewer's header decides it: the file's own rights
 * when known (downFile), else offered — the download route checks the rights again.
 * `undefined` is "still being read": nothing is offered yet.
 */
export function memberMayDownload(filePerms: readonly string[] | null | undefined): boolean {
  if (filePerms === undefined) return false;
  return filePerms === null || filePerms.includes('downFile');
}

/** The file's rights among entries found by its name (null when it is not among them). */
export function permsOf(
  entries: readonly { id: string; filePerms: readonly string[] }[],
  fileId: string,
): readonly string[] | null {
  return entries.find((entry) => entry.id === fileId)?.filePerms ?? null;
}
