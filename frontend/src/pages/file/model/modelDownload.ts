import { isApiError } from '../../../api/errors.ts';
import { downloadFileModel, type ModelDownloadType } from '../../../api/models.ts';
import { saveUrl } from '../../../app/saveAs.ts';
import { notify } from '../../../components/notifications/store.ts';
import { translate } from '../../../i18n/index.ts';

/**
 * Downloads a model's parsed or upgraded GLB by its presigned address (spec 1 §6). The server
 * checks the benefit again; its refusal is shown, an empty answer is 'Download failed!' (spec 1 §8).
 */
export async function downloadModel(projectId: string, fileId: string, type: ModelDownloadType) {
  try {
    const link = await downloadFileModel(projectId, fileId, type);
    if (!link?.url) throw new Error('empty');
    saveUrl(link.url, link.fileName);
  } catch (error) {
    if (isApiError(error) && error.notified) return;
    notify.error(isApiError(error) && error.message ? error.message : translate('models.download.failed'));
  }
}
