import { finalizeDueDeletions } from '../account/deletion.ts';
import { logger } from '../lib/logger.ts';

/** Scheduled hourly: deletes the accounts whose 7-day cooling period has ended. */
export async function handler(): Promise<{ deleted: number }> {
  const deleted = await finalizeDueDeletions();
  logger.info('account deletion sweep', { deleted });
  return { deleted };
}
