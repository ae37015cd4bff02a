import { recordFileHistory } from '../entities/fileHistory.ts';
import { countUpload } from '../entities/opsCounter.ts';
import { TransactionCancelledError, transactWrite } from '../entities/transaction.ts';
import {
  entryNamed,
  folderFor,
  getEntries,
  insertEntry,
  insertEntryItems,
  requireMember,
  withPerms,
} from '../file/index.ts';
import { sortableId } from '../lib/db/ids.ts';
import type { Caller } from '../lib/http/route.ts';
import { quotaOf, reserveStorageItem } from '../membership/index.ts';
import { getObject, referenceItem } from '../objects/index.ts';
import { startPreviewQuietly } from '../rendition/index.ts';
import { makeUploadSaving, type SaveOutcome } from './files.ts';
import { inspectModelArchive } from './modelArchive.ts';
import { hasProof } from './possession.ts';

/** The upload services wired once with the table, storage and objects they use. */
const saving = makeUploadSaving({
  requireMember,
  views: { folderFor, withPerms },
  entries: {
    entryNamed,
    getEntries,
    insertEntry,
    async saveFile(entry, charge, object): Promise<SaveOutcome> {
      try {
        await transactWrite({
          ...insertEntryItems(entry),
          storage: reserveStorageItem(charge.userId, charge.bytes, charge.storageTotal),
          object: referenceItem(object.objectId, object.live),
        });
        return 'saved';
      } catch (error) {
        if (!(error instanceof TransactionCancelledError)) throw error;
        if (error.failedOn('object')) return 'objectGone';
        if (error.failedOn('uniqueName')) return 'nameTaken';
        if (error.failedOn('storage')) return 'storageChanged';
        throw error;
      }
    },
  },
  quotaOf,
  getObject,
  hasProof,
  inspectModelArchive,
  startPreview: startPreviewQuietly,
  newId: sortableId,
  now: () => new Date(),
});

export const { requireStorage, checkUpload } = saving;

/** Counts a saved upload in the back office's daily statistics and writes its file-history line. */
async function recordUpload(caller: Caller, saved: Awaited<ReturnType<typeof saving.saveUploadedFile>>) {
  await Promise.all([countUpload(caller.tenantId, saved), recordFileHistory(caller, saved)]);
}

/** Saves an uploaded file and records it for the back office (statistics, file history). */
export async function saveUploadedFile(...args: Parameters<typeof saving.saveUploadedFile>) {
  const saved = await saving.saveUploadedFile(...args);
  await recordUpload(args[0], saved);
  return saved;
}

/** Saves a file of an uploaded folder and records it for the back office (statistics, file history). */
export async function saveUploadedFolderFile(...args: Parameters<typeof saving.saveUploadedFolderFile>) {
  const saved = await saving.saveUploadedFolderFile(...args);
  await recordUpload(args[0], saved);
  return saved;
}

/** Saves an uploaded zip holding a model, marked for its parse; records it as any upload. */
export async function saveUploadedModelZip(...args: Parameters<typeof saving.saveUploadedModelZip>) {
  const saved = await saving.saveUploadedModelZip(...args);
  await recordUpload(args[0], saved);
  return saved;
}
