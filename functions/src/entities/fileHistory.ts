import { Entity } from 'electrodb';
import { epochSeconds } from '../lib/db/keys.ts';
import { entityConfig, PRIMARY, SERVICE } from './config.ts';

/** How long an upload's history line is kept: the logs' retention (spec 2 §9: at least six months). */
const HISTORY_DAYS = 190;

/**
 * One saved upload as the back office's file history lists it (cloud/fileHis/page), written with the
 * counters the fileHis statistics read (opsCounter.ts `countUpload`). Partitioned by tenant and day,
 * in time order, so a page is one query of a day's partition; the table's TTL drops old lines.
 */
export const fileHistory = new Entity(
  {
    model: { entity: 'fileHistory', version: '1', service: SERVICE },
    attributes: {
      tenantId: { type: 'string', required: true },
      day: { type: 'string', required: true },
      at: { type: 'string', required: true },
      id: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      account: { type: 'string', required: true },
      projectId: { type: 'string', required: true },
      fileName: { type: 'string', required: true },
      fileSuffix: { type: 'string', required: true },
      fileSize: { type: 'number', required: true },
      /** 1 when the upload is a model (counted in the format and size statistics). */
      isModel: { type: 'number', required: true },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      byDay: {
        pk: {
          field: PRIMARY.pk,
          composite: ['tenantId', 'day'],
          template: 'TENANT#${tenantId}#FILEHIS#${day}',
          casing: 'none',
        },
        sk: { field: PRIMARY.sk, composite: ['at', 'id'], template: '${at}#${id}', casing: 'none' },
      },
    },
  },
  entityConfig,
);

/** Writes the history line of a saved upload. */
export async function recordFileHistory(
  who: { tenantId: string; userId: string; account: string },
  file: {
    id: string;
    projectId: string;
    fileName: string;
    fileSuffix: string;
    fileSize: number;
    isModel: string;
  },
  now = new Date(),
) {
  const at = now.toISOString();
  await fileHistory
    .put({
      tenantId: who.tenantId,
      day: at.slice(0, 10),
      at,
      id: file.id,
      userId: who.userId,
      account: who.account,
      projectId: file.projectId,
      fileName: file.fileName,
      fileSuffix: file.fileSuffix.toLowerCase(),
      fileSize: file.fileSize,
      isModel: file.isModel ? 1 : 0,
      expiresAt: epochSeconds(now) + HISTORY_DAYS * 86_400,
    })
    .go({ response: 'none' });
}
