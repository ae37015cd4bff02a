/** A file or folder (spec 1 §3). The root folder is not stored: its id is the project id. */
export interface Entry {
  id: string;
  projectId: string;
  parentId: string;
  /** Ancestor folder ids, nearest first, ending with the project id (the root folder). */
  ancestorIds: string[];
  isFile: 0 | 1;
  fileName: string;
  fileSuffix: string;
  fileSize: number;
  time: string;
  userName: string;
  /** The user whose storage the file's bytes are charged to. */
  ownerId: string;
  isModel: string;
  isWlkModel: number | null;
  state: number | null;
  preview: number;
  numSuccess: number;
  numPage: number;
  /** The recognition state version of state/numSuccess/numPage (pid/recognition/runs.ts). */
  stateVersion?: number;
  /** The model state version of isModel/parseProgress/parseMessage/isWlkModel (model/stateVersion.ts). */
  modelStateVersion?: number;
  publishStatus: '0' | '1';
  /** -1 none, else the attribute file's entry id (.vue/.rvm models, model/). */
  attributeId: number | string;
  imagePath: string;
  /** The stored object holding a file's bytes (see objects/); '' for folders. */
  fileId: string;
  /** A file's MD5 as uploaded. */
  md5?: string;
  /** A model saved as a zip (uploadModelZipSave): the archive's path of the model a parse converts. */
  modelArchiveEntry?: string;
  /** Why the preview conversion failed (a message key), set with preview -1 (rendition/). */
  previewMessage?: string;
  /** The stored key of the file's thumbnail PNG, when one was made (rendition/). */
  thumbnailKey?: string;
  /** Why the last parse failed, in the default language; parseMessageKey lets readers translate (model/). */
  parseMessage?: string;
  parseMessageKey?: string;
  /** Parse progress 0–100 and the stage reached (spec 1 §4), and the runs allowed to write (model/). */
  parseProgress?: number;
  parseStage?: string;
  parseRunId?: string;
  upgradeRunId?: string;
  /** The parse's and the upgrade's stored outputs (model/derivatives.ts). */
  derivative?: { glbKey: string; treeKey: string; glbSize: number; elementCount: number; treeSize?: number };
  upgraded?: { glbKey: string; glbSize: number };
}

/** The listing orders and the table index of each (entities/entry.ts keys them; the bench reads them raw). */
export const ORDERS = {
  size: 'gsi1',
  time: 'gsi2',
  name: 'gsi3',
  publish: 'gsi4',
} as const;
export type Order = keyof typeof ORDERS;

export function suffixOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** A name's "stem (n).suffix" variant, for saving beside an existing document of the same name. */
export function numberedName(name: string, n: number): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
}

export function newFolder(
  projectId: string,
  parent: { id: string; ancestorIds: string[] },
  id: string,
  name: string,
  user: { userId: string; account: string },
  now = new Date(),
): Entry {
  return {
    id,
    projectId,
    parentId: parent.id,
    ancestorIds: [parent.id, ...parent.ancestorIds],
    isFile: 0,
    fileName: name,
    fileSuffix: '',
    fileSize: 0,
    time: now.toISOString(),
    userName: user.account,
    ownerId: user.userId,
    isModel: '',
    isWlkModel: null,
    state: null,
    preview: 0,
    numSuccess: 0,
    numPage: 0,
    publishStatus: '0',
    attributeId: -1,
    imagePath: '',
    fileId: '',
  };
}
