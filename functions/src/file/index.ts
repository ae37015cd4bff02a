/**
 * The file manager (spec 1 §3–§8): folders and files of a project, their names, moves, deletion,
 * grants and downloads. Other folders import only this module.
 */

export { fileDownload, zipDownload } from './download.ts';
export { childrenOf, entryNamed, getEntries, insertEntry, insertEntryItems } from './entries.ts';
export { type Entry, newFolder, numberedName, suffixOf } from './model.ts';
export { getMembers, type ProjectAccess, projectMemberIds, requireMember } from './projectAccess.ts';
export { releaseProjectFiles } from './projectFiles.ts';
export { fileManagerRoutes } from './routes.ts';
export { parseMessageFor } from './rows.ts';
export { cleanUpSubtrees } from './subtree.ts';
export { type EntryView, need } from './views.ts';
export { folderFor, loadEntry, selection, withPerms } from './wiring.ts';
