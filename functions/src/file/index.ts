/**
 * The file manager (spec 1 §3–§8): folders and files of a project, their names, moves, deletion,
 * grants and downloads. Other folders import only this module. Entry points import what they run:
 * the file group (fileGroup.ts) its routes, the deleteSubtree worker its clean-up (subtree.ts), so
 * no bundle carries more of the file manager than it uses.
 */

export { fileDownload, zipDownload } from './download.ts';
export {
  childrenOf,
  entryNamed,
  getEntries,
  insertEntry,
  insertEntryItems,
  projectFilesBySuffix,
} from './entries.ts';
export { type Entry, newFolder, numberedName, suffixOf } from './model.ts';
export { getMembers, type ProjectAccess, requireMember } from './projectAccess.ts';
export { releaseProjectFiles } from './projectFiles.ts';
export { parseMessageFor } from './rows.ts';
export { defaultRoot } from './service.ts';
export { type EntryView, need } from './views.ts';
export { folderFor, loadEntry, selection, withPerms } from './wiring.ts';
