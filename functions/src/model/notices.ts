import { type Language, translate } from '@loopline/shared';
import { userDirectory } from '../access/index.ts';
import { entry } from '../entities/entry.ts';
import { logger } from '../lib/logger.ts';
import { notify } from '../notice/index.ts';

/** Notice categories of spec 2 §9's catalogue: 7 parsed, 8 parse failed, 9 upgraded (and its failure). */
const CATEGORY = { parsed: 7, parseFailed: 8, upgraded: 9, upgradeFailed: 9 } as const;
const TEXT = {
  parsed: 'model.noticeParsed',
  parseFailed: 'model.noticeParseFailed',
  upgraded: 'model.noticeUpgraded',
  upgradeFailed: 'model.noticeUpgradeFailed',
} as const;

export type ModelOutcome = keyof typeof CATEGORY;

/**
 * Leaves the user who started a parse or an upgrade a notice of how it ended (issue 15), so one who
 * went elsewhere learns it from the bell; their message settings decide (categories 7, 8, 9). The
 * text is written in both languages now, as the failure reason is itself a message key. A notice
 * is a courtesy: failing to write one is logged and never fails the run.
 */
export async function noticeModelOutcome(
  job: { projectId: string; entryId: string; userId?: string },
  outcome: ModelOutcome,
  reasonKey = '',
) {
  // Upgrade runs queued before upgrades carried their starter have nobody to tell.
  if (!job.userId) return;
  try {
    const [user, file] = await Promise.all([
      userDirectory.get(job.userId),
      entry.get({ projectId: job.projectId, id: job.entryId }).go(),
    ]);
    if (!user || !file.data) return;
    const fileName = file.data.fileName;
    const text = (lang: Language) =>
      translate(TEXT[outcome], lang, {
        name: fileName,
        reason: reasonKey ? translate(reasonKey, lang) : '',
      });
    await notify([job.userId], CATEGORY[outcome], { zh: text('zh'), en: text('en') }, job.entryId, {
      tenantId: user.tenantId,
    });
  } catch (error) {
    logger.warn('model outcome notice failed', { entryId: job.entryId, outcome, error: error as Error });
  }
}
